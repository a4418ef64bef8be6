import { Link } from "@remix-run/react";
import { cx } from "~/lib/cx";
import {
  ANNUAL_DISCOUNT_PERCENT,
  BILLING_PARAM,
  type Billing,
} from "~/lib/pricing";
import { PRICING_TABLE_MESSAGES } from "~/lib/messages";

/**
 * Monthly or annual prices, as two links styled as a segmented control: without JavaScript each
 * is a page load of `?billing=…`; with it, the loader answers in place (docs/decisions/020-…).
 */
export function BillingSwitch({
  path,
  billing,
}: {
  path: string;
  billing: Billing;
}) {
  const options: Array<{ value: Billing; to: string; label: string }> = [
    { value: "monthly", to: path, label: "Monthly" },
    { value: "annual", to: `${path}?${BILLING_PARAM}=annual`, label: "Annual" },
  ];
  return (
    <div
      role="group"
      aria-label={PRICING_TABLE_MESSAGES.billingPeriod}
      className="inline-flex rounded-full bg-white/5 p-1 ring-1 ring-white/15"
    >
      {options.map((option) => {
        const current = option.value === billing;
        return (
          <Link
            key={option.value}
            to={option.to}
            replace
            preventScrollReset
            aria-current={current ? "true" : undefined}
            className={cx(
              "inline-flex h-10 items-center gap-2 rounded-full px-5 text-sm font-semibold transition-colors",
              current
                ? "bg-white text-ink-950"
                : "text-ink-200 hover:bg-white/10 hover:text-white",
            )}
          >
            {option.label}
            {option.value === "annual" ? (
              <span
                className={cx(
                  "rounded-full px-2 py-0.5 text-xs font-semibold",
                  current
                    ? "bg-brand-50 text-brand-700"
                    : "bg-mint-300/15 text-mint-300",
                )}
              >
                {PRICING_TABLE_MESSAGES.save(ANNUAL_DISCOUNT_PERCENT)}
              </span>
            ) : null}
          </Link>
        );
      })}
    </div>
  );
}
