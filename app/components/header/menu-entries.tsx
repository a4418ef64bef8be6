import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ReactElement,
  type ReactNode,
} from "react";
import type { NavFeature, NavGroup } from "~/config/site";
import { SolutionIcon } from "~/components/solution/icons";
import { PrefetchLink } from "~/components/ui/prefetch-link";
import { cx } from "~/lib/cx";
import type { IconName } from "~/lib/solutions/schema";
import { ArrowRightIcon } from "./icons";
import { NavAnchor } from "./nav-link";

/*
 * What the menus show inside a group: the entries with their icons and the featured card. Nothing
 * here is needed to make a page interactive, so the plain menus (desktop-menu.tsx,
 * mobile-menu.tsx) keep the server's HTML of it until the browser is idle.
 */

export const menuItemClasses =
  "flex items-start gap-3 rounded-xl px-3 py-2.5 text-ink-900 hover:bg-ink-50 focus-visible:bg-ink-50";

/** An entry's icon in its tile: 36px beside a described entry, 32px in the mobile menu. */
export function EntryIcon({
  name,
  size,
}: {
  name: IconName | undefined;
  size: "panel" | "sheet";
}) {
  if (!name) return null;
  return (
    <span
      className={cx(
        "inline-flex shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 ring-1 ring-brand-100",
        size === "panel" ? "mt-0.5 size-9" : "size-8",
      )}
    >
      <SolutionIcon
        name={name}
        className={size === "panel" ? "size-[18px]" : "size-4"}
      />
    </span>
  );
}

type FeatureAnchorProps = Omit<
  ComponentPropsWithoutRef<"a">,
  "href" | "children" | "className"
> & {
  feature: NavFeature;
  /** `panel`: beside or under a desktop menu's entries; `sheet`: under a mobile menu group's. */
  placement: "panel" | "sheet";
};

/** A menu's featured card: one dark link, its icon, eyebrow, title and a line of why. */
export const FeatureAnchor = forwardRef<HTMLAnchorElement, FeatureAnchorProps>(
  function FeatureAnchor({ feature, placement, ...anchorProps }, ref) {
    return (
      <PrefetchLink
        {...anchorProps}
        ref={ref}
        to={feature.href}
        data-menu-feature=""
        className={cx(
          "group/feature relative flex h-full overflow-hidden rounded-xl bg-ink-950 text-white ring-1 ring-ink-950 hover:bg-ink-900 focus-visible:bg-ink-900",
          placement === "panel" ? "flex-col p-5" : "items-start gap-3 p-4",
        )}
      >
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(16rem_10rem_at_100%_0%,rgb(85_65_230/0.55),transparent),radial-gradient(12rem_8rem_at_0%_100%,rgb(20_184_146/0.22),transparent)]"
        />
        <span className="relative inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10 text-mint-300 ring-1 ring-white/15">
          <SolutionIcon name={feature.icon} className="size-[18px]" />
        </span>
        <span
          className={cx(
            "relative flex min-w-0 flex-col",
            // Beside a tall two-column list the words sit at the card's foot, under its glow.
            placement === "panel" && "mt-auto pt-5",
          )}
        >
          <span className="text-xs font-semibold tracking-wider text-mint-300 uppercase">
            {feature.eyebrow}
          </span>
          <span className="mt-1.5 text-[0.95rem] leading-snug font-semibold text-balance">
            {feature.title}
          </span>
          <span className="mt-1 text-sm leading-6 text-ink-300">
            {feature.body}
          </span>
          {placement === "panel" ? (
            <span className="mt-3 text-mint-300">
              <ArrowRightIcon className="size-4 transition-transform group-hover/feature:translate-x-0.5" />
            </span>
          ) : null}
        </span>
      </PrefetchLink>
    );
  },
);

/**
 * A menu's panel: its entries (one or two columns) and its featured card, under the entries of a
 * one-column menu and beside those of a two-column one. `wrap` lets the Radix menu put each
 * link inside its own link primitive.
 */
export function MenuLinks({
  group,
  columns,
  wrap,
}: {
  group: NavGroup;
  columns: number;
  wrap: (anchor: ReactElement) => ReactNode;
}) {
  return (
    <div
      className={cx(
        "grid gap-3 rounded-2xl bg-white p-3 text-left shadow-xl ring-1 ring-ink-950/5",
        columns === 2 && group.featured && "grid-cols-[minmax(0,1fr)_15rem]",
      )}
    >
      <ul className={cx("grid gap-1", columns === 2 && "grid-cols-2")}>
        {group.links.map((link) => (
          <li key={link.href}>
            {wrap(
              <NavAnchor
                link={link}
                withDescription
                icon={<EntryIcon name={link.icon} size="panel" />}
                className={menuItemClasses}
              />,
            )}
          </li>
        ))}
      </ul>
      {group.featured
        ? wrap(<FeatureAnchor feature={group.featured} placement="panel" />)
        : null}
    </div>
  );
}
