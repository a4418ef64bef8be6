import type { ReactNode } from "react";
import type { Crumb } from "~/lib/seo";
import { Breadcrumbs } from "./breadcrumbs";

/** The dark band at the top of every content page; the fixed header sits over its padding. */
export function PageHero({
  crumbs,
  eyebrow,
  title,
  lead,
  children,
}: {
  crumbs: Crumb[];
  eyebrow?: ReactNode;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-ink-950 pt-32 pb-16 text-white sm:pt-36 sm:pb-20">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_24rem_at_80%_-20%,rgb(85_65_230/0.4),transparent)]"
      />
      <div className="relative mx-auto max-w-[1240px] px-5">
        <Breadcrumbs crumbs={crumbs} />
        {eyebrow ? (
          <p className="mt-8 text-sm font-semibold tracking-widest text-mint-300 uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1
          className={`${eyebrow ? "mt-3" : "mt-8"} max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl`}
        >
          {title}
        </h1>
        {lead ? (
          <p className="mt-6 max-w-3xl text-lg leading-8 text-ink-200">
            {lead}
          </p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
