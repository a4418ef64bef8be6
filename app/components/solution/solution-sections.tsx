import { Link } from "@remix-run/react";
import { ArrowRight, Check } from "lucide-react";
import { EntryCard } from "~/components/content/cards";
import { CustomerWordmark } from "~/components/content/customer-wordmark";
import { ProductVisual } from "~/components/product/visuals";
import { Faq } from "~/components/sections/faq";
import { QuoteCard } from "~/components/sections/quote-card";
import { Fragment } from "react";
import { cx } from "~/lib/cx";
import type { SolutionSection, SolutionView } from "~/lib/solutions/schema";
import { SolutionIcon } from "./icons";
import { gridColumns } from "~/components/sections/grid-columns";
import { Section, SectionIntro, type SectionTone } from "./section";
import { CASE_STUDY_MESSAGES, SOLUTION_MESSAGES } from "~/lib/messages";
import { WholeWords } from "~/components/ui/whole-words";

/**
 * The page's sections under its hero, in the order its data gives, their bands alternating white
 * and tinted down the page whatever the order; the kind only words the FAQ heading.
 */
export function SolutionSections({ page }: { page: SolutionView }) {
  const faqTitle =
    page.kind === "industry"
      ? SOLUTION_MESSAGES.industryFaqTitle(page.label)
      : SOLUTION_MESSAGES.moduleFaqTitle(page.label);
  const section = (name: SolutionSection, tone: SectionTone) => {
    switch (name) {
      case "problems":
        return <Problems problems={page.problems} tone={tone} />;
      case "features":
        return <Features features={page.features} tone={tone} />;
      case "proof":
        return (
          <Proof quote={page.quote} caseStudy={page.caseStudy} tone={tone} />
        );
      case "connections":
        return <Connections connections={page.connections} tone={tone} />;
      case "faq":
        return <Questions title={faqTitle} faq={page.faq} tone={tone} />;
      case "related":
        return <Related related={page.related} tone={tone} />;
    }
  };
  return page.sections.map((name, index) => (
    <Fragment key={name}>
      {section(name, index % 2 === 0 ? "white" : "tint")}
    </Fragment>
  ));
}

