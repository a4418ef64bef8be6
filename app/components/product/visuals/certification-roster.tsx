import type { CSSProperties } from "react";
import { cx } from "~/lib/cx";
import type { VisualOf } from "~/lib/solutions/schema";
import { stagger, ViewHeading } from "./parts";

type Cell = VisualOf<"certification-roster">["people"][number]["cells"][number];

const CELL: Record<Cell["status"], string> = {
  valid: "bg-emerald-50 text-emerald-700 ring-emerald-600/20",
  expiring: "bg-amber-50 text-amber-800 ring-amber-600/25",
  expired: "bg-rose-50 text-rose-700 ring-rose-600/20",
  none: "text-ink-500 ring-0 outline outline-1 -outline-offset-1 outline-dashed outline-ink-300",
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();

/** People against the certificates their role needs, with each expiry. */
export function CertificationRoster({
  visual,
}: {
  visual: VisualOf<"certification-roster">;
}) {
  // A narrow card (a phone) gives each person a line of their own above their statuses, so
  // five columns don't squeeze names, titles ("Induction") and statuses ("Due Feb 7") into "…".
  const certificateColumns = `repeat(${visual.certificates.length}, minmax(0,1fr))`;
  const columns = {
    "--narrow-columns": certificateColumns,
    "--wide-columns": `minmax(0,1.8fr) ${certificateColumns}`,
  } as CSSProperties;
  const grid =
    "grid [grid-template-columns:var(--narrow-columns)] @md:[grid-template-columns:var(--wide-columns)]";
  return (
    <div className="@container p-4 sm:p-5">
      <ViewHeading
        aside={
          <span className="hidden items-center gap-2 text-[11px] text-ink-500 @md:flex">
            <span className="size-2 rounded-full bg-emerald-500" />{" "}
            {visual.legend[0]}
            <span className="size-2 rounded-full bg-amber-500" />{" "}
            {visual.legend[1]}
            <span className="size-2 rounded-full bg-rose-500" />{" "}
            {visual.legend[2]}
          </span>
        }
      >
        {visual.heading}
      </ViewHeading>
      <div
        style={columns}
        className={cx(
          grid,
          "mt-4 gap-x-1.5 border-b border-ink-100 pb-1.5 @md:gap-x-2",
        )}
      >
        <span className="hidden self-end text-[10px] leading-3 font-semibold tracking-wide text-ink-500 uppercase @md:block">
          Person
        </span>
        {visual.certificates.map((certificate) => (
          <span
            key={certificate}
            className="self-end text-center text-[10px] leading-3 font-semibold tracking-wide break-words text-ink-500 uppercase"
          >
            {certificate}
          </span>
        ))}
      </div>
      <ul className="divide-y divide-ink-100">
        {visual.people.map((person, index) => (
          <li
            key={person.name}
            style={{ ...columns, ...stagger(index, 60) }}
            className={cx(
              grid,
              "items-center gap-x-1.5 gap-y-1.5 py-2 motion-safe:animate-visual-in @md:gap-x-2",
            )}
          >
            <span className="col-span-full flex min-w-0 items-center gap-2 @md:col-span-1">
              <span className="hidden size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-[10px] font-semibold text-brand-700 @xl:inline-flex">
                {initials(person.name)}
              </span>
              <span className="flex min-w-0 items-baseline gap-2 @md:block">
                <span className="block shrink-0 truncate text-xs font-medium text-ink-900">
                  {person.name}
                </span>
                <span className="block truncate text-[11px] text-ink-500">
                  {person.role}
                </span>
              </span>
            </span>
            {person.cells.map((cell, column) => (
              <span
                key={column}
                className={cx(
                  "truncate rounded-md px-1 py-1 text-center text-[10px] font-semibold ring-1 ring-inset tabular-nums @md:text-[11px]",
                  CELL[cell.status],
                )}
              >
                {cell.text}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
