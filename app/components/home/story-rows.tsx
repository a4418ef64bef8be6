import { Link } from "@remix-run/react";
import { ArrowRight, Check } from "lucide-react";
import { ProductVisual } from "~/components/product/visuals";
import { SolutionIcon } from "~/components/solution/icons";
import { cx } from "~/lib/cx";
import { HOME_MESSAGES } from "~/lib/messages";
import type { IconName, Visual } from "~/lib/solutions/schema";
import { WholeWords } from "~/components/ui/whole-words";

export type StoryRow = {
  title: string;
  body: string;
  points: readonly string[];
  module: { label: string; path: string; icon: IconName };
  /** The module page's own hero picture: nothing is drawn twice. */
  visual: Visual;
};

/**
 * The home page's product story: one row per module, what it does on one side and the module's
 * product picture on the other, the sides alternating from `lg`. On phones the words come first.
 */
export function StoryRows({ rows }: { rows: readonly StoryRow[] }) {
  return (
    <ol className="mt-14 flex flex-col gap-20 sm:mt-20 lg:gap-28">
      {rows.map((row, index) => (
        <li
          key={row.module.path}
          className="grid grid-cols-[minmax(0,1fr)] items-center gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16"
        >
          <div className={cx(index % 2 === 1 && "lg:order-2")}>
            <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
              <span className="grid size-8 place-items-center rounded-lg bg-brand-50 text-brand-600">
                <SolutionIcon name={row.module.icon} className="size-[18px]" />
              </span>
              {row.module.label}
            </p>
            <h3 className="mt-5 heading-3 text-balance text-ink-950">
              <WholeWords text={row.title} />
            </h3>
            <p className="mt-3 leading-7 text-ink-700">{row.body}</p>
            <ul className="mt-6 flex flex-col gap-2.5">
              {row.points.map((point) => (
                <li
                  key={point}
                  className="flex items-start gap-3 text-sm leading-6 text-ink-800"
                >
                  <Check
                    aria-hidden="true"
                    className="mt-1 size-4 shrink-0 text-mint-500"
                    strokeWidth={2.5}
                  />
                  {point}
                </li>
              ))}
            </ul>
            <Link
              to={row.module.path}
              className="mt-7 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800"
            >
              {HOME_MESSAGES.moduleLink(row.module.label)}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          <div className={cx("relative", index % 2 === 1 && "lg:order-1")}>
            <div
              aria-hidden="true"
              className="pointer-events-none absolute -inset-x-4 -inset-y-6 rounded-[2rem] lg:-inset-6 bg-[radial-gradient(closest-side,rgb(85_65_230/0.12),transparent)]"
            />
            <ProductVisual visual={row.visual} className="relative" />
          </div>
        </li>
      ))}
    </ol>
  );
}
