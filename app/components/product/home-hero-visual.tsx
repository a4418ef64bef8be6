import {
  Check,
  FileSearch,
  GitCompareArrows,
  Mail,
  Sparkles,
  TrendingUp,
  UserCheck,
  type LucideIcon,
} from "lucide-react";
import { cx } from "~/lib/cx";
import { AppWindow } from "./app-window";

/**
 * The home hero's picture of the product: a supplier-invoice workflow with its AI step, the
 * approval queue it feeds, and the hours it gives back. Demo data, invented for the picture and
 * attributed to no one. Motion is CSS only and only when the visitor allows it.
 */

type WorkflowStep = {
  icon: LucideIcon;
  title: string;
  detail: string;
  ai?: boolean;
  status: "done" | "running" | "waiting";
};

const WORKFLOW: WorkflowStep[] = [
  {
    icon: Mail,
    title: "Invoice received",
    detail: "Ridgeline Supply · INV-88213.pdf",
    status: "done",
  },
  {
    icon: FileSearch,
    title: "Read and code the invoice",
    detail: "12 lines · job 2417 · cost code 15-300",
    ai: true,
    status: "done",
  },
  {
    icon: GitCompareArrows,
    title: "Match to PO and receipt",
    detail: "PO-4471 · 2 deliveries received",
    status: "running",
  },
  {
    icon: UserCheck,
    title: "Approve",
    detail: "Project manager · due today",
    status: "waiting",
  },
];

const QUEUE = [
  { id: "CO-0192", what: "Level 3 ductwork", amount: "$12,840" },
  { id: "INV-88213", what: "Ridgeline Supply", amount: "$18,420" },
  { id: "TS-W46", what: "Crew B · 2 flags", amount: "412 h" },
];

const STATUS_LABEL: Record<WorkflowStep["status"], string> = {
  done: "Done",
  running: "Running",
  waiting: "Waiting",
};

function StepStatus({ status }: { status: WorkflowStep["status"] }) {
  return (
    <span
      className={cx(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-semibold",
        status === "done" && "bg-mint-400/15 text-mint-300",
        status === "running" && "bg-brand-400/20 text-brand-200",
        status === "waiting" && "bg-white/10 text-ink-300",
      )}
    >
      {status === "done" ? <Check className="size-3" strokeWidth={3} /> : null}
      {status === "running" ? (
        <span className="size-1.5 rounded-full bg-brand-300 motion-safe:animate-live-pulse" />
      ) : null}
      {STATUS_LABEL[status]}
    </span>
  );
}

