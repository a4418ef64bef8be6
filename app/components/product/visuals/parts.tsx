import type { ReactNode } from "react";
import { cx } from "~/lib/cx";
import type { Tone } from "~/lib/solutions/schema";

/** Status colours of every visual: a tinted pill with text that keeps 4.5:1 on its tint. */
export const TONE_CLASSES: Record<Tone, string> = {
  good: "bg-emerald-50 text-emerald-700 ring-emerald-600/20",
  watch: "bg-amber-50 text-amber-800 ring-amber-600/25",
  risk: "bg-rose-50 text-rose-700 ring-rose-600/20",
  neutral: "bg-ink-50 text-ink-600 ring-ink-500/15",
};

export function Pill({
  tone,
  children,
  className,
}: {
  tone: Tone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cx(
        "inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-[11px] leading-4 font-semibold whitespace-nowrap ring-1 ring-inset",
        TONE_CLASSES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** The first line inside a window: the view's heading, with controls or a status beside it. */
export function ViewHeading({
  children,
  aside,
}: {
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <p className="truncate text-sm font-semibold text-ink-950">{children}</p>
      {aside}
    </div>
  );
}

/** Staggers an entrance animation by position; the animation itself is motion-safe only. */
export const stagger = (index: number, stepMs = 60) => ({
  animationDelay: `${index * stepMs}ms`,
});
