import { Link } from "@remix-run/react";
import { Quote } from "lucide-react";
import { cx } from "~/lib/cx";
import { CASE_STUDY_MESSAGES } from "~/lib/messages";

/**
 * A customer's words, attributed by role, industry and company size (docs/design.md), on a dark
 * card. With `href` it links to the story the quote comes from.
 */
export function QuoteCard({
  text,
  attribution,
  href,
  className,
}: {
  text: string;
  attribution: string;
  href?: string;
  className?: string;
}) {
  return (
    <figure
      className={cx(
        "relative flex flex-col overflow-hidden rounded-2xl bg-ink-950 p-8 text-white sm:p-10",
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(28rem_16rem_at_100%_0%,rgb(85_65_230/0.45),transparent),radial-gradient(20rem_12rem_at_0%_100%,rgb(20_184_146/0.18),transparent)]"
      />
      <Quote
        aria-hidden="true"
        className="relative size-8 text-mint-300"
        strokeWidth={1.5}
      />
      <blockquote className="relative mt-6 text-xl leading-8 font-medium text-pretty sm:text-2xl sm:leading-9 lg:text-[1.75rem] lg:leading-10">
        <p>{text}</p>
      </blockquote>
      <figcaption className="relative mt-8 flex flex-col gap-3 text-sm sm:mt-auto sm:flex-row sm:items-end sm:justify-between sm:pt-8">
        <span className="text-ink-200">{attribution}</span>
        {href ? (
          <Link
            to={href}
            prefetch="intent"
            className="inline-flex items-center gap-1.5 font-semibold text-mint-300 hover:text-white"
          >
            {CASE_STUDY_MESSAGES.readTheStory} <span aria-hidden="true">→</span>
          </Link>
        ) : null}
      </figcaption>
    </figure>
  );
}
