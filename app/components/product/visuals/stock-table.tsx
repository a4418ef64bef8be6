import { Sparkles } from "lucide-react";
import { cx } from "~/lib/cx";
import type { Tone, VisualOf } from "~/lib/solutions/schema";
import { Pill, stagger, ViewHeading } from "./parts";

type Status = VisualOf<"stock-table">["rows"][number]["status"];

const STATUS: Record<Status, { label: string; tone: Tone; bar: string }> = {
  ok: { label: "In stock", tone: "good", bar: "bg-mint-500" },
  low: { label: "Low", tone: "watch", bar: "bg-amber-500" },
  reorder: { label: "Reorder", tone: "risk", bar: "bg-rose-500" },
  out: { label: "Out", tone: "risk", bar: "bg-rose-600" },
};

/** Stock levels against their reorder points or PAR levels, with what to order. */
export function StockTable({ visual }: { visual: VisualOf<"stock-table"> }) {
  return (
    <div className="@container p-4 sm:p-5">
      <ViewHeading>{visual.heading}</ViewHeading>
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)_5.5rem_4.5rem] gap-x-3 border-b border-ink-100 pb-1.5 text-[10px] font-semibold tracking-wide text-ink-500 uppercase @md:grid-cols-[minmax(0,1fr)_6rem_7rem_5rem]">
        <span>Item</span>
        <span className="hidden @md:block">Location</span>
        <span>On hand / par</span>
        <span className="text-right">Status</span>
      </div>
      <ul className="divide-y divide-ink-100">
        {visual.rows.map((row, index) => {
          const status = STATUS[row.status];
          const fill = Math.min(100, (row.onHand / row.par) * 100);
          return (
            <li
              key={`${row.sku}-${row.location}`}
              style={stagger(index, 60)}
              className="grid grid-cols-[minmax(0,1fr)_5.5rem_4.5rem] items-center gap-x-3 py-2 motion-safe:animate-visual-in @md:grid-cols-[minmax(0,1fr)_6rem_7rem_5rem]"
            >
              <span className="min-w-0">
                <span className="block truncate text-xs font-medium text-ink-900">
                  {row.item}
                </span>
                <span className="block truncate text-[11px] text-ink-500 tabular-nums">
                  {row.sku}
                  <span className="@md:hidden"> · {row.location}</span>
                </span>
              </span>
              <span className="hidden truncate text-xs text-ink-700 @md:block">
                {row.location}
              </span>
              <span>
                <span className="block text-xs text-ink-900 tabular-nums">
                  {row.onHand}
                  <span className="text-ink-500"> / {row.par}</span>
                </span>
                <span className="mt-1 block h-1 overflow-hidden rounded-full bg-ink-100">
                  <span
                    style={{ width: `${fill}%` }}
                    className={cx("block h-full rounded-full", status.bar)}
                  />
                </span>
              </span>
              <span className="text-right">
                <Pill tone={status.tone}>{status.label}</Pill>
              </span>
            </li>
          );
        })}
      </ul>
      {visual.suggestion ? (
        <div className="mt-4 flex items-center gap-3 rounded-xl bg-brand-50 px-3 py-2.5 ring-1 ring-brand-200">
          <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white">
            <Sparkles className="size-4" />
          </span>
          <p className="min-w-0 flex-1 text-xs leading-5 text-ink-800">
            {visual.suggestion}
          </p>
          <span className="hidden shrink-0 rounded-md bg-ink-950 px-2.5 py-1 text-[11px] font-semibold text-white @md:inline">
            Review
          </span>
        </div>
      ) : null}
    </div>
  );
}
