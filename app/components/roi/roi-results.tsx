import { ArrowDown } from "lucide-react";
import { cx } from "~/lib/cx";
import {
  formatAxisUsd,
  formatHours,
  formatPayback,
  formatPercent,
  formatUsd,
  type RoiResult,
  valueAxisTicks,
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
 * clears the line is the payback month. The value axis has round dollar ticks. The figures are
 * also in text, so the chart is decoration for screen readers; the figure's caption says what it
 * shows.
 */
function SavingsChart({ result }: { result: RoiResult }) {
  const months = result.cumulativeSavingsByMonth;
  const ticks = valueAxisTicks(
    Math.max(months.at(-1) ?? 0, result.platformCostPerYear),
  );
  const top = ticks.at(-1) ?? 1;
  const share = (value: number) => `${(value / top) * 100}%`;
  return (
    <figure className="mt-8">
      <figcaption>
        <span className="block text-sm font-medium text-white">
          {ROI_MESSAGES.chartTitle}
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
            {ROI_MESSAGES.platformCostLine(
              formatUsd(result.platformCostPerYear),
            )}
          </span>
        </span>
      </figcaption>
      <div
        aria-hidden="true"
        data-testid="roi-chart"
        className="mt-5 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-xs text-ink-400 tabular-nums"
      >
        <div
          data-testid="roi-value-axis"
          className="flex h-40 flex-col-reverse justify-between text-right"
        >
          {ticks.map((tick) => (
            <span key={tick} className="flex h-0 items-center justify-end">
              {formatAxisUsd(tick)}
            </span>
          ))}
        </div>
        <div className="relative h-40 border-b border-white/25">
          {ticks.slice(1).map((tick) => (
            <div
              key={tick}
              className="absolute inset-x-0 border-t border-white/10"
              style={{ bottom: share(tick) }}
            />
          ))}
          <div className="absolute inset-0 flex items-end gap-1 sm:gap-1.5">
            {months.map((total, index) => (
              <div
                key={index}
                className={cx(
                  "flex-1 rounded-t-sm",
                  total >= result.platformCostPerYear && total > 0
                    ? "bg-mint-400"
                    : "bg-brand-400/70",
                )}
                style={{ height: `max(${share(total)}, 1px)` }}
              />
            ))}
          </div>
          <div
            className="absolute inset-x-0 border-t-2 border-dashed border-ink-200"
            style={{ bottom: share(result.platformCostPerYear) }}
          />
        </div>
        <span className="mt-2 text-right">{ROI_MESSAGES.month}</span>
        <div className="mt-2 flex gap-1 text-center sm:gap-1.5">
          {months.map((_, index) => (
            <span key={index} className="flex-1">
              {index + 1}
            </span>
          ))}
        </div>
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
        <p className="text-sm font-medium text-ink-300">
          {ROI_MESSAGES.netSavings}
        </p>
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
          {ROI_MESSAGES.savedLessCost(
            formatUsd(result.grossSavingsPerYear),
            formatUsd(result.platformCostPerYear),
          )}
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

/**
 * The result in one line, stuck to the bottom of a phone's screen while the form is on it
 * (below `lg`, where the whole result comes after the form): sticky inside the form, so it
 * settles at the form's end and never follows the page past it. The fields keep clear of it
 * with a scroll margin (`.roi-input`), so a focused field is never under it.
 */
export function RoiSummary({
  result,
  invalidTitle,
}: {
  result: RoiResult | null;
  /** Shown instead of the figures while a field is wrong (the page's words). */
  invalidTitle: string;
}) {
  return (
    <div
      data-testid="roi-summary"
      className="sticky bottom-0 z-10 -mx-6 mt-8 -mb-6 flex items-center gap-4 rounded-b-2xl bg-ink-950 px-6 py-3 text-white shadow-[0_-12px_32px_-12px_rgb(11_14_31/0.5)] sm:-mx-8 sm:-mb-8 sm:px-8 lg:hidden"
    >
      {result ? (
        <dl className="flex min-w-0 flex-1 gap-6">
          <div className="min-w-0">
            <dt className="text-xs text-ink-300">{ROI_MESSAGES.netSavings}</dt>
            <dd
              className={cx(
                "text-xl font-bold tracking-tight whitespace-nowrap tabular-nums",
                result.paybackMonths !== null ? "text-mint-300" : "text-white",
              )}
            >
              {formatUsd(result.netSavingsPerYear)}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-ink-300">{ROI_MESSAGES.payback}</dt>
            <dd className="text-xl font-bold tracking-tight whitespace-nowrap tabular-nums">
              {formatPayback(result.paybackMonths)}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="min-w-0 flex-1 text-sm font-semibold">{invalidTitle}</p>
      )}
      <a
        href="#roi-result"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-white/10 text-white ring-1 ring-white/20 hover:bg-white/20"
      >
        <ArrowDown aria-hidden="true" className="size-5" />
        <span className="sr-only">{ROI_MESSAGES.fullResult}</span>
      </a>
    </div>
  );
}
