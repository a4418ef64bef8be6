import { Link } from "@remix-run/react";
import siteCopy from "../../../content/pages/site.yaml";
import type {
  SitemapGroup,
  SitemapLink,
} from "~/lib/content/html-sitemaps.server";
import type { PageSeo } from "~/lib/seo";
import { formatDay } from "./format";
import { PageHero } from "./page-hero";
import { CtaBand } from "~/components/sections/cta-band";
import type { SiteCopy } from "~/lib/content/page-schemas";

/** The words every HTML sitemap shares: content/pages/site.yaml. */
const SITE = siteCopy as SiteCopy;

export type HtmlSitemapData = {
  title: string;
  description: string;
  groups: SitemapGroup[];
  seo: PageSeo;
};

function SitemapLinks({ links }: { links: SitemapLink[] }) {
  return (
    <ul className="space-y-2">
      {links.map((link) => (
        <li key={link.href}>
          <Link
            to={link.href}
            className="text-brand-700 underline-offset-4 hover:underline"
          >
            {link.label}
          </Link>
          {link.date ? (
            <>
              {" "}
              {/* The date and its dot move to the next line together, never split. */}
              <span className="text-sm whitespace-nowrap text-ink-600">
                · <time dateTime={link.date}>{formatDay(link.date)}</time>
              </span>
            </>
          ) : null}
          {link.children && link.children.length > 0 ? (
            <div className="mt-2 ml-5 text-sm">
              <SitemapLinks links={link.children} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** An HTML sitemap: every entry of a section as plain links, grouped. */
export function HtmlSitemap({
  title,
  description,
  groups,
  seo,
}: HtmlSitemapData) {
  return (
    <>
      <PageHero
        crumbs={seo.breadcrumbs}
        eyebrow="Sitemap"
        title={title}
        lead={description}
      />
      <div className="mx-auto max-w-[1240px] px-5 py-16">
        {groups.length === 0 ? (
          <p className="text-lg text-ink-700">{SITE.sitemapEmpty}</p>
        ) : (
          <div className="grid gap-12 md:grid-cols-2">
            {groups.map((group) => (
              <section key={group.heading} aria-label={group.heading}>
                <h2 className="heading-2 text-ink-950">{group.heading}</h2>
                <div className="mt-4">
                  <SitemapLinks links={group.links} />
                </div>
              </section>
            ))}
          </div>
        )}
        <p className="mt-16 text-sm text-ink-600">
          {SITE.sitemapCrawlers}{" "}
          <a href="/sitemap.xml" className="text-brand-700 underline">
            {SITE.sitemapLink}
          </a>
          .
        </p>
      </div>
      <CtaBand />
    </>
  );
}
