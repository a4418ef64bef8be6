import { WholeWords } from "~/components/ui/whole-words";
/** A process's steps, numbered. */
export function StepList({ steps }: { steps: string[] }) {
  return (
    <ol className="mt-6 space-y-4">
      {steps.map((step, index) => (
        <li key={step} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
          >
            {index + 1}
          </span>
          <span className="pt-1 leading-7 text-ink-800">
            <WholeWords text={step} />
          </span>
        </li>
      ))}
    </ol>
  );
}
