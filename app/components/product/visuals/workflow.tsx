import {
  Bot,
  Check,
  Clock,
  Cog,
  GitBranch,
  UserRound,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { cx } from "~/lib/cx";
import type { VisualOf } from "~/lib/solutions/schema";
import { stagger, ViewHeading } from "./parts";

type Step = VisualOf<"workflow">["steps"][number];

const TYPE: Record<Step["type"], { icon: LucideIcon; label: string }> = {
  trigger: { icon: Zap, label: "Trigger" },
  ai: { icon: Bot, label: "AI agent" },
  rule: { icon: GitBranch, label: "Rule" },
  human: { icon: UserRound, label: "Approval" },
  system: { icon: Cog, label: "Action" },
};

/** A workflow canvas: the steps of one automation, AI steps highlighted, with their progress. */
export function Workflow({ visual }: { visual: VisualOf<"workflow"> }) {
  return (
    <div className="@container bg-[radial-gradient(circle,rgb(170_177_201/0.35)_1px,transparent_1px)] [background-size:16px_16px] p-4 sm:p-5">
      <ViewHeading>{visual.heading}</ViewHeading>
      <ol className="mx-auto mt-4 max-w-md">
        {visual.steps.map((step, index) => {
          const type = TYPE[step.type];
          const Icon = type.icon;
          const ai = step.type === "ai";
          const last = index === visual.steps.length - 1;
          return (
            <li
              key={step.title}
              style={stagger(index, 70)}
              className="relative motion-safe:animate-visual-in"
            >
              <div
                className={cx(
                  "relative flex items-center gap-3 rounded-xl px-3 py-2.5 ring-1",
                  ai
                    ? "shadow-[0_6px_24px_-8px_rgb(85_65_230/0.55)] ring-brand-300"
                    : "ring-ink-100",
                  step.status === "queued" ? "bg-ink-50" : "bg-white",
                )}
              >
                <span
                  className={cx(
                    "inline-flex size-8 shrink-0 items-center justify-center rounded-lg",
                    ai
                      ? "bg-gradient-to-br from-brand-500 to-brand-700 text-white"
                      : "bg-ink-50 text-ink-600 ring-1 ring-ink-100",
                  )}
                >
                  <Icon className="size-4" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-2">
                    <span className="truncate text-xs font-semibold text-ink-950">
                      {step.title}
                    </span>
                    <span
                      className={cx(
                        "hidden shrink-0 rounded px-1.5 text-[10px] leading-4 font-semibold tracking-wide uppercase @sm:inline",
                        ai
                          ? "bg-brand-50 text-brand-700"
                          : "bg-ink-50 text-ink-500",
                      )}
                    >
                      {type.label}
                    </span>
                  </p>
                  <p className="truncate text-[11px] text-ink-500 tabular-nums">
                    {step.detail}
                  </p>
                </div>
                <StepStatus status={step.status} />
              </div>
              {last ? null : (
                <span
                  className={cx(
                    "ml-[1.75rem] block h-3 w-px",
                    step.status === "done" ? "bg-brand-300" : "bg-ink-200",
                  )}
                />
              )}
            </li>
          );
        })}
      </ol>
      {visual.footer ? (
        <p className="mt-3 text-center text-[11px] text-ink-500">
          {visual.footer}
        </p>
      ) : null}
    </div>
  );
}

function StepStatus({ status }: { status: Step["status"] }) {
  if (status === "done") {
    return (
      <span className="inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
        <Check className="size-3" strokeWidth={3} />
      </span>
    );
  }
  if (status === "running") {
    return (
      <span className="relative inline-flex size-5 shrink-0 items-center justify-center">
        <span className="absolute inline-flex size-3 rounded-full bg-brand-400 opacity-60 motion-safe:animate-live-ping" />
        <span className="relative inline-flex size-2.5 rounded-full bg-brand-600" />
      </span>
    );
  }
  return (
    <span className="inline-flex size-5 shrink-0 items-center justify-center text-ink-400">
      <Clock className="size-3.5" />
    </span>
  );
}
