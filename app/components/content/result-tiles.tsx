import { Check } from "lucide-react";
import type { CaseStudyEntry } from "~/lib/content/model";
import { cx } from "~/lib/cx";
import { WholeWords } from "~/components/ui/whole-words";

/**
 * A case study's results as plain cards: a tick, a short title and its detail. Set in the body's
 * ink rather than as large brand-coloured numbers, so a sentence never poses as a metric (the
 * figures with numbers are shown apart). The caller sets the grid's gap and columns.
 */
export function ResultCards({
  results,
  className,
  surface = "white",
}: {
  results: CaseStudyEntry["results"];
  className?: string;
  /** `white` on a tinted band; `tint` inside a white card. */
  surface?: "white" | "tint";
}) {
  return (
    <ul className={cx("grid", className)}>
      {results.map((result) => (
        <li
          key={result.title}
          className={cx(
            "rounded-2xl p-6",
            surface === "white" ? "bg-white ring-1 ring-ink-100" : "bg-ink-50",
          )}
        >
          <span className="inline-flex size-8 items-center justify-center rounded-full bg-mint-300/30 text-mint-500">
            <Check aria-hidden="true" className="size-4" strokeWidth={2.5} />
          </span>
          <h4 className="mt-4 heading-4 text-ink-950">
            <WholeWords text={result.title} />
          </h4>
          <p className="mt-2 text-sm leading-6 text-ink-700">{result.detail}</p>
        </li>
      ))}
    </ul>
  );
}
