import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from "react";
import type { NavLink } from "~/config/site";
import { PrefetchLink } from "~/components/ui/prefetch-link";
import { NAV_MESSAGES } from "~/lib/messages";
import { WholeWords } from "~/components/ui/whole-words";

type NavAnchorProps = Omit<
  ComponentPropsWithoutRef<"a">,
  "href" | "children" | "target" | "rel"
> & {
  link: NavLink;
  /** Shows the link's description under its label (desktop menu panels). */
  withDescription?: boolean;
  /** Drawn before the words (the menus' entry icons, menu-entries.tsx). */
  icon?: ReactNode;
};

/**
 * A navigation link: internal ones prefetch when visible; external ones open in a new tab
 * and say so to screen readers. It forwards its ref and props so a Radix primitive can
 * render through it (`asChild`).
 */
export const NavAnchor = forwardRef<HTMLAnchorElement, NavAnchorProps>(
  function NavAnchor(
    { link, withDescription = false, icon, ...anchorProps },
    ref,
  ) {
    const words = (
      <>
        <span className={withDescription ? "text-sm font-semibold" : undefined}>
          {link.label}
          {link.external ? <ExternalIcon /> : null}
        </span>
        {withDescription && link.description ? (
          <span className="mt-0.5 text-sm text-pretty text-ink-600">
            <WholeWords text={link.description} />
          </span>
        ) : null}
      </>
    );
    const content = (
      <>
        {icon}
        {icon && withDescription ? (
          <span className="flex min-w-0 flex-col">{words}</span>
        ) : (
          words
        )}
        {link.external ? (
          <span className="sr-only">{NAV_MESSAGES.opensInNewTab}</span>
        ) : null}
      </>
    );
    if (link.external) {
      return (
        <a
          {...anchorProps}
          ref={ref}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {content}
        </a>
      );
    }
    return (
      <PrefetchLink {...anchorProps} ref={ref} to={link.href}>
        {content}
      </PrefetchLink>
    );
  },
);

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
