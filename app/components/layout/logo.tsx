import { cx } from "~/lib/cx";

/** The Aden mark and wordmark. The mark is decorative; the link around it carries the name. */
export function Logo({
  className,
  size = "md",
}: {
  className?: string;
  /** `sm` where Aden is not the page's subject (the forms it hosts). */
  size?: "sm" | "md";
}) {
  return (
    <span
      className={cx(
        "inline-flex items-center gap-2 font-semibold tracking-tight",
        className,
      )}
    >
      <AdenMark
        className={cx("shrink-0", size === "sm" ? "size-6" : "size-8")}
      />
      <span className={size === "sm" ? "text-base" : "text-xl"}>Aden</span>
    </span>
  );
}

/** The mark alone, decorative. */
export function AdenMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="8" fill="#5541e6" />
      <path d="M9 23 16 8l7 15h-4.2L16 16.6 13.2 23Z" fill="#fff" />
      <circle cx="16" cy="23" r="2.2" fill="#3fdcb8" />
    </svg>
  );
}
