import { Check, Clock, Flag, Sparkles } from "lucide-react";
import { cx } from "~/lib/cx";
import type { Tone, VisualOf } from "~/lib/solutions/schema";
import { Pill, stagger, ViewHeading } from "./parts";

type Status = VisualOf<"approval-queue">["items"][number]["status"];

const STATUS: Record<
  Status,
  { label: string; tone: Tone; icon: typeof Check; dot: string }
> = {
  flagged: {
    label: "Needs review",
    tone: "risk",
    icon: Flag,
    dot: "bg-rose-50 text-rose-600",
  },
  pending: {
    label: "Waiting",
    tone: "watch",
    icon: Clock,
    dot: "bg-amber-50 text-amber-700",
  },
  approved: {
    label: "Approved",
    tone: "good",
    icon: Check,
    dot: "bg-emerald-50 text-emerald-700",
  },
  auto: {
    label: "Cleared by Aden",
    tone: "good",
    icon: Sparkles,
    dot: "bg-brand-50 text-brand-600",
  },
};

/** A queue of requests waiting for a person, with what Aden found on each. */
export function ApprovalQueue({
  visual,
}: {
  visual: VisualOf<"approval-queue">;
}) {
  return (
    <div className="@container p-4 sm:p-5">
      <ViewHeading
        aside={
          <span className="flex gap-1 rounded-lg bg-ink-50 p-0.5 ring-1 ring-ink-100">
            {visual.tabs.map((tab, index) => (
              <span
                key={tab}
                className={cx(
                  "rounded-md px-2 py-0.5 text-[11px] font-medium",
                  index === 0
                    ? "bg-white text-ink-950 shadow-sm"
                    : "hidden text-ink-500 @md:inline",
                )}
              >
                {tab}
              </span>
            ))}
          </span>
        }
      >
        {visual.heading}
      </ViewHeading>
      <ul className="mt-4 space-y-2">
        {visual.items.map((item, index) => {
          const status = STATUS[item.status];
          const Icon = status.icon;
          const open = item.status === "flagged" && index === 0;
          return (
            <li
              key={item.ref}
              style={stagger(index, 70)}
              className={cx(
                "rounded-xl px-3 py-2.5 ring-1 motion-safe:animate-visual-in",
                open
                  ? "bg-white shadow-[0_8px_24px_-12px_rgb(85_65_230/0.45)] ring-brand-200"
                  : "bg-white ring-ink-100",
              )}
            >
              <div className="flex items-start gap-3">
                <span
                  className={cx(
                    "mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-lg",
                    status.dot,
                  )}
                >
                  <Icon className="size-3.5" strokeWidth={2.5} />
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex items-baseline justify-between gap-3">
                    <p className="truncate text-xs font-semibold text-ink-950">
                      {item.title}
                    </p>
                    <p className="shrink-0 text-xs font-semibold text-ink-950 tabular-nums">
                      {item.amount}
                    </p>
                  </div>
                  <div className="mt-0.5 flex items-center justify-between gap-3">
                    <p className="truncate text-[11px] text-ink-500">
                      <span className="tabular-nums">{item.ref}</span>
                      <span className="hidden @sm:inline"> · {item.meta}</span>
                    </p>
                    <Pill tone={status.tone} className="hidden @md:inline-flex">
                      {status.label}
                    </Pill>
                  </div>
                  {item.note ? (
                    <p
                      className={cx(
                        "mt-1.5 flex items-start gap-1.5 text-[11px] leading-4",
                        item.status === "flagged"
                          ? "text-rose-700"
                          : "text-ink-600",
                      )}
                    >
                      <Sparkles className="mt-px size-3 shrink-0 text-brand-500" />
                      {item.note}
                    </p>
                  ) : null}
                  {open ? (
                    <div className="mt-2.5 flex gap-2">
                      <span className="rounded-md bg-brand-600 px-2.5 py-1 text-[11px] font-semibold text-white">
                        Approve
                      </span>
                      <span className="rounded-md bg-white px-2.5 py-1 text-[11px] font-semibold text-ink-800 ring-1 ring-ink-200">
                        Ask a question
                      </span>
                    </div>
                  ) : null}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
