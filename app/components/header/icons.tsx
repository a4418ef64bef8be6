import { cx } from "~/lib/cx";

/** The header's menu icons: decorative, since their buttons carry the names. */
function StrokeIcon({ path, className }: { path: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={cx("size-6", className)}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d={path} />
    </svg>
  );
}

export function BurgerIcon({ className }: { className?: string }) {
  return <StrokeIcon path="M4 7h16M4 12h16M4 17h16" className={className} />;
}

export function CloseIcon({ className }: { className?: string }) {
  return <StrokeIcon path="M6 6l12 12M18 6 6 18" className={className} />;
}

export function ArrowRightIcon({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M3 8h10M9 4l4 4-4 4" />
    </svg>
  );
}

export function ChevronDownIcon({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={className}
      fill="currentColor"
    >
      <path d="M5.2 7.7a1 1 0 0 1 1.4 0L10 11l3.4-3.3a1 1 0 1 1 1.4 1.4l-4.1 4a1 1 0 0 1-1.4 0l-4.1-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}