export function Problems({
  problems,
  tone,
}: {
  problems: SolutionView["problems"];
  tone: SectionTone;
}) {
  return (
    <Section id="problems" tone={tone}>
      <SectionIntro
        id="problems"
        eyebrow={SOLUTION_MESSAGES.sectionEyebrows.problems}
        title={problems.title}
        lead={problems.lead}
      />
      <ul
        className={cx(
          "mt-12 grid gap-5 lg:mt-16",
          gridColumns(problems.items.length),
        )}
      >
        {problems.items.map((problem) => (
          <li
            key={problem.title}
            className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 rounded-2xl border border-ink-100 bg-white p-6 sm:block"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 ring-1 ring-brand-100">
              <SolutionIcon
                name={problem.icon}
                className="size-5 text-brand-600"
              />
            </span>
            <h3 className="self-center heading-3 text-ink-950 sm:mt-5">
              <WholeWords text={problem.title} />
            </h3>
            <p className="col-span-2 mt-3 leading-7 text-ink-700 sm:mt-2">
              {problem.body}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Feature rows, the visual alternating right and left from lg. */
export function Features({
  features,
  tone,
}: {
  features: SolutionView["features"];
  tone: SectionTone;
}) {
  return (
    <Section id="features" tone={tone}>
      <SectionIntro
        id="features"
        eyebrow={SOLUTION_MESSAGES.sectionEyebrows.howItWorks}
        title={features.title}
        lead={features.lead}
        align="center"
      />
      <div className="mt-16 space-y-20 lg:mt-24 lg:space-y-32">
        {features.items.map((feature, index) => (
          <article
            key={feature.title}
            aria-labelledby={`feature-${index}`}
            className="grid items-center gap-10 lg:grid-cols-2 lg:gap-20"
          >
            <div className={cx(index % 2 === 1 && "lg:order-2")}>
              <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
                {feature.eyebrow}
              </p>
              <h3
                id={`feature-${index}`}
                className="mt-3 heading-3 text-balance text-ink-950"
              >
                <WholeWords text={feature.title} />
              </h3>
              {/* Under a 20px h3 (the type scale), body text a step smaller than a lead. */}
              <p className="mt-3 leading-7 text-ink-700">{feature.body}</p>
              <ul className="mt-6 space-y-3">
                {feature.points.map((point) => (
                  <li key={point} className="flex gap-3 leading-7 text-ink-800">
                    <span className="mt-1 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-mint-300/40 text-ink-950">
                      <Check
                        aria-hidden="true"
                        className="size-3.5"
                        strokeWidth={3}
                      />
                    </span>
                    {point}
                  </li>
                ))}
              </ul>
            </div>
            <div className="relative">
              <div
                aria-hidden="true"
                className={cx(
                  "pointer-events-none absolute -inset-6 rounded-[2rem] blur-2xl",
                  index % 2 === 0
                    ? "bg-[radial-gradient(closest-side,rgb(85_65_230/0.22),transparent)]"
                    : "bg-[radial-gradient(closest-side,rgb(20_184_146/0.22),transparent)]",
                )}
              />
              <ProductVisual visual={feature.visual} className="relative" />
            </div>
          </article>
        ))}
      </div>
    </Section>
  );
}

/** The quote beside the related customer story. */
export function Proof({
  quote,
  caseStudy,
  tone,
}: {
  quote: SolutionView["quote"];
  caseStudy: SolutionView["caseStudy"];
  tone: SectionTone;
}) {
  const story = `/case-studies/${caseStudy.slug}`;
  return (
    <Section id="proof" tone={tone}>
      <SectionIntro
        id="proof"
        eyebrow={SOLUTION_MESSAGES.sectionEyebrows.story}
        title={caseStudy.title}
      />
      <div className="mt-12 grid gap-6 lg:mt-16 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        {/* The story card beside it links the story: the quote doesn't again. */}
        <QuoteCard text={quote.text} attribution={quote.attribution} />
        <article
          aria-labelledby="proof-story"
          className="group relative flex flex-col rounded-2xl border border-ink-100 bg-white p-8 transition-transform duration-200 hover:-translate-y-0.5 sm:p-10"
        >
          <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">
            {caseStudy.industry}
          </p>
          {/* The customer's wordmark names the card: a logotype, not a heading. */}
          <p id="proof-story" className="mt-3 text-3xl text-ink-950">
            <CustomerWordmark slug={caseStudy.slug} name={caseStudy.customer} />
          </p>
          <p className="mt-4 leading-7 text-ink-700">{caseStudy.summary}</p>
          <ul className="mt-6 space-y-3">
            {caseStudy.results.slice(0, 3).map((result) => (
              <li key={result.title} className="flex gap-3 text-ink-900">
                <Check
                  aria-hidden="true"
                  className="mt-1 size-4 shrink-0 text-brand-600"
                  strokeWidth={3}
                />
                <span className="font-medium">{result.title}</span>
              </li>
            ))}
          </ul>
          <p className="mt-8 lg:mt-auto lg:pt-8">
            <Link
              to={story}
              prefetch="intent"
              className="inline-flex items-center gap-2 font-semibold text-brand-700 after:absolute after:inset-0 group-hover:text-brand-800"
            >
              {CASE_STUDY_MESSAGES.readCustomerStory(caseStudy.customer)}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        </article>
      </div>
    </Section>
  );
}

export function Connections({
  connections,
  tone,
}: {
  connections: SolutionView["connections"];
  tone: SectionTone;
}) {
  const { integrations, processes } = connections;
  return (
    <Section id="connections" tone={tone}>
      <SectionIntro
        id="connections"
        eyebrow={SOLUTION_MESSAGES.sectionEyebrows.related}
        title={connections.title}
        lead={connections.lead}
      />
      {/* Labels that name the lists below, not headings (docs/decisions/057). */}
      <p
        id="connections-integrations"
        className="mt-12 text-sm font-semibold tracking-wider text-ink-600 uppercase lg:mt-16"
      >
        {SOLUTION_MESSAGES.connectsTo}
      </p>
      <ul
        aria-labelledby="connections-integrations"
        className={cx("mt-4 grid gap-5", gridColumns(integrations.length))}
      >
        {integrations.map((integration) => (
          <li key={integration.slug}>
            <EntryCard
              href={`/integrations/${integration.slug}`}
              title={integration.name}
              eyebrow={integration.category}
              summary={integration.summary}
              logo={integration.logo}
              headingLevel="h3"
            />
          </li>
        ))}
      </ul>
      <p
        id="connections-processes"
        className="mt-12 text-sm font-semibold tracking-wider text-ink-600 uppercase"
      >
        {SOLUTION_MESSAGES.readyMadeProcesses}
      </p>
      <ul
        aria-labelledby="connections-processes"
        className={cx("mt-4 grid gap-5", gridColumns(processes.length))}
      >
        {processes.map((process) => (
          <li key={process.slug}>
            <EntryCard
              href={`/business-processes/${process.slug}`}
              title={process.title}
              eyebrow={process.category}
              summary={process.summary}
              headingLevel="h3"
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Questions({
  title,
  faq,
  tone,
}: {
  title: string;
  faq: SolutionView["faq"];
  tone: SectionTone;
}) {
  return (
    <Faq
      items={faq}
      title={title}
      surface={tone}
      lead={SOLUTION_MESSAGES.faqLead}
    >
      <p className="mt-6">
        <Link
          to="/contact"
          prefetch="intent"
          className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800"
        >
          {SOLUTION_MESSAGES.askUsAQuestion}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </p>
    </Faq>
  );
}

export function Related({
  related,
  tone,
}: {
  related: SolutionView["related"];
  tone: SectionTone;
}) {
  return (
    <Section id="related" tone={tone}>
      <SectionIntro id="related" title={related.title} lead={related.lead} />
      {/* Two small cards a row on phones; an odd last one takes the whole row (docs/design.md). */}
      <ul
        className={cx(
          "mt-10 grid grid-cols-2 gap-3 sm:gap-5",
          related.pages.length % 2 === 1 &&
            "[&>li:last-child]:col-span-2 md:[&>li:last-child]:col-span-1",
          gridColumns(related.pages.length),
        )}
      >
        {related.pages.map((page) => (
          <li key={page.path}>
            <Link
              to={page.path}
              prefetch="intent"
              className="group flex h-full flex-col rounded-2xl border border-ink-100 bg-white p-4 transition-transform duration-200 hover:-translate-y-0.5 hover:border-brand-200 sm:p-6"
            >
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 ring-1 ring-brand-100">
                <SolutionIcon
                  name={page.icon}
                  className="size-5 text-brand-600"
                />
              </span>
              <span className="mt-4 flex items-center justify-between gap-3 text-base font-semibold text-ink-950 group-hover:text-brand-700 sm:text-lg">
                {page.label}
                <ArrowRight
                  aria-hidden="true"
                  className="hidden size-5 shrink-0 text-ink-500 transition-transform duration-200 group-hover:translate-x-0.5 group-hover:text-brand-600 sm:block"
                />
              </span>
              <span className="mt-2 text-sm leading-6 text-ink-700">
                {page.summary}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
