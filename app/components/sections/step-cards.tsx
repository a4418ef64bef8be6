import { cx } from "~/lib/cx";
import { WholeWords } from "~/components/ui/whole-words";

/** Numbered steps as a row of cards: two columns on tablets, one row of four on desktop. */
export function StepCards({
  steps,
  className,
}: {
  steps: ReadonlyArray<{ title: string; body: string }>;
  className?: string;
}) {
  return (
    <ol className={cx("grid gap-6 md:grid-cols-2 lg:grid-cols-4", className)}>
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-2xl border border-ink-100 p-6">
          <span
            aria-hidden="true"
            className="inline-flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 heading-3 text-ink-950">
            <WholeWords text={step.title} />
          </h3>
          <p className="mt-2 leading-7 text-ink-700">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
