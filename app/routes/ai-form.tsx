import type { MetaFunction } from "@remix-run/node";
import { Link, useLocation } from "@remix-run/react";
import { StepCards } from "~/components/sections/step-cards";
import { buttonClasses } from "~/components/ui/button";
import { StartForFreeLink } from "~/components/auth/start-for-free-link";
import { dialogHref } from "~/lib/dialog-url";
import type { RouteHandle } from "~/lib/route-handle";

// SPEC §2: the one route without the white header; its hero is light.
export const handle: RouteHandle = { whiteHeader: false };

const steps = [
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

const useCases = [
  "Subcontractor and vendor onboarding packets",
  "Employee certifications and training records",
  "Patient intake and supply requisitions",
  "Permit, inspection and grant paperwork",
  "Customer order forms and price lists",
  "Timesheets and field reports from the job site",
];

export default function AiFormPage() {
  const location = useLocation();
  return (
    <>
      <section className="border-b border-ink-100 bg-gradient-to-b from-brand-50 to-white pt-16 pb-20 sm:pt-24">
        <div className="mx-auto max-w-[1240px] px-5">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
            Intelligent Data Onboarding
          </p>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold tracking-tight text-balance text-ink-950 sm:text-5xl">
            Turn any form or document into clean, structured data
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-ink-700">
            Stop retyping. The Aden AI form builder reads the forms, files and
            spreadsheets your customers, crews and suppliers already send, and
            turns them into records your systems can trust.
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
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
      </section>

      <section
        className="mx-auto max-w-[1240px] px-5 py-20"
        aria-labelledby="how-it-works"
      >
        <h2
          id="how-it-works"
          className="text-3xl font-bold tracking-tight text-ink-950"
        >
          How it works
        </h2>
        <StepCards steps={steps} className="mt-10" />
      </section>

      <section className="bg-ink-50 py-20" aria-labelledby="use-cases">
        <div className="mx-auto grid max-w-[1240px] gap-10 px-5 lg:grid-cols-2">
          <div>
            <h2
              id="use-cases"
              className="text-3xl font-bold tracking-tight text-ink-950"
            >
              Built for the paperwork that slows operations down
            </h2>
            <p className="mt-4 text-lg leading-8 text-ink-700">
              Teams use Intelligent Data Onboarding wherever information arrives
              in a shape nobody chose: onboarding, compliance, intake and
              ordering.
            </p>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2">
            {useCases.map((useCase) => (
              <li
                key={useCase}
                className="rounded-xl bg-white p-4 font-medium text-ink-800 shadow-sm"
              >
                {useCase}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

export const meta: MetaFunction = () => [
  { title: "Intelligent Data Onboarding: AI form builder | Aden" },
  {
    name: "description",
    content:
      "Turn forms, PDFs and spreadsheets into clean, structured records with Aden's AI form builder, with human review where it matters.",
  },
];
