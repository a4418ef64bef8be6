import { FileText, History, Sparkles } from "lucide-react";
import { AdenMark } from "~/components/layout/logo";
import { ProcessRunVisual } from "~/components/product/process-run-visual";
import { cx } from "~/lib/cx";

/**
 * The small pieces of the product in the home page's bento cards, drawn by the server. Nothing in
 * them is clickable, so their script loads when the browser is idle (`hydrateWhenIdle` in
 * capability-bento.tsx). Their data is invented for the picture and names no one.
 */
export type BentoPieceProps =
  | { kind: "read-fields" | "approval-message" | "audit-trail" }
  | { kind: "process-run"; title: string; steps: readonly string[] };

export function BentoPiece(props: BentoPieceProps) {
  switch (props.kind) {
    case "read-fields":
      return <ReadFields />;
    case "approval-message":
      return <ApprovalMessage />;
    case "audit-trail":
      return <AuditTrail />;
    case "process-run":
      return <ProcessRunVisual title={props.title} steps={props.steps} />;
  }
}

/** Fields read from a supplier invoice, each with how sure the reading is. */
const READ_FIELDS = [
  { field: "Supplier", value: "Northgate Supply", sure: 99 },
  { field: "Invoice", value: "INV-20931", sure: 99 },
  { field: "Job · cost code", value: "J-2417 · 16-100", sure: 96 },
  { field: "Total", value: "$18,420.00", sure: 98 },
  { field: "Due", value: "Mar 14", sure: 72 },
];

function ReadFields() {
  return (
    <div className="rounded-xl bg-ink-50 p-4 ring-1 ring-ink-100">
      <p className="flex items-center gap-2 text-xs font-semibold text-ink-700">
        <FileText className="size-4 text-ink-500" />
        northgate-inv-20931.pdf
        <span className="ml-auto inline-flex items-center gap-1 rounded-full bg-brand-100 px-2 py-0.5 text-[11px] font-bold text-brand-800">
          <Sparkles className="size-3" />
          AI
        </span>
      </p>
      <dl className="mt-3 flex flex-col gap-1.5">
        {READ_FIELDS.map((row) => (
          <div
            key={row.field}
            className={cx(
              "grid grid-cols-[minmax(0,5fr)_minmax(0,6fr)_auto] items-center gap-3 rounded-lg bg-white px-3 py-2 text-xs ring-1",
              row.sure < 90 ? "ring-amber-300" : "ring-ink-100",
            )}
          >
            <dt className="text-ink-600">{row.field}</dt>
            <dd className="font-medium text-ink-950 tabular-nums">
              {row.value}
            </dd>
            <dd
              className={cx(
                "rounded-full px-1.5 py-0.5 text-[11px] font-semibold tabular-nums",
                row.sure < 90
                  ? "bg-amber-50 text-amber-800"
                  : "bg-emerald-50 text-emerald-700",
              )}
            >
              {row.sure}%
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function ApprovalMessage() {
  return (
    <div className="rounded-xl bg-ink-50 p-4 ring-1 ring-ink-100">
      <div className="flex items-start gap-3">
        <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-white ring-1 ring-ink-100">
          <AdenMark className="size-5" />
        </span>
        <div className="min-w-0 flex-1 text-xs">
          <p className="font-semibold text-ink-950">
            Aden <span className="font-normal text-ink-600">· 9:41</span>
          </p>
          <p className="mt-1 leading-5 text-ink-800">
            Change order <span className="tabular-nums">CO-0192</span> for
            J-2417 needs you: <span className="font-semibold">$12,840</span>
          </p>
          <p className="mt-3 flex gap-2">
            <span className="rounded-md bg-brand-600 px-2.5 py-1 font-semibold text-white">
              Approve
            </span>
            <span className="rounded-md bg-white px-2.5 py-1 font-semibold text-ink-800 ring-1 ring-ink-200">
              Ask why
            </span>
          </p>
        </div>
      </div>
    </div>
  );
}

/** One invoice's history, oldest first. */
const TRAIL = [
  { time: "9:02", what: "Read by Aden", who: "AI" },
  { time: "9:03", what: "Matched to PO-4471", who: "Rule" },
  { time: "9:41", what: "Approved", who: "Project manager" },
  { time: "9:42", what: "Posted to ledger", who: "Aden" },
];

function AuditTrail() {
  return (
    <div className="rounded-xl bg-ink-50 p-4 text-xs ring-1 ring-ink-100">
      <ol>
        {TRAIL.map((entry) => (
          <li
            key={entry.what}
            className="relative flex items-center gap-3 py-1.5 pl-5 before:absolute before:top-0 before:bottom-0 before:left-[5px] before:w-px before:bg-ink-200 first:before:top-1/2 last:before:bottom-1/2"
          >
            <span className="absolute left-0 size-[11px] rounded-full border-2 border-brand-500 bg-white" />
            <span className="w-9 shrink-0 text-ink-600 tabular-nums">
              {entry.time}
            </span>
            <span className="min-w-0 flex-1 font-medium text-ink-950">
              {entry.what}
            </span>
            <span className="text-ink-600">{entry.who}</span>
          </li>
        ))}
      </ol>
      <p className="mt-3 flex items-center gap-1.5 border-t border-ink-100 pt-3 text-ink-600">
        <History className="size-3.5" />
        Exported for audit
      </p>
    </div>
  );
}
