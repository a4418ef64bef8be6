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
import type { RouteHandle } from "~/lib/route-handle";
import { notFoundMeta, seoMeta, type PageSeo } from "~/lib/seo";

// behaviour §2: the one route without the white header; its hero is light.
export const handle: RouteHandle = { whiteHeader: false };

const DESCRIPTION =
  "Turn forms, PDFs and spreadsheets into clean, structured records with Aden's AI form builder, with human review where it matters.";

export function loader() {
  const seo: PageSeo = {
    siteUrl: getEnv().siteUrl,
    path: "/ai-form",
    title: "Intelligent Data Onboarding: AI form builder",
    description: DESCRIPTION,
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Intelligent Data Onboarding", path: "/ai-form" },
    ],
  };
  return data({ seo }, publicPageInit);
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) =>
  loaderData ? seoMeta(loaderData.seo) : notFoundMeta();

export const headers = loaderCacheControl;

const STEPS = [
  {
    title: "Drop in what you already have",
    body: "Paper forms, PDFs, spreadsheets, photos of a clipboard: upload them or forward them by email. Nothing needs to be retyped into a template first.",
  },
  {
    title: "Aden reads and structures it",
    body: "Fields are recognised, names and dates normalised, and every value is linked back to where it was found, so a reviewer can check it at a glance.",
  },
  {
    title: "Review the few that need a person",
    body: "Confident values go straight through. Anything ambiguous is queued for review with the source beside it, and your corrections teach the next run.",
  },
  {
    title: "Send clean data where it belongs",
    body: "Records land in Aden's modules or in the tools you connect, with an audit trail of who approved what and when.",
  },
];

const USE_CASES: { icon: LucideIcon; title: string; body: string }[] = [
  {
    icon: HardHat,
    title: "Subcontractor and vendor packets",
    body: "W-9s, certificates of insurance and prequalification forms read into one vendor record.",
  },
  {
    icon: GraduationCap,
    title: "Certifications and training records",
    body: "Cards, course certificates and CEU transcripts matched to the right person with their expiry dates.",
  },
  {
    icon: Stethoscope,
    title: "Patient intake and supply requisitions",
    body: "Handwritten requisitions and intake forms turned into orders and records a ward can trust.",
  },
  {
    icon: Landmark,
    title: "Permits, inspections and grants",
    body: "Agency forms and drawdown requests read once, checked against the award and filed.",
  },
  {
    icon: FileSpreadsheet,
    title: "Customer orders and price lists",
    body: "Spreadsheets in every layout mapped to your items, units and prices without a macro.",
  },
  {
    icon: ClipboardList,
    title: "Timesheets and field reports",
    body: "Paper sheets photographed on site, coded to the job and queued for the supervisor.",
  },
];

export default function AiFormPage() {
  const location = useLocation();
  useLoaderData<typeof loader>();
  return (
    <>
      <section className="overflow-hidden border-b border-ink-100 bg-gradient-to-b from-brand-50 to-white pt-16 pb-20 sm:pt-24 sm:pb-28">
        <Container className="grid grid-cols-[minmax(0,1fr)] items-center gap-14 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
          <div>
            <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
              Intelligent Data Onboarding
            </p>
            <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance text-ink-950 sm:text-5xl">
              Turn any form or document into clean, structured data
            </h1>
            <p className="mt-6 text-lg leading-8 text-ink-700">
              Stop retyping. The Aden AI form builder reads the forms, files and
              spreadsheets your customers, crews and suppliers already send, and
              turns them into records your systems can trust.
            </p>
            <div className="mt-10 flex flex-col gap-3 sm:flex-row">
              <StartForFreeLink size="lg" />
              <Link
                to={dialogHref(location, { contact: "1" })}
                preventScrollReset
                className={buttonClasses({ variant: "secondary", size: "lg" })}
              >
                Talk to sales
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
            eyebrow="How it works"
            title="From a stack of paper to approved records"
            lead="Nobody designs a template first. Aden reads what arrives, shows its working, and asks a person only when it should."
          />
          <StepCards steps={STEPS} className="mt-12" />
        </Container>
      </section>

      <section aria-labelledby="use-cases" className="bg-ink-50 py-16 sm:py-28">
        <Container>
          <SectionHeading
            id="use-cases"
            eyebrow="Where teams use it"
            title="Built for the paperwork that slows operations down"
            lead="Wherever information arrives in a shape nobody chose: onboarding, compliance, intake and ordering."
          />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {USE_CASES.map((useCase) => (
              <li
                key={useCase.title}
                className="rounded-2xl border border-ink-100 bg-white p-6"
              >
                <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-600">
                  <useCase.icon aria-hidden="true" className="size-[22px]" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-ink-950">
                  {useCase.title}
                </h3>
                <p className="mt-2 text-sm leading-6 text-ink-700">
                  {useCase.body}
                </p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <CtaBand
        title="Send Aden your messiest form"
        lead="Start free and upload one, or book a demo and we will run your own documents through it on the call."
      />
    </>
  );
}
