import { data } from "@remix-run/node";
import siteCopy from "../../../content/pages/site.yaml";
import { getEnv } from "~/lib/env.server";
import { publicPageInit } from "~/lib/http.server";
import type { PageSeo } from "~/lib/seo";
import type { SiteCopy } from "./page-schemas";
import { DIRECTORIES } from "./directories-copy";
import { fillIn } from "./fill-in";
import {
  BUSINESS_PROCESS_CATEGORIES,
  INTEGRATION_CATEGORIES,
} from "./vocabulary";
import { getContentStore, type ContentStore } from "./store.server";

export type SitemapLink = {
  href: string;
  label: string;
  date?: string;
  children?: SitemapLink[];
};
export type SitemapGroup = { heading: string; links: SitemapLink[] };

export type HtmlSitemapSection =
  "blogs" | "business-processes" | "case-studies" | "integrations";

type SectionPage = {
  title: string;
  description: string;
  groups: (store: ContentStore) => SitemapGroup[];
};

const byCategory = <T extends { category: string }>(
  categories: readonly string[],
  entries: readonly T[],
  toLink: (entry: T) => SitemapLink,
): SitemapGroup[] =>
  categories
    .map((category) => ({
      heading: category,
      links: entries.filter((entry) => entry.category === category).map(toLink),
    }))
    .filter((group) => group.links.length > 0);

/** The sections' titles and introductions: content/pages/site.yaml. */
const SITE = siteCopy as SiteCopy;

const SECTIONS: Record<HtmlSitemapSection, SectionPage> = {
  blogs: {
    ...SITE.sitemaps.blogs,
    groups: ({ index }) => {
      const years = new Map<string, SitemapLink[]>();
      for (const post of index.blog) {
        const year = post.date.slice(0, 4);
        const links = years.get(year) ?? [];
        links.push({
          href: `/blog/${post.slug}`,
          label: post.title,
          date: post.date,
        });
        years.set(year, links);
      }
      return [...years].map(([heading, links]) => ({ heading, links }));
    },
  },
  "business-processes": {
    ...SITE.sitemaps["business-processes"],
    groups: ({ index }) =>
      byCategory(
        BUSINESS_PROCESS_CATEGORIES,
        index.businessProcesses,
        (process) => ({
          href: `/business-processes/${process.slug}`,
          label: process.title,
        }),
      ),
  },
  "case-studies": {
    ...SITE.sitemaps["case-studies"],
    groups: ({ index }) => [
      {
        heading: "Customer stories",
        links: index.caseStudies.map((study) => ({
          href: `/case-studies/${study.slug}`,
          label: `${study.customer}: ${study.industry}`,
          date: study.date,
        })),
      },
    ],
  },
  integrations: {
    ...SITE.sitemaps.integrations,
    groups: (store) =>
      byCategory(
        INTEGRATION_CATEGORIES,
        store.index.integrations,
        (integration) => ({
          href: `/integrations/${integration.slug}`,
          label: integration.name,
          children: integration.processes.flatMap((processSlug) => {
            const process = store.businessProcess(processSlug);
            return process
              ? [
                  {
                    href: `/integration-process/${integration.slug}/${processSlug}`,
                    label: fillIn(DIRECTORIES.integrations.pairName, {
                      process: process.title,
                      integration: integration.name,
                    }),
                  },
                ]
              : [];
          }),
        }),
      ),
  },
};

/** The loader of /sitemaps/{section}: a page of links for people and crawlers. */
export function htmlSitemapLoader(section: HtmlSitemapSection) {
  const page = SECTIONS[section];
  const path = `/sitemaps/${section}`;
  const seo: PageSeo = {
    siteUrl: getEnv().siteUrl,
    path,
    title: page.title,
    description: page.description,
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: page.title, path },
    ],
  };
  return data(
    {
      title: page.title,
      description: page.description,
      groups: page.groups(getContentStore()),
      seo,
    },
    publicPageInit,
  );
}
