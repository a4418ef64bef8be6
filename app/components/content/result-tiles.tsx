import type { CaseStudyEntry } from "~/lib/content/model";
import { cx } from "~/lib/cx";

const SURFACES = {
  /** On a tinted section. */
  white: "bg-white ring-1 ring-ink-100",
  /** Inside a white card. */
  tint: "bg-ink-50",
};

const TITLES = {
  lg: "text-2xl font-bold text-brand-700",
  md: "text-lg leading-snug font-semibold text-ink-950",
};

/** A case study's results, one tile each; the caller sets the grid's gap and columns. */
export function ResultTiles({
  results,
  className,
  surface = "white",
  size = "lg",
}: {
  results: CaseStudyEntry["results"];
  className?: string;
  surface?: keyof typeof SURFACES;
  size?: keyof typeof TITLES;
}) {
  return (
    <ul className={cx("grid", className)}>
      {results.map((result) => (
        <li
          key={result.title}
          className={cx("rounded-2xl p-6", SURFACES[surface])}
        >
          <p className={TITLES[size]}>{result.title}</p>
          <p className="mt-2 text-sm leading-6 text-ink-700">{result.detail}</p>
        </li>
      ))}
    </ul>
  );
}
