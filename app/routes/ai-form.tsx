import { data, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
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
import { StartForFreeLink } from "~/components/auth/start-for-free-link";
import { FormExtractionVisual } from "~/components/product/form-extraction-visual";
import { Container } from "~/components/sections/container";
import { CtaBand } from "~/components/sections/cta-band";
import { SectionHeading } from "~/components/sections/section-heading";
import { StepCards } from "~/components/sections/step-cards";
import { buttonClasses } from "~/components/ui/button";
import { dialogHref } from "~/lib/dialog-url";
import { getEnv } from "~/lib/env.server";
import { loaderCacheControl } from "~/lib/headers";
import { publicPageInit } from "~/lib/http.server";
import type { AI_FORM_ICONS, AiFormPageCopy } from "~/lib/content/page-schemas";
import { HOME_MESSAGES } from "~/lib/messages";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta, type PageSeo } from "~/lib/seo";

// behaviour §2: the one route without the white header; its hero is light.
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
  const location = useLocation();
  useLoaderData<typeof loader>();
  return (
    <>
      <section className="overflow-hidden border-b border-ink-100 bg-gradient-to-b from-brand-50 to-white pt-16 pb-20 sm:pt-24 sm:pb-28">
        <Container className="grid grid-cols-[minmax(0,1fr)] items-center gap-14 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
          <div>
            <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
              {COPY.hero.eyebrow}
            </p>
            <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance text-ink-950 sm:text-5xl">
              {COPY.hero.title}
            </h1>
            <p className="mt-6 text-lg leading-8 text-ink-700">
              {COPY.hero.lead}
            </p>
            <div className="mt-10 flex flex-col gap-3 sm:flex-row">
              <StartForFreeLink size="lg" />
              <Link
                to={dialogHref(location, { contact: "1" })}
                preventScrollReset
                className={buttonClasses({ variant: "secondary", size: "lg" })}
              >
                {HOME_MESSAGES.talkToSales}
              </Link>
            </div>
          </div>
          <FormExtractionVisual />
        </Container>
      </section>

      <section aria-labelledby="how-it-works" className="py-16 sm:py-28">
        <Container>
          <SectionHeading
            id="how-it-works"
            eyebrow={COPY.steps.eyebrow}
            title={COPY.steps.title}
            lead={COPY.steps.lead}
          />
          <StepCards steps={COPY.steps.items} className="mt-12" />
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
                  <h3 className="mt-5 text-lg font-semibold text-ink-950">
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
