import { cx } from "~/lib/cx";
import type { Tone, VisualOf } from "~/lib/solutions/schema";
import { Pill, stagger } from "./parts";

type Status = VisualOf<"storefront-orders">["orders"][number]["status"];

const STATUS: Record<Status, { label: string; tone: Tone }> = {
  paid: { label: "Paid", tone: "neutral" },
  picking: { label: "Picking", tone: "watch" },
  shipped: { label: "Shipped", tone: "good" },
  hold: { label: "On hold", tone: "risk" },
};

/** Orders from every channel in one queue, with the day's figures above them. */
export function StorefrontOrders({
  visual,
}: {
  visual: VisualOf<"storefront-orders">;
}) {
  return (
    <div className="@container p-4 sm:p-5">
      <dl className="grid grid-cols-3 gap-2">
        {visual.kpis.map((kpi) => (
          // Label and figure on rows shared across the cards (subgrid): a label that wraps on a
          // phone moves its row's figures together rather than being cut short.
          <div
            key={kpi.label}
            className="row-span-2 grid grid-rows-subgrid gap-y-0.5 rounded-xl bg-ink-50 px-3 py-2.5 ring-1 ring-ink-100"
          >
            <dt className="text-[11px] leading-4 font-medium text-balance text-ink-500">
              {kpi.label}
            </dt>
            <dd className="text-base leading-6 font-semibold tracking-tight text-ink-950 tabular-nums @md:text-lg">
              {kpi.value}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="mt-4 divide-y divide-ink-100 rounded-xl ring-1 ring-ink-100">
        {visual.orders.map((order, index) => {
          const status = STATUS[order.status];
          return (
            <li
              key={order.ref}
              style={stagger(index, 70)}
              className="flex items-center gap-3 px-3 py-2.5 motion-safe:animate-visual-in"
            >
              <span
                className={cx(
                  "hidden w-16 shrink-0 rounded-md px-1.5 py-0.5 text-center text-[10px] font-semibold @sm:block",
                  order.channel.toLowerCase().includes("web")
                    ? "bg-brand-50 text-brand-700"
                    : "bg-ink-50 text-ink-600",
                )}
              >
                {order.channel}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-xs font-medium text-ink-900">
                  {order.customer}
                </span>
                <span className="block truncate text-[11px] text-ink-500">
                  <span className="tabular-nums">{order.ref}</span> ·{" "}
                  {order.items}
                </span>
              </span>
              <span className="shrink-0 text-xs font-semibold text-ink-950 tabular-nums">
                {order.total}
              </span>
              <Pill tone={status.tone} className="w-16 justify-center">
                {status.label}
              </Pill>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
