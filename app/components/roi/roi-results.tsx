import { cx } from "~/lib/cx";
import {
  formatHours,
  formatPayback,
  formatPercent,
  formatUsd,
  type RoiResult,
} from "~/lib/roi";
import { ROI_MESSAGES } from "~/lib/messages";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-xl bg-white/5 px-4 py-3 ring-1 ring-white/10 ring-inset sm:block sm:py-4">
      <dt className="text-sm text-ink-300">{label}</dt>
      <dd className="text-xl font-semibold tracking-tight whitespace-nowrap text-white tabular-nums sm:mt-1 sm:text-2xl">
        {value}
      </dd>
    </div>
  );
}

/**
 * Gross savings piling up month by month against a year of platform cost: the month a bar first
 * clears the line is the payback month. The figures are also in text, so the bars are decoration
 * for screen readers; the figure's caption says what they show.
 */
function SavingsChart({ result }: { result: RoiResult }) {
  const months = result.cumulativeSavingsByMonth;
  const top = Math.max(months.at(-1) ?? 0, result.platformCostPerYear, 1);
  const costLine = (result.platformCostPerYear / top) * 100;
  return (
    <figure className="mt-8">
      <figcaption>
        <span className="block text-sm font-medium text-white">
          Savings over the first 12 months
        </span>
        <span className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-300">
          <span className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-2.5 rounded-sm bg-mint-400"
            />
            {ROI_MESSAGES.cumulativeSavings}
          </span>
          <span className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="h-0 w-4 border-t-2 border-dashed border-ink-200"
            />
            A year of platform cost ({formatUsd(result.platformCostPerYear)})
          </span>
        </span>
      </figcaption>
      <div aria-hidden="true" className="relative mt-4 h-36">
        <div className="flex h-full items-end gap-1.5">
          {months.map((total, index) => (
            <div
              key={index}
              className={cx(
                "flex-1 rounded-t-sm",
                total >= result.platformCostPerYear && total > 0
                  ? "bg-mint-400"
                  : "bg-brand-400/60",
              )}
              style={{ height: `${Math.max((total / top) * 100, 1)}%` }}
            />
          ))}
        </div>
        <div
          className="absolute inset-x-0 border-t-2 border-dashed border-ink-200"
          style={{ bottom: `${costLine}%` }}
        />
      </div>
      <div
        aria-hidden="true"
        className="mt-2 flex gap-1.5 text-center text-xs text-ink-400 tabular-nums"
      >
        {months.map((_, index) => (
          <span key={index} className="flex-1">
            {index + 1}
          </span>
        ))}
      </div>
    </figure>
  );
}

/** The calculator's answer, in large tabular figures, with the chart and the assumption. */
/** `note` and `neverPaysBack` are the page's words (content/pages/roi-calculator.yaml). */
export function RoiResults({
  result,
  note,
  neverPaysBack,
}: {
  result: RoiResult;
  note: string;
  neverPaysBack: string;
}) {
  const paysBack = result.paybackMonths !== null;
  return (
    <div>
      <div aria-live="polite">
        <p className="text-sm font-medium text-ink-300">Net savings a year</p>
        <p
          data-testid="roi-net"
          className={cx(
            "mt-1 text-5xl font-bold tracking-tight [overflow-wrap:anywhere] tabular-nums sm:text-6xl",
            paysBack ? "text-mint-300" : "text-white",
          )}
        >
          {formatUsd(result.netSavingsPerYear)}
        </p>
        <p className="mt-2 text-sm text-ink-300">
          {formatUsd(result.grossSavingsPerYear)} saved, less{" "}
          {formatUsd(result.platformCostPerYear)} of platform cost.
        </p>
      </div>
      <dl className="mt-8 grid gap-3 sm:grid-cols-2">
        <Figure
          label={ROI_MESSAGES.hoursSaved}
          value={formatHours(result.hoursSavedPerYear)}
        />
        <Figure
          label={ROI_MESSAGES.grossSavings}
          value={formatUsd(result.grossSavingsPerYear)}
        />
        <Figure
          label={ROI_MESSAGES.payback}
          value={formatPayback(result.paybackMonths)}
        />
        <Figure
          label={ROI_MESSAGES.roi}
          value={formatPercent(result.roiPercent)}
        />
      </dl>
      <SavingsChart result={result} />
      <p className="mt-6 text-sm leading-6 text-ink-300">
        {note} {paysBack ? null : neverPaysBack}
      </p>
    </div>
  );
}
