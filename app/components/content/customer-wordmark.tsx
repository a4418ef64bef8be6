import type { CaseStudySlug } from "~/lib/content/model";
import { cx } from "~/lib/cx";

/**
 * Each customer's name set in type as a wordmark (docs/design.md, proof strip): no logo files, so no
 * image from another host and nothing to license. The text stays the customer's name.
 */
const WORDMARK_STYLES: Record<CaseStudySlug, string> = {
  bluestreak: "font-extrabold italic tracking-tight lowercase",
  "kai-media": "font-semibold uppercase tracking-[0.16em]",
  medallion: "font-serif font-semibold tracking-wide",
  "tc-boiler": "font-black uppercase tracking-tight",
};

export function CustomerWordmark({
  slug,
  name,
  className,
}: {
  slug: CaseStudySlug;
  name: string;
  className?: string;
}) {
  return (
    <span className={cx("whitespace-nowrap", WORDMARK_STYLES[slug], className)}>
      {name}
    </span>
  );
}
