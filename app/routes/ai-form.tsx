import { data, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  ClipboardList,
  FileSpreadsheet,
  GraduationCap,
  HardHat,
  Landmark,
  Stethoscope,
  type LucideIcon,
} from "lucide-react";
import aiFormCopy from "../../content/pages/ai-form.yaml";
import { FormExtractionVisual } from "~/components/product/form-extraction-visual";
import { PageHero } from "~/components/content/page-hero";
import { Container } from "~/components/sections/container";
import { CtaActions, CtaBand } from "~/components/sections/cta-band";
import { QuoteCard } from "~/components/sections/quote-card";
import { SectionHeading } from "~/components/sections/section-heading";
import { StepCards } from "~/components/sections/step-cards";
import { getEnv } from "~/lib/env.server";
import { loaderCacheControl } from "~/lib/headers";
import { publicPageInit } from "~/lib/http.server";
import type { AI_FORM_ICONS, AiFormPageCopy } from "~/lib/content/page-schemas";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta, type PageSeo } from "~/lib/seo";

// behaviour §2: the one route without the white header flag, so the header stays solid white and
// the dark hero starts below it (decision 060).
export const handle: RouteHandle = { whiteHeader: false };

/** The page's words: content/pages/ai-form.yaml, checked by the content compiler. */
const COPY = aiFormCopy as AiFormPageCopy;

const USE_CASE_ICONS: Record<(typeof AI_FORM_ICONS)[number], LucideIcon> = {
  "hard-hat": HardHat,
  "graduation-cap": GraduationCap,
  stethoscope: Stethoscope,
  landmark: Landmark,
  "file-spreadsheet": FileSpreadsheet,
  "clipboard-list": ClipboardList,
};

export function loader() {
  const seo: PageSeo = {
    siteUrl: getEnv().siteUrl,
    path: "/ai-form",
    title: COPY.title,
    description: COPY.description,
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: COPY.hero.eyebrow, path: "/ai-form" },
    ],
  };
  return data({ seo }, publicPageInit);
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export const headers = loaderCacheControl;

export default function AiFormPage() {
  const { seo } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        crumbs={seo.breadcrumbs}
        eyebrow={COPY.hero.eyebrow}
        title={COPY.hero.title}
        lead={COPY.hero.lead}
        header="solid"
        asideLayout="product"
        aside={<FormExtractionVisual />}
      >
        <CtaActions second="sales" className="mt-10" />
      </PageHero>

      <section aria-labelledby="how-it-works" className="py-16 sm:py-28">
        <Container>
          <SectionHeading
            id="how-it-works"
            eyebrow={COPY.steps.eyebrow}
            title={COPY.steps.title}
            lead={COPY.steps.lead}
          />
          <StepCards steps={COPY.steps.items} className="mt-12" />
          <QuoteCard
            text={COPY.quote.text}
            attribution={COPY.quote.attribution}
            className="mt-16 lg:mx-auto lg:max-w-4xl"
          />
        </Container>
      </section>

      <section aria-labelledby="use-cases" className="bg-ink-50 py-16 sm:py-28">
        <Container>
          <SectionHeading
            id="use-cases"
            eyebrow={COPY.useCases.eyebrow}
            title={COPY.useCases.title}
            lead={COPY.useCases.lead}
          />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {COPY.useCases.items.map((useCase) => {
              const Icon = USE_CASE_ICONS[useCase.icon];
              return (
                <li
                  key={useCase.title}
                  className="rounded-2xl border border-ink-100 bg-white p-6"
                >
                  <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-600">
                    <Icon aria-hidden="true" className="size-[22px]" />
                  </span>
                  <h3 className="mt-5 heading-3 text-ink-950">
                    {useCase.title}
                  </h3>
                  <p className="mt-2 text-sm leading-6 text-ink-700">
                    {useCase.body}
                  </p>
                </li>
              );
            })}
          </ul>
        </Container>
      </section>

      <CtaBand title={COPY.cta.title} lead={COPY.cta.lead} />
    </>
  );
}
