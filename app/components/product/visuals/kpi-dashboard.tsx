import { cx } from "~/lib/cx";
import type { Tone, VisualOf } from "~/lib/solutions/schema";
import { stagger, ViewHeading } from "./parts";

const NOTE_TONE: Record<Tone, string> = {
  good: "text-emerald-700",
  watch: "text-amber-700",
  risk: "text-rose-700",
  neutral: "text-ink-500",
};

const ROW_DOT: Record<Tone, string> = {
  good: "bg-emerald-500",
  watch: "bg-amber-500",
  risk: "bg-rose-500",
  neutral: "bg-ink-300",
};

/** Headline figures, a two-series bar chart and the lines that need attention. */
export function KpiDashboard({
  visual,
}: {
  visual: VisualOf<"kpi-dashboard">;
}) {
  const { chart } = visual;
  const hasNotes = visual.kpis.some((kpi) => kpi.note);
  return (
    <div className="@container p-4 sm:p-5">
      <ViewHeading
        aside={
          visual.badge ? (
            <span className="hidden rounded-md bg-ink-50 px-2 py-0.5 text-[11px] font-medium text-ink-600 ring-1 ring-ink-100 @sm:inline">
              {visual.badge}
            </span>
          ) : null
        }
      >
        {visual.heading}
      </ViewHeading>
      <dl
        className={cx(
          "mt-4 grid grid-cols-2 gap-2",
          visual.kpis.length === 4 ? "@lg:grid-cols-4" : "@lg:grid-cols-3",
        )}
      >
        {visual.kpis.map((kpi) => (
          // Each card's label, figure and note sit on rows shared across the cards (subgrid), so a
          // label that wraps in a narrow picture moves the figures of its row together, instead
          // of being cut to "Expiring in 30 da…".
          <div
            key={kpi.label}
            className={cx(
              "grid grid-rows-subgrid gap-y-0.5 rounded-xl bg-ink-50 px-3 py-2.5 ring-1 ring-ink-100",
              hasNotes ? "row-span-3" : "row-span-2",
            )}
          >
            <dt className="text-[11px] leading-4 font-medium text-balance text-ink-500">
              {kpi.label}
            </dt>
            <dd className="text-lg leading-6 font-semibold tracking-tight text-ink-950 tabular-nums">
              {kpi.value}
            </dd>
            {kpi.note ? (
              // Wraps rather than cut short: "forecast margin 1…" told nothing.
              <dd
                className={cx(
                  "text-[11px] leading-4 break-words",
                  NOTE_TONE[kpi.tone],
                )}
              >
                {kpi.note}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
      <div className="mt-4 rounded-xl px-1 pt-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <p className="text-xs font-medium text-ink-700">{chart.title}</p>
          <p className="flex shrink-0 items-center gap-3 text-[11px] text-ink-500">
            <span className="flex items-center gap-1">
              <span className="size-2 rounded-sm bg-brand-600" />
              {chart.legend[0]}
            </span>
            <span className="flex items-center gap-1">
              <span className="size-2 rounded-sm bg-mint-400" />
              {chart.legend[1]}
            </span>
          </p>
        </div>
        <div className="mt-3 flex h-28 items-end gap-2 border-b border-ink-100 @md:gap-3">
          {chart.bars.map((bar, index) => (
            <div
              key={bar.label}
              className="flex h-full flex-1 items-end justify-center gap-0.5"
            >
              <span
                style={{ height: `${bar.value}%`, ...stagger(index, 40) }}
                className="w-full max-w-3 origin-bottom rounded-t-sm bg-brand-600 motion-safe:animate-visual-rise"
              />
              <span
                style={{ height: `${bar.compare}%`, ...stagger(index, 40) }}
                className="w-full max-w-3 origin-bottom rounded-t-sm bg-mint-400 motion-safe:animate-visual-rise"
              />
            </div>
          ))}
        </div>
        <div className="mt-1.5 flex gap-2 @md:gap-3">
          {chart.bars.map((bar) => (
            <span
              key={bar.label}
              className="flex-1 text-center text-[10px] text-ink-500"
            >
              {bar.label}
            </span>
          ))}
        </div>
      </div>
      {visual.rows.length > 0 ? (
        <ul className="mt-4 divide-y divide-ink-100 rounded-xl ring-1 ring-ink-100">
          {visual.rows.map((row) => (
            <li
              key={row.label}
              className="flex items-center gap-3 px-3 py-2 text-xs"
            >
              <span
                className={cx(
                  "size-2 shrink-0 rounded-full",
                  ROW_DOT[row.tone],
                )}
              />
              <span className="min-w-0 flex-1 truncate font-medium text-ink-900">
                {row.label}
                <span className="hidden font-normal text-ink-500 @md:inline">
                  {" "}
                  · {row.meta}
                </span>
              </span>
              <span
                className={cx(
                  "shrink-0 font-semibold tabular-nums",
                  NOTE_TONE[row.tone],
                )}
              >
                {row.value}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
