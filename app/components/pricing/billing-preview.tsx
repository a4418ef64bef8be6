import { cx } from "~/lib/cx";
import {
  annualCentsPerUser,
  fillIn,
  formatUsd,
  groupThousands,
  listPriceCents,
  monthlyCentsFor,
  PRICE_WORDS,
  type Billing,
} from "~/lib/pricing";
import { PRICING_TABLE_MESSAGES } from "~/lib/messages";

/** The example workspace the hero shows (content/pages/pricing.yaml, `preview`). */
const EXAMPLE = PRICE_WORDS.preview;

/**
 * The hero's product picture: the billing page of an example Team workspace, in the platform's
 * own look. Its figures follow the billing switch, so the switch shows what it changes.
 */
export function BillingPreview({ billing }: { billing: Billing }) {
  const perUser = listPriceCents("team");
  const seats = EXAMPLE.users * monthlyCentsFor(perUser, billing);
  const savedPerYear =
    EXAMPLE.users * (perUser * 12 - annualCentsPerUser(perUser));
  return (
    <figure className="relative">
      <div className="rounded-2xl bg-white p-6 text-ink-900 shadow-2xl shadow-brand-900/40 ring-1 ring-white/10 sm:p-7">
        <div className="flex items-center justify-between gap-4">
          <div>
            <p className="text-xs font-medium text-ink-500">
              {EXAMPLE.location}
            </p>
            <p className="mt-1 font-semibold text-ink-950">
              {EXAMPLE.workspace}
            </p>
          </div>
          <p className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
            {PRICING_TABLE_MESSAGES.teamPlan}
          </p>
        </div>
        <dl className="mt-6 grid gap-5">
          <div className="flex items-baseline justify-between gap-4 border-b border-ink-100 pb-5">
            <dt className="text-sm text-ink-600">
              {fillIn(EXAMPLE.seats, {
                users: EXAMPLE.users,
                price: formatUsd(monthlyCentsFor(perUser, billing)),
              })}
            </dt>
            <dd className="text-right">
              <span className="text-2xl font-bold tracking-tight text-ink-950 tabular-nums">
                {formatUsd(seats)}
              </span>
              <span className="text-sm text-ink-600"> {EXAMPLE.perMonth}</span>
            </dd>
          </div>
          {EXAMPLE.usage.map((meter) => (
            <div
              key={meter.label}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-4 text-sm"
            >
              <dt className="text-ink-600">{meter.label}</dt>
              <dd className="font-medium whitespace-nowrap text-ink-900 tabular-nums">
                {fillIn(EXAMPLE.meter, {
                  used: groupThousands(meter.used),
                  limit: groupThousands(meter.limit),
                })}
              </dd>
              <dd
                aria-hidden="true"
                className="col-span-2 mt-2 h-2 overflow-hidden rounded-full bg-ink-100"
              >
                <div
                  className="h-full rounded-full bg-gradient-to-r from-brand-600 to-mint-500"
                  style={{ width: `${(meter.used / meter.limit) * 100}%` }}
                />
              </dd>
            </div>
          ))}
        </dl>
        <p
          className={cx(
            "mt-6 rounded-xl px-4 py-3 text-sm font-medium text-pretty",
            billing === "annual"
              ? "bg-brand-50 text-brand-800"
              : "bg-ink-50 text-ink-700",
          )}
        >
          {billing === "annual"
            ? fillIn(PRICE_WORDS.preview.annual, {
                total: formatUsd(annualCentsPerUser(perUser) * EXAMPLE.users),
                saved: formatUsd(savedPerYear),
              })
            : fillIn(PRICE_WORDS.preview.monthly, {
                saved: formatUsd(savedPerYear),
              })}
        </p>
      </div>
      <figcaption className="mt-4 text-sm text-ink-300">
        {fillIn(PRICE_WORDS.preview.caption, { users: EXAMPLE.users })}
      </figcaption>
    </figure>
  );
}
