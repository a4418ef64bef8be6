import { rmSync } from "node:fs";
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import {
  blogPost,
  businessProcess,
  caseStudy,
  contentIndex,
  integration,
  writeContentBuild,
} from "../../../tests/content-index";
import { htmlSitemapLoader } from "./html-sitemaps.server";

let contentDir = "";

beforeAll(() => {
  contentDir = writeContentBuild(
    contentIndex({
      blog: [
        blogPost("close-faster", "2025-03-12"),
        blogPost("plan-the-year", "2025-01-02"),
        blogPost("look-back", "2024-12-01", "2025-05-01"),
      ],
      businessProcesses: [
        businessProcess("payroll-run", "People"),
        businessProcess("invoice-approval", "Finance"),
        businessProcess("month-end-close", "Finance"),
      ],
      caseStudies: [
        caseStudy("bluestreak", "Bluestreak", "Construction", "2024-06-01"),
      ],
      integrations: [
        integration("slack", "Communication", ["invoice-approval"]),
        integration("xero", "Accounting", ["month-end-close", "unpublished"]),
      ],
    }),
  );
});

afterAll(() => {
  rmSync(contentDir, { recursive: true, force: true });
});

beforeEach(() => {
  vi.stubEnv("CONTENT_BUILD_DIR", contentDir);
  vi.stubEnv("SITE_URL", "https://www.example.com");
});

const groupsOf = (section: Parameters<typeof htmlSitemapLoader>[0]) =>
  htmlSitemapLoader(section).data.groups;

describe("htmlSitemapLoader", () => {
  it("gives the page its copy, its SEO under Home, and a public page's caching", () => {
    const { data, init } = htmlSitemapLoader("blogs");
    expect(data).toMatchObject({
      title: "Blog sitemap",
      description: "Every post on the Aden blog, newest first, by year.",
      seo: {
        siteUrl: "https://www.example.com",
        path: "/sitemaps/blogs",
        title: "Blog sitemap",
        description: "Every post on the Aden blog, newest first, by year.",
        breadcrumbs: [
          { name: "Home", path: "/" },
          { name: "Blog sitemap", path: "/sitemaps/blogs" },
        ],
      },
    });
    expect(init).toEqual({
      headers: {
        "Cache-Control":
          "public, max-age=0, s-maxage=300, stale-while-revalidate=86400",
      },
    });
  });

  it("groups the posts by the year they were published, newest first", () => {
    expect(groupsOf("blogs")).toEqual([
      {
        heading: "2025",
        links: [
          {
            href: "/blog/close-faster",
            label: "Post close-faster",
            date: "2025-03-12",
          },
          {
            href: "/blog/plan-the-year",
            label: "Post plan-the-year",
            date: "2025-01-02",
          },
        ],
      },
      {
        heading: "2024",
        links: [
          {
            href: "/blog/look-back",
            label: "Post look-back",
            date: "2024-12-01",
          },
        ],
      },
    ]);
  });

  it("groups the business processes by category, in the categories' order, leaving out empty ones", () => {
    expect(groupsOf("business-processes")).toEqual([
      {
        heading: "Finance",
        links: [
          {
            href: "/business-processes/invoice-approval",
            label: "Process invoice-approval",
          },
          {
            href: "/business-processes/month-end-close",
            label: "Process month-end-close",
          },
        ],
      },
      {
        heading: "People",
        links: [
          {
            href: "/business-processes/payroll-run",
            label: "Process payroll-run",
          },
        ],
      },
    ]);
  });

  it("lists the customer stories by customer and industry", () => {
    expect(groupsOf("case-studies")).toEqual([
      {
        heading: "Customer stories",
        links: [
          {
            href: "/case-studies/bluestreak",
            label: "Bluestreak: Construction",
            date: "2024-06-01",
          },
        ],
      },
    ]);
  });

  it("lists each integration under its category, with the pages of its published processes", () => {
    expect(groupsOf("integrations")).toEqual([
      {
        heading: "Accounting",
        links: [
          {
            href: "/integrations/xero",
            label: "Tool xero",
            children: [
              {
                href: "/integration-process/xero/month-end-close",
                label: "Process month-end-close with Tool xero",
              },
            ],
          },
        ],
      },
      {
        heading: "Communication",
        links: [
          {
            href: "/integrations/slack",
            label: "Tool slack",
            children: [
              {
                href: "/integration-process/slack/invoice-approval",
                label: "Process invoice-approval with Tool slack",
              },
            ],
          },
        ],
      },
    ]);
  });
});
