import { Link } from "@remix-run/react";
import type { NavLink } from "~/config/site";

type NavAnchorProps = {
  link: NavLink;
  className?: string;
  /** Shows the link's description under its label (desktop menu panels). */
  withDescription?: boolean;
  onClick?: () => void;
  /** Marks the link as an item of a menu, for its keyboard handling. */
  menuItem?: boolean;
};

/**
 * A navigation link: internal ones prefetch when visible; external ones open in a new tab
 * and say so to screen readers.
 */
export function NavAnchor({
  link,
  className,
  withDescription = false,
  onClick,
  menuItem = false,
}: NavAnchorProps) {
  const itemMarker = menuItem ? { "data-menu-item": "" } : {};
  const content = (
    <>
      <span className={withDescription ? "text-sm font-semibold" : undefined}>
        {link.label}
        {link.external ? <ExternalIcon /> : null}
      </span>
      {withDescription && link.description ? (
        <span className="mt-0.5 text-sm text-ink-600">{link.description}</span>
      ) : null}
      {link.external ? (
        <span className="sr-only"> (opens in a new tab)</span>
      ) : null}
    </>
  );
  if (link.external) {
    return (
      <a
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={onClick}
        {...itemMarker}
      >
        {content}
      </a>
    );
  }
  return (
    <Link
      to={link.href}
      prefetch="viewport"
      className={className}
      onClick={onClick}
      {...itemMarker}
    >
      {content}
    </Link>
  );
}

function ExternalIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="ml-1 inline size-3 shrink-0 align-baseline opacity-60"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <path
        d="M6 3h7v7M13 3 5 11"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
