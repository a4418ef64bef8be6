import type { CSSProperties } from "react";
import { cx } from "~/lib/cx";
import type { VisualOf } from "~/lib/solutions/schema";
import { stagger, ViewHeading } from "./parts";

type Row = VisualOf<"schedule">["rows"][number];

const BAR: Record<Row["tone"], { track: string; fill: string }> = {
  brand: { track: "bg-brand-100", fill: "bg-brand-600" },
  mint: { track: "bg-mint-300/40", fill: "bg-mint-500" },
  amber: { track: "bg-amber-100", fill: "bg-amber-500" },
  ink: { track: "bg-ink-100", fill: "bg-ink-400" },
};

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

/** A Gantt-like plan: rows of work laid over periods, with progress and today's line. */
export function Schedule({ visual }: { visual: VisualOf<"schedule"> }) {
  const periods = visual.periods.length;
  return (
    <div className="@container p-4 sm:p-5">
      <ViewHeading
        aside={
          <span className="hidden rounded-md bg-ink-50 px-2 py-0.5 text-[11px] font-medium text-ink-600 ring-1 ring-ink-100 @sm:inline">
            Weeks
          </span>
        }
      >
        {visual.heading}
      </ViewHeading>
      <div className="mt-4 [--label:6.5rem] @md:[--label:9rem] @3xl:[--label:11rem]">
        <div className="grid grid-cols-[var(--label)_minmax(0,1fr)] border-b border-ink-100 pb-1.5">
          <span />
          <div className="flex">
            {visual.periods.map((period) => (
              <span
                key={period}
                className="flex-1 truncate text-center text-[10px] font-medium text-ink-500"
              >
                {period}
              </span>
            ))}
          </div>
        </div>
        {/* Today's line runs down the rows only, its dot on their top edge: from the top of the
            periods' row it crossed that week's label ("W17"). */}
        <div className="relative">
          {visual.rows.map((row, index) => {
            const bar = BAR[row.tone];
            return (
              <div
                key={row.label}
                className="grid grid-cols-[var(--label)_minmax(0,1fr)] border-b border-ink-100"
              >
                <div className="min-w-0 py-2 pr-2">
                  {/* Wraps rather than cut short: "Framing and d…" in a phone's label column. */}
                  <p className="text-xs font-medium text-pretty break-words text-ink-900">
                    {row.label}
                  </p>
                  {row.meta ? (
                    <p className="hidden truncate text-[11px] text-ink-500 @md:block">
                      {row.meta}
                    </p>
                  ) : null}
                </div>
                <div
                  style={{ "--period": percent(1, periods) } as CSSProperties}
                  className="relative bg-[linear-gradient(to_right,rgb(233_235_243)_1px,transparent_1px)] bg-[length:var(--period)_100%]"
                >
                  <span
                    style={{
                      left: percent(row.start, periods),
                      width: percent(row.span, periods),
                      ...stagger(index, 70),
                    }}
                    className={cx(
                      "absolute top-1/2 h-5 origin-left -translate-y-1/2 overflow-hidden rounded-md motion-safe:animate-visual-grow",
                      bar.track,
                    )}
                  >
                    <span
                      style={{ width: `${row.progress ?? 0}%` }}
                      className={cx("block h-full", bar.fill)}
                    />
                  </span>
                </div>
              </div>
            );
          })}
          {visual.today === undefined ? null : (
            <span
              style={{
                left: `calc(var(--label) + (100% - var(--label)) * ${visual.today / periods})`,
              }}
              className="pointer-events-none absolute inset-y-0 w-px bg-rose-500"
            >
              <span className="absolute -top-[3px] -left-[3px] size-[7px] rounded-full bg-rose-500" />
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
