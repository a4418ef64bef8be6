import { Check, Minus } from "lucide-react";
import { TableScroll } from "~/components/ui/table-scroll";
import { cx } from "~/lib/cx";
import type { ComparisonCell, ComparisonGroup, Plan } from "~/lib/pricing";
import { PRICING_TABLE_MESSAGES } from "~/lib/messages";

/**
 * Every plan's features and limits, grouped by area. The first column stays in place while a
 * phone scrolls the plans sideways inside the labelled region.
 */
/** `caption` introduces the table to screen readers (content/pages/pricing.yaml). */
export function ComparisonTable({
  caption,
  plans,
  groups,
}: {
  plans: readonly Plan[];
  groups: readonly ComparisonGroup[];
  caption: string;
}) {
  const highlight = (plan: Plan) => plan.highlighted && "bg-brand-50/60";
  return (
    <TableScroll
      label={PRICING_TABLE_MESSAGES.planComparison}
      className="rounded-none"
    >
      <table className="w-full min-w-[44rem] border-separate border-spacing-0 text-left text-sm">
        <caption className="sr-only">
          {caption} {groups.map((group) => group.area).join(", ")}
        </caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 w-40 border-b sm:w-[28%] border-ink-200 bg-white py-4 pr-4"
            >
              <span className="sr-only">{PRICING_TABLE_MESSAGES.feature}</span>
            </th>
            {plans.map((plan) => (
              <th
                key={plan.id}
                scope="col"
                className={cx(
                  "rounded-t-xl border-b border-ink-200 px-4 py-4 text-base font-semibold text-ink-950",
                  highlight(plan),
                )}
              >
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.area}>
            <tr>
              <th
                scope="rowgroup"
                colSpan={plans.length + 1}
                className="border-b border-ink-100 pt-10 pb-3 text-xs font-semibold tracking-wider text-brand-700 uppercase"
              >
                <span className="sticky left-0">{group.area}</span>
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.feature}>
                <th
                  scope="row"
                  className="sticky left-0 z-10 border-b border-ink-100 bg-white py-3.5 pr-4 font-normal text-ink-800"
                >
                  {row.feature}
                </th>
                {plans.map((plan) => (
                  <td
                    key={plan.id}
                    className={cx(
                      "border-b border-ink-100 px-4 py-3.5 text-ink-800",
                      highlight(plan),
                    )}
                  >
                    <CellValue value={row.values[plan.id]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </TableScroll>
  );
}

function CellValue({ value }: { value: ComparisonCell }) {
  if (value === true) {
    return (
      <>
        <Check aria-hidden="true" className="size-5 text-brand-600" />
        <span className="sr-only">{PRICING_TABLE_MESSAGES.included}</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <Minus aria-hidden="true" className="size-5 text-ink-400" />
        <span className="sr-only">{PRICING_TABLE_MESSAGES.notIncluded}</span>
      </>
    );
  }
  return <>{value}</>;
}
