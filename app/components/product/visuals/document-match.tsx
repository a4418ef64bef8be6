import { Check, CircleAlert, FileText, Sparkles, X } from "lucide-react";
import { WholeWords } from "~/components/ui/whole-words";
import { cx } from "~/lib/cx";
import type { VisualOf } from "~/lib/solutions/schema";
import { stagger } from "./parts";

const STATE = {
  match: {
    icon: Check,
    classes: "bg-emerald-50 text-emerald-700",
    cell: "",
  },
  tolerance: {
    icon: CircleAlert,
    classes: "bg-amber-50 text-amber-700",
    cell: "text-amber-800",
  },
  mismatch: {
    icon: X,
    classes: "bg-rose-50 text-rose-700",
    cell: "text-rose-700 font-semibold",
  },
};

/** An invoice, its purchase order and its receipt side by side, field by field. */
export function DocumentMatch({
  visual,
}: {
  visual: VisualOf<"document-match">;
}) {
  const matched = visual.verdict.state === "matched";
  return (
    <div className="@container p-4 sm:p-5">
      <div className="grid grid-cols-[repeat(3,minmax(0,1fr))_1.25rem] gap-2 @md:grid-cols-[6.5rem_repeat(3,minmax(0,1fr))_1.5rem]">
        <span className="hidden @md:block" />
        {visual.documents.map((document, index) => (
          <div
            key={document.ref}
            style={stagger(index, 80)}
            className="rounded-lg bg-ink-50 px-2 py-2 ring-1 ring-ink-100 motion-safe:animate-visual-in"
          >
            <FileText
              className={cx(
                "size-4",
                index === 0 ? "text-brand-600" : "text-ink-500",
              )}
            />
            <p className="mt-1 text-[11px] font-medium break-words text-ink-600 @md:truncate">
              {document.type}
            </p>
            <p className="text-[11px] font-semibold break-words text-ink-950 tabular-nums @md:truncate @md:text-xs">
              <WholeWords text={document.ref} />
            </p>
          </div>
        ))}
        <span />
      </div>
      <ul className="mt-3 divide-y divide-ink-100 border-y border-ink-100">
        {visual.rows.map((row, index) => {
          const state = STATE[row.state];
          const Icon = state.icon;
          return (
            <li
              key={row.field}
              style={stagger(index + 3, 60)}
              className="grid grid-cols-[repeat(3,minmax(0,1fr))_1.25rem] items-center gap-x-2 py-2 motion-safe:animate-visual-in @md:grid-cols-[6.5rem_repeat(3,minmax(0,1fr))_1.5rem]"
            >
              <span className="col-span-full text-[11px] font-medium text-ink-500 @md:col-span-1 @md:text-xs">
                {row.field}
              </span>
              {row.values.map((value, column) => (
                <span
                  key={column}
                  className={cx(
                    // Narrow (a phone's product story): a value wraps rather than loses its end.
                    "min-w-0 text-xs break-words text-ink-900 tabular-nums @md:truncate",
                    // The invoice is what differs: its value carries the colour.
                    column === 0 && state.cell,
                  )}
                >
                  <WholeWords text={value} />
                </span>
              ))}
              <span
                className={cx(
                  "inline-flex size-5 items-center justify-center rounded-full",
                  state.classes,
                )}
              >
                <Icon className="size-3.5" strokeWidth={2.5} />
              </span>
            </li>
          );
        })}
      </ul>
      <div
        className={cx(
          "mt-4 flex items-center gap-3 rounded-xl px-3 py-2.5 ring-1",
          matched
            ? "bg-emerald-50/70 ring-emerald-600/15"
            : "bg-amber-50 ring-amber-600/20",
        )}
      >
        <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white">
          <Sparkles className="size-4" />
        </span>
        <p className="min-w-0 flex-1 text-xs leading-5 text-ink-800">
          {visual.verdict.text}
        </p>
        <span className="hidden shrink-0 rounded-md bg-ink-950 px-2.5 py-1 text-[11px] font-semibold text-white @md:inline">
          {matched ? "Post bill" : "Send to buyer"}
        </span>
      </div>
    </div>
  );
}
