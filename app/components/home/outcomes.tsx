import { Link } from "@remix-run/react";
import { ArrowRight } from "lucide-react";
import { CustomerWordmark } from "~/components/content/customer-wordmark";
import { QuoteCard } from "~/components/sections/quote-card";
import type { CaseStudySlug } from "~/lib/content/model";
import { CASE_STUDY_MESSAGES, HOME_MESSAGES } from "~/lib/messages";

export type Outcome = {
  slug: CaseStudySlug;
  customer: string;
  value: string;
  label: string;
  /** The figure's status in its case study: only a confirmed one is reported as the customer's. */
  confirmed: boolean;
};

/**
 * Proof as customers' outcomes: one figure from each case study, beside one customer's words.
 * The figures carry their study's status as the case-study pages do (decision 058): the line
 * saying the customers reported them shows only once every one of them is confirmed.
 */
export function Outcomes({
  outcomes,
  quote,
  link,
}: {
  outcomes: readonly Outcome[];
  quote: { text: string; attribution: string; href: string };
  link: string;
}) {
  return (
    <div className="mt-12 grid grid-cols-[minmax(0,1fr)] gap-5 sm:mt-16 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
      <div>
        <ul className="grid grid-cols-2 gap-3 sm:gap-5">
          {outcomes.map((outcome) => (
            <li
              key={outcome.slug}
              className="flex flex-col rounded-2xl border border-ink-100 bg-white p-4 sm:p-6"
            >
              <CustomerWordmark
                slug={outcome.slug}
                name={outcome.customer}
                className="text-sm text-ink-700 sm:text-base"
              />
              <p className="mt-4 text-3xl font-bold tracking-tight text-brand-700 tabular-nums sm:mt-5 sm:text-4xl">
                {outcome.value}
              </p>
              <p className="mt-1 flex-1 text-sm leading-6 text-ink-700">
                {outcome.label}
              </p>
              <Link
                to={`/case-studies/${outcome.slug}`}
                className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800"
              >
                {link}
                <span className="sr-only">
                  {HOME_MESSAGES.storyOf(outcome.customer)}
                </span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
        {outcomes.every((outcome) => outcome.confirmed) ? (
          <p className="mt-3 text-sm text-ink-600">
            {CASE_STUDY_MESSAGES.figuresNote}
          </p>
        ) : null}
      </div>
      <QuoteCard
        text={quote.text}
        attribution={quote.attribution}
        href={quote.href}
      />
    </div>
  );
}
