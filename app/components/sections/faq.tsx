import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { cx } from "~/lib/cx";
import { Container } from "./container";

export type FaqItem = { question: string; answer: string };

/**
 * Questions and answers as `<details>`: they open without JavaScript, and the chevron turns by
 * CSS alone (no turn under prefers-reduced-motion). The title sits beside the list from lg.
 */
export function Faq({
  items,
  id = "faq",
  title = "Frequently asked questions",
  lead,
  children,
  surface = "tint",
}: {
  items: readonly FaqItem[];
  /** The section's id; its heading's id derives from it. */
  id?: string;
  title?: string;
  lead?: string;
  /** Below the lead, e.g. a link to sales for what the list does not answer. */
  children?: ReactNode;
  surface?: "white" | "tint";
}) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={cx(
        "scroll-mt-20 py-16 sm:py-24",
        surface === "tint" ? "bg-ink-50" : "bg-white",
      )}
    >
      <Container className="grid gap-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <h2 id={titleId} className="heading-2 text-ink-950">
            {title}
          </h2>
          {lead ? (
            <p className="mt-4 text-lg leading-8 text-ink-600">{lead}</p>
          ) : null}
          {children}
        </div>
        <div className="divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white">
          {items.map((item) => (
            <details key={item.question} className="group">
              <summary className="flex cursor-pointer list-none items-start justify-between gap-6 rounded-2xl px-5 py-5 text-left font-semibold text-ink-950 hover:text-brand-700 sm:px-6 [&::-webkit-details-marker]:hidden">
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-ink-500 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
                />
              </summary>
              <p className="-mt-1 px-5 pb-6 leading-7 text-ink-700 sm:px-6">
                {item.answer}
              </p>
            </details>
          ))}
        </div>
      </Container>
    </section>
  );
}
