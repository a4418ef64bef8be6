import { cx } from "~/lib/cx";

/** The Aden mark and wordmark. The mark is decorative; the link around it carries the name. */
export function Logo({ className }: { className?: string }) {
  return (
    <span
      className={cx(
        "inline-flex items-center gap-2 font-semibold tracking-tight",
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" fill="#5541e6" />
        <path d="M9 23 16 8l7 15h-4.2L16 16.6 13.2 23Z" fill="#fff" />
        <circle cx="16" cy="23" r="2.2" fill="#3fdcb8" />
      </svg>
      <span className="text-xl">Aden</span>
    </span>
  );
}
