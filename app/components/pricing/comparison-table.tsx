import { Check, Minus } from "lucide-react";
import { Fragment } from "react";
import { TableScroll } from "~/components/ui/table-scroll";
import { cx } from "~/lib/cx";
import type { ComparisonCell, ComparisonGroup, Plan } from "~/lib/pricing";
import { PRICING_TABLE_MESSAGES } from "~/lib/messages";

/**
 * Every plan's features and limits, grouped by area, from `md` (phones get `PlanSwitcher`). The
 * first column stays in place if a narrow window scrolls the plans sideways inside the labelled
 * region.
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
      // From lg the table fits: no scroll box, so its header row can stick under the site's.
      className="rounded-none lg:overflow-visible"
    >
      <table className="w-full min-w-[44rem] border-separate border-spacing-0 text-left text-sm">
        <caption className="sr-only">
          {caption} {groups.map((group) => group.area).join(", ")}
        </caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-20 w-40 border-b sm:w-[28%] border-ink-200 bg-white py-4 pr-4 lg:top-16"
            >
              <span className="sr-only">{PRICING_TABLE_MESSAGES.feature}</span>
            </th>
            {plans.map((plan) => (
              <th
                key={plan.id}
                scope="col"
                className={cx(
                  "rounded-t-xl border-b border-ink-200 px-4 py-4 text-base font-semibold text-ink-950 lg:sticky lg:top-16 lg:z-10",
                  // Opaque, so rows pass under the stuck header: brand-50 at 60 % over white.
                  plan.highlighted ? "bg-[#f6f6ff]" : "bg-white",
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

/**
 * The comparison on phones (below `md`): a segmented control chooses one plan, and that plan's
 * rows show as a list, area by area. The control is a group of radio inputs, and CSS shows the
 * list after the checked one (`input:checked + label + list`), so it switches the same way with
 * and without script, and ships no code. The highlighted plan is chosen first. The control stays
 * under the header while its plan's long list scrolls by.
 */
export function PlanSwitcher({
  legend,
  plans,
  groups,
  className,
}: {
  /** Names the control for screen readers (content/pages/pricing.yaml). */
  legend: string;
  plans: readonly Plan[];
  groups: readonly ComparisonGroup[];
  className?: string;
}) {
  const chosen = plans.find((plan) => plan.highlighted) ?? plans[0];
  return (
    <fieldset className={cx("relative", className)}>
      <legend className="sr-only">{legend}</legend>
      <div
        className="grid gap-x-1"
        style={{
          gridTemplateColumns: `repeat(${plans.length}, minmax(0, 1fr))`,
        }}
      >
        <div
          aria-hidden="true"
          className="sticky top-[4.25rem] z-10 col-span-full row-start-1 -m-1 rounded-xl bg-ink-100 shadow-[0_0_0_4px_white]"
        />
        {plans.map((plan, index) => (
          <Fragment key={plan.id}>
            <input
              type="radio"
              name="compare-plan"
              id={`compare-plan-${plan.id}`}
              value={plan.id}
              defaultChecked={plan === chosen}
              className="sr-only"
            />
            <label
              htmlFor={`compare-plan-${plan.id}`}
              style={{ gridColumn: index + 1 }}
              className="sticky top-[4.5rem] z-10 row-start-1 flex h-11 cursor-pointer items-center justify-center rounded-lg px-1 text-sm font-semibold text-ink-600 transition-colors hover:text-ink-950 [input:checked+&]:bg-white [input:checked+&]:text-ink-950 [input:checked+&]:shadow-sm [input:focus-visible+&]:outline-2 [input:focus-visible+&]:outline-offset-2 [input:focus-visible+&]:outline-brand-500"
            >
              {plan.name}
            </label>
            <div
              data-testid={`plan-rows-${plan.id}`}
              className="col-span-full row-start-2 hidden pt-4 [input:checked+label+&]:block"
            >
              {groups.map((group) => (
                <div key={group.area} className="mt-6">
                  <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">
                    {group.area}
                  </p>
                  <dl className="mt-2 divide-y divide-ink-100 border-y border-ink-100 text-sm">
                    {group.rows.map((row) => (
                      <div
                        key={row.feature}
                        className="flex items-center justify-between gap-4 py-3"
                      >
                        <dt className="text-ink-700">{row.feature}</dt>
                        <dd className="shrink-0 text-right font-medium text-ink-950">
                          <CellValue value={row.values[plan.id]} />
                        </dd>
                      </div>
                    ))}
                  </dl>
                </div>
              ))}
            </div>
          </Fragment>
        ))}
      </div>
    </fieldset>
  );
}
