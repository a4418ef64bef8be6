import { Check, LoaderCircle } from "lucide-react";
import { WholeWords } from "~/components/ui/whole-words";
import { cx } from "~/lib/cx";
import { AppWindow } from "./app-window";

/**
 * A business process as one run in the platform: its own steps, the first ones done, the next
 * one running. The steps are the page's own; only the run's state is illustrative.
 */
export function ProcessRunVisual({
  title,
  steps,
}: {
  title: string;
  steps: readonly string[];
}) {
  const running = Math.min(2, steps.length - 1);
  return (
    <AppWindow
      tone="dark"
      title={`Processes · ${title}`}
      label={`The ${title} process running in Aden: ${steps.length} steps, ${running} done and one in progress.`}
      className="mx-auto max-w-lg"
    >
      <ol className="space-y-2 p-4 sm:p-5">
        {steps.map((step, index) => (
          <li
            key={step}
            className={cx(
              "flex items-start gap-3 rounded-xl px-3 py-2.5 ring-1",
              index === running
                ? "bg-brand-500/15 ring-brand-400/40"
                : "bg-white/[0.04] ring-white/10",
            )}
          >
            <span
              className={cx(
                "mt-0.5 grid size-6 shrink-0 place-items-center rounded-full text-[11px] font-semibold",
                index < running && "bg-mint-400/20 text-mint-300",
                index === running && "bg-brand-500 text-white",
                index > running && "bg-ink-800 text-ink-300",
              )}
            >
              {index < running ? (
                <Check className="size-3.5" strokeWidth={3} />
              ) : index === running ? (
                <LoaderCircle className="size-3.5 motion-safe:animate-live-spin" />
              ) : (
                index + 1
              )}
            </span>
            <span
              className={cx(
                "text-sm leading-5",
                index > running ? "text-ink-300" : "text-white",
              )}
            >
              <WholeWords text={step} />
            </span>
          </li>
        ))}
      </ol>
    </AppWindow>
  );
}
