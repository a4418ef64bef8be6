import type { MetaFunction } from "@remix-run/node";
import { Link, useLocation } from "@remix-run/react";
import { buttonClasses } from "~/components/ui/button";
import { StartForFreeLink } from "~/components/auth/start-for-free-link";
import { dialogHref } from "~/lib/dialog-url";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { whiteHeader: true };

const pillars = [
  {
    title: "Projects that run themselves",
    body: "Schedules, budgets and field reports update as work happens, so project managers spend the week managing rather than chasing updates.",
  },
  {
    title: "Money that adds up",
    body: "Invoices, job costs and approvals flow from the field into the ledger with every number traced to its source.",
  },
  {
    title: "People ready for the job",
    body: "Certifications, training and crew assignments stay current, with reminders before anything lapses.",
  },
];

export default function Home() {
  const location = useLocation();
  return (
    <>
      <section className="relative overflow-hidden bg-ink-950 pt-36 pb-24 text-white sm:pt-44 sm:pb-32">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_70%_-10%,rgb(85_65_230/0.45),transparent),radial-gradient(40rem_20rem_at_10%_110%,rgb(20_184_146/0.25),transparent)]"
        />
        <div className="relative mx-auto max-w-[1240px] px-5">
          <p className="text-sm font-semibold tracking-widest text-mint-300 uppercase">
            AI business automation
          </p>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            Next-gen automation platform for your business
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-ink-200">
            Aden connects your projects, people, inventory and accounting, then
            puts AI agents to work on the busywork between them. Built for
            contractors, builders, manufacturers, healthcare providers and
            public agencies.
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <StartForFreeLink size="lg" />
            <Link
              to={dialogHref(location, { contact: "1" })}
              preventScrollReset
              className={buttonClasses({
                variant: "outline-inverse",
                size: "lg",
              })}
            >
              Talk to sales
            </Link>
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-[1240px] px-5 py-20 sm:py-28">
        <h2 className="max-w-2xl text-3xl font-bold tracking-tight text-ink-950">
          One platform for the work between your systems
        </h2>
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {pillars.map((pillar) => (
            <li key={pillar.title} className="rounded-2xl bg-ink-50 p-8">
              <h3 className="text-lg font-semibold text-ink-950">
                {pillar.title}
              </h3>
              <p className="mt-3 leading-7 text-ink-700">{pillar.body}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export const meta: MetaFunction = () => [
  { title: "Aden: Next-gen automation platform for your business" },
  {
    name: "description",
    content:
      "Aden connects projects, people, inventory and accounting, and puts AI agents to work on the busywork between them.",
  },
];
