import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { useCurrentSection } from "./use-current-section";
import { formatDay } from "~/components/content/format";
import { PageHero } from "~/components/content/page-hero";
import { Prose } from "~/components/content/prose";
import { Container } from "~/components/sections/container";
import { ACTION_ROW, buttonClasses } from "~/components/ui/button";
import type { LegalPageLoader } from "~/lib/content/legal-page.server";
import { notFoundMeta, seoMeta } from "~/lib/seo";
import legalCopy from "../../../content/pages/site.yaml?part=legal";
import { fillIn } from "~/lib/content/fill-in";
import type { SiteCopy } from "~/lib/content/page-schemas";
import { ERROR_PAGE_MESSAGES, FORM_RESULT_MESSAGES } from "~/lib/messages";

/** The legal pages' frame words: content/pages/site.yaml. */
const LEGAL = legalCopy as SiteCopy["legal"];

export const legalPageMeta: MetaFunction<LegalPageLoader> = ({ data }) =>
  data ? seoMeta(data.seo) : notFoundMeta();

/**
 * The page of a route whose loader is loadLegalPage (/privacy, /terms-of-service): the dark hero
 * with the effective date, a table of contents (inline on phones, sticky beside the text from lg),
 * the compiled text, and a contact band rather than a sales pitch.
 */
export function LegalPage() {
  const { page, html, others, seo } = useLoaderData<LegalPageLoader>();
  return (
    <>
      <PageHero
        crumbs={seo.breadcrumbs}
        eyebrow={LEGAL.eyebrow}
        title={page.title}
        lead={page.description}
        aside={
          <dl className="grid gap-5 rounded-2xl bg-white/5 p-6 text-sm ring-1 ring-white/10 sm:grid-cols-2 lg:grid-cols-1">
            <div>
              <dt className="text-ink-300">{LEGAL.effective}</dt>
              <dd className="mt-1 font-medium text-white">
                <time dateTime={page.effective}>
                  {formatDay(page.effective)}
                </time>
              </dd>
            </div>
            <div>
              <dt className="text-ink-300">{LEGAL.questions}</dt>
              <dd className="mt-1">
                <a
                  href={`mailto:${page.contact}`}
                  className="font-medium text-white underline-offset-4 hover:underline"
                >
                  {page.contact}
                </a>
              </dd>
            </div>
            {others.length > 0 ? (
              <div className="sm:col-span-2 lg:col-span-1">
                <dt className="text-ink-300">{LEGAL.readWith}</dt>
                {others.map((other) => (
                  <dd key={other.path} className="mt-1">
                    <Link
                      to={other.path}
                      prefetch="intent"
                      className="font-medium text-white underline-offset-4 hover:underline"
                    >
                      {other.title}
                    </Link>
                  </dd>
                ))}
              </div>
            ) : null}
          </dl>
        }
      />
      <Container className="py-12 sm:py-16 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16 lg:py-20">
        <nav
          aria-labelledby="toc-title"
          className="rounded-2xl bg-ink-50 p-6 ring-1 ring-ink-100 lg:sticky lg:top-28 lg:max-h-[calc(100vh-8rem)] lg:self-start lg:overflow-y-auto lg:rounded-none lg:bg-transparent lg:p-0 lg:ring-0"
        >
          <p
            id="toc-title"
            className="text-sm font-semibold tracking-wider text-ink-950 uppercase"
          >
            {FORM_RESULT_MESSAGES.onThisPage}
          </p>
          <SectionLinks sections={page.sections} />
        </nav>
        <Prose
          html={html}
          className="mt-12 max-w-3xl lg:mt-0 [&>h2:first-child]:mt-0"
        />
      </Container>
      <section
        aria-labelledby="legal-questions-title"
        className="border-t border-ink-100 bg-ink-50 py-16 sm:py-20"
      >
        <Container className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="legal-questions-title" className="heading-2 text-ink-950">
              {fillIn(LEGAL.questionsTitle, {
                document: page.title.toLowerCase(),
              })}
            </h2>
            <p className="mt-3 text-lg leading-8 text-ink-700">
              {LEGAL.questionsLead}
            </p>
          </div>
          <div className={ACTION_ROW}>
            <a
              href={`mailto:${page.contact}`}
              className={buttonClasses({ variant: "primary", size: "lg" })}
            >
              {fillIn(LEGAL.emailButton, { address: page.contact })}
            </a>
            <Link
              to="/contact"
              prefetch="intent"
              className={buttonClasses({ variant: "secondary", size: "lg" })}
            >
              {ERROR_PAGE_MESSAGES.contactUs}
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}

/**
 * The table of contents' links; the section being read is marked (`aria-current="location"`)
 * once script runs, so the sticky list beside the text shows where the reader is.
 */
function SectionLinks({
  sections,
}: {
  sections: ReadonlyArray<{ id: string; title: string }>;
}) {
  const ids = useMemo(() => sections.map((section) => section.id), [sections]);
  const current = useCurrentSection(ids);
  return (
    <ol className="mt-3 text-sm lg:mt-4 lg:space-y-2 sm:columns-2 sm:gap-8 lg:columns-1 lg:border-l lg:border-ink-100">
      {sections.map((section) => (
        <li key={section.id} className="break-inside-avoid">
          {/* A Link, not <a>: the router then gives each jump its own history entry and
              scroll position (a bare hash link restores the previous one). */}
          <Link
            to={`#${section.id}`}
            aria-current={current === section.id ? "location" : undefined}
            className="-ml-px block border-l-2 border-transparent py-1.5 lg:py-0.5 text-ink-700 hover:text-brand-700 aria-[current=location]:text-brand-700 lg:pl-4 lg:hover:border-brand-600 lg:aria-[current=location]:border-brand-600"
          >
            {section.title}
          </Link>
        </li>
      ))}
    </ol>
  );
}
