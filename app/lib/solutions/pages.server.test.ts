import { describe, expect, it, vi } from "vitest";
import type {
  BusinessProcessEntry,
  CaseStudyEntry,
  IntegrationEntry,
} from "~/lib/content/model";
import { createContentStore } from "~/lib/content/store.server";
import { solutionRouteFor, solutionSeo, solutionView } from "./pages.server";
import { solutionPageSchema } from "./schema";

// The accounting page names these (content/modules/accounting.yaml).
const INTEGRATIONS = [
  ...["quickbooks-online", "xero", "netsuite"],
  ...["stripe", "slack", "sharepoint"],
];
const PROCESSES = [
  "invoice-approval",
  "purchase-order-matching",
  "month-end-close",
];

const integration = (slug: string): IntegrationEntry => ({
  slug,
  name: slug.toUpperCase(),
  category: "Accounting",
  logo: `/images/integrations/${slug}.svg`,
  summary: `Connects ${slug}.`,
  website: "https://example.com",
  processes: [],
});
const process = (slug: string): BusinessProcessEntry => ({
  slug,
  title: `Process ${slug}`,
  category: "Finance",
  summary: `Runs ${slug}.`,
  steps: ["One", "Two", "Three"],
  integrations: [],
});
const kaiMedia: CaseStudyEntry = {
  slug: "kai-media",
  customer: "Kai Media",
  industry: "Media",
  summary: "A studio that closes its month in three days.",
  date: "2024-06-01",
  headline: "One record",
  teamSize: "40 people",
  modules: ["accounting"],
  integrations: [],
  figures: { status: "confirmed", items: [] },
  results: [{ title: "3 days", detail: "to close" }],
  quote: { text: "We close in three days now.", attribution: "Ana, COO" },
};

/** A store with what the accounting page names, less what a test leaves out. */
const storeWithout = (left: string) =>
  createContentStore(
    {
      formatVersion: 3,
      blog: [],
      integrations: INTEGRATIONS.filter((s) => s !== left).map(integration),
      businessProcesses: PROCESSES.filter((s) => s !== left).map(process),
      caseStudies: left === "kai-media" ? [] : [kaiMedia],
      legal: [],
    },
    async () => "",
  );

describe("a module or industry page's route", () => {
  it("is found in any case, with or without trailing slashes", () => {
    expect(solutionRouteFor("/ecommerce/")?.path).toBe("/eCommerce");
    expect(solutionRouteFor("/Customer/Construction//")?.path).toBe(
      "/customer/construction",
    );
    expect(solutionRouteFor("/accounting")?.slug).toBe("accounting");
    expect(solutionRouteFor("/accounting/x")).toBeNull();
    expect(solutionRouteFor("/")).toBeNull();
  });
});

describe("a module or industry page's data", () => {
  it("validates each page's file once", () => {
    const parse = vi.spyOn(solutionPageSchema, "parse");
    expect(solutionSeo("workforce")).toEqual({
      title: "Workforce: timesheets, crew scheduling and onboarding",
      description:
        "Aden collects field hours, checks them against schedules and overtime rules, schedules crews by skill and certification, and onboards new hires into payroll.",
    });
    solutionSeo("workforce");
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it("resolves the quote, the case study, the connections and the related pages", () => {
    const view = solutionView("accounting", storeWithout(""));
    expect(view.quote).toEqual({
      text: "We close in three days now.",
      attribution: "Ana, COO · Media",
      href: "/case-studies/kai-media",
    });
    expect(view.caseStudy).toEqual({
      slug: "kai-media",
      customer: "Kai Media",
      industry: "Media",
      summary: "A studio that closes its month in three days.",
      results: [{ title: "3 days", detail: "to close" }],
      title: "Freelancer invoices, project costs and a calmer month end",
    });
    expect(view.connections.integrations[0]).toEqual({
      slug: "quickbooks-online",
      name: "QUICKBOOKS-ONLINE",
      category: "Accounting",
      logo: "/images/integrations/quickbooks-online.svg",
      summary: "Connects quickbooks-online.",
    });
    expect(view.connections.processes).toEqual([
      {
        slug: "invoice-approval",
        title: "Process invoice-approval",
        category: "Finance",
        summary: "Runs invoice-approval.",
      },
      {
        slug: "purchase-order-matching",
        title: "Process purchase-order-matching",
        category: "Finance",
        summary: "Runs purchase-order-matching.",
      },
      {
        slug: "month-end-close",
        title: "Process month-end-close",
        category: "Finance",
        summary: "Runs month-end-close.",
      },
    ]);
    expect(view.related.pages[0]).toEqual({
      path: "/project-management",
      label: "Project Management",
      icon: "kanban",
      summary: "Schedules, budgets and field updates in one live plan.",
    });
    expect(view.related.pages.map((page) => page.path)).toEqual([
      "/project-management",
      "/inventory-management",
      "/workforce",
      "/professionalServices",
    ]);
  });

  it("names the entry the content lacks, on the page's path", () => {
    expect(() => solutionView("accounting", storeWithout("kai-media"))).toThrow(
      '/accounting: no case study "kai-media" in the content',
    );
    expect(() => solutionView("accounting", storeWithout("xero"))).toThrow(
      '/accounting: no integration "xero" in the content',
    );
    expect(() =>
      solutionView("accounting", storeWithout("month-end-close")),
    ).toThrow(
      '/accounting: no business process "month-end-close" in the content',
    );
  });
});