function Workflow() {
  return (
    <div className="relative p-4 sm:p-5">
      {/* The connector behind the steps; its dashes travel down while the flow runs. Beside the
          list, not in it: an <ol> holds only <li> (the Nu Html Checker, issue 16). */}
      <svg
        className="absolute top-10 bottom-10 left-[2.35rem] w-px overflow-visible sm:left-[2.6rem]"
        preserveAspectRatio="none"
        viewBox="0 0 1 100"
      >
        <line
          x1="0.5"
          y1="0"
          x2="0.5"
          y2="100"
          stroke="rgb(131 120 251 / 0.6)"
          strokeWidth="1.5"
          strokeDasharray="4 4"
          vectorEffect="non-scaling-stroke"
          className="motion-safe:animate-live-flow"
        />
      </svg>
      <ol className="flex flex-col gap-3">
        {WORKFLOW.map((step) => (
          <li
            key={step.title}
            className={cx(
              "relative flex items-center gap-3 rounded-xl px-3 py-2.5 ring-1",
              step.ai
                ? "bg-brand-500/15 ring-brand-400/40 shadow-[0_0_32px_-8px_rgb(106_92_244/0.7)]"
                : "bg-white/[0.04] ring-white/10",
            )}
          >
            <span
              className={cx(
                "grid size-9 shrink-0 place-items-center rounded-lg",
                step.ai ? "bg-brand-500 text-white" : "bg-ink-800 text-ink-200",
              )}
            >
              <step.icon className="size-[18px]" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex items-center gap-2 text-sm font-semibold text-white">
                {step.title}
                {step.ai ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-brand-400/25 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-brand-100 uppercase">
                    <Sparkles className="size-3" />
                    AI
                  </span>
                ) : null}
              </span>
              {/* Wraps between the parts, never inside one ("INV-" / "88213"). */}
              <span className="block text-xs leading-5 text-ink-300">
                {step.detail.split(" · ").map((part, index) => (
                  <span key={part}>
                    {index > 0 ? " · " : null}
                    <span className="whitespace-nowrap">{part}</span>
                  </span>
                ))}
              </span>
            </span>
            <StepStatus status={step.status} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function ApprovalQueue() {
  return (
    <div className="h-full rounded-2xl bg-white p-4 text-ink-900 shadow-[0_24px_60px_-20px_rgb(11_14_31/0.6)] ring-1 ring-ink-100">
      <div className="flex items-center justify-between">
        <span className="text-xs font-semibold text-ink-950">
          Waiting for you
        </span>
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-[11px] font-semibold text-brand-700">
          3 approvals
        </span>
      </div>
      <ul className="mt-3 divide-y divide-ink-100">
        {QUEUE.map((item, index) => (
          <li
            key={item.id}
            style={{ animationDelay: `${0.4 + index * 0.15}s` }}
            className="flex items-center gap-3 py-2 motion-safe:animate-[hero-rise_500ms_ease-out_both]"
          >
            <span className="min-w-0 flex-1">
              <span className="block text-[11px] text-ink-600 tabular-nums">
                {item.id}
              </span>
              <span className="block text-xs font-medium text-ink-900">
                {item.what}
              </span>
            </span>
            <span className="text-xs font-semibold text-ink-950 tabular-nums">
              {item.amount}
            </span>
            <span className="rounded-md bg-brand-600 px-2 py-1 text-[11px] font-semibold text-white">
              Approve
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Twelve weeks of hours handed back, as a small area chart. */
const WEEKLY_HOURS = [
  160, 188, 214, 236, 251, 262, 281, 276, 294, 308, 318, 327,
];

function HoursCard() {
  const max = Math.max(...WEEKLY_HOURS);
  const points = WEEKLY_HOURS.map(
    (hours, week) =>
      `${(week / (WEEKLY_HOURS.length - 1)) * 100},${40 - (hours / max) * 34}`,
  );
  return (
    <div className="flex h-full flex-col rounded-2xl bg-white p-4 text-ink-900 shadow-[0_24px_60px_-20px_rgb(11_14_31/0.6)] ring-1 ring-ink-100">
      <span className="flex items-center gap-1.5 text-[11px] font-semibold text-ink-500">
        <TrendingUp className="size-3.5 text-mint-500" />
        Hours returned this quarter
      </span>
      <span className="mt-1 block text-2xl font-bold tracking-tight text-ink-950 tabular-nums">
        3,215 h
      </span>
      <svg
        viewBox="0 0 100 40"
        preserveAspectRatio="none"
        className="mt-3 min-h-10 w-full flex-1"
      >
        <polygon
          points={`0,40 ${points.join(" ")} 100,40`}
          fill="rgb(20 184 146 / 0.15)"
        />
        <polyline
          points={points.join(" ")}
          fill="none"
          stroke="#14b892"
          strokeWidth="1.5"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
    </div>
  );
}

export function HomeHeroVisual() {
  return (
    <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
      <div
        aria-hidden="true"
        className="absolute -inset-10 rounded-full bg-[radial-gradient(closest-side,rgb(85_65_230/0.45),transparent)] blur-2xl"
      />
      <AppWindow
        tone="dark"
        title="Workflows · Supplier invoice intake"
        label="The Aden platform: a supplier invoice read by AI, matched to its purchase order and sent for approval, with an approval queue and the hours returned this quarter."
        className="relative"
      >
        <Workflow />
        <p className="flex flex-wrap gap-x-4 gap-y-1 border-t border-white/10 px-4 py-3 text-[11px] text-ink-300 sm:px-5">
          <span>148 runs today</span>
          <span>Median 41 s</span>
          <span>3 need a person</span>
        </p>
      </AppWindow>
      {/* The cards sit under the window, not over its edge: nothing of the frame shows between
          them, and the window ends where its content does. On a phone they are below the first
          screen, so their rows rise when reached (decision 071). */}
      <div
        aria-hidden="true"
        className="plays-when-seen relative mt-4 grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:items-stretch lg:-mx-4"
      >
        <div className="hidden sm:block lg:-rotate-1">
          <HoursCard />
        </div>
        <div className="lg:rotate-1">
          <ApprovalQueue />
        </div>
      </div>
    </div>
  );
}
