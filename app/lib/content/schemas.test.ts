import { describe, expect, it } from "vitest";
import {
  blogFrontMatterSchema,
  businessProcessFrontMatterSchema,
  caseStudyFrontMatterSchema,
  checkFrontMatter,
  integrationFrontMatterSchema,
} from "./schemas";

const validPost = {
  title: "Closing the books in three days",
  description: "How a contractor cut its close from ten days to three.",
  date: "2025-03-12",
  updated: "2025-04-02",
  author: { name: "Priya Raman", role: "Head of Finance Automation" },
  tags: ["accounting", "month-end-close"],
  cover: { src: "/images/blog/closing-the-books.svg", alt: "A calendar" },
  draft: false,
};

const validIntegration = {
  name: "QuickBooks Online",
  category: "Accounting",
  logo: "/images/integrations/quickbooks-online.svg",
  summary: "Post approved bills to QuickBooks Online.",
  website: "https://quickbooks.intuit.com",
  processes: ["invoice-approval"],
};

const validProcess = {
  title: "Invoice approval",
  category: "Finance",
  summary: "Route every invoice to the right approver.",
  steps: ["Capture", "Match", "Approve"],
  integrations: ["quickbooks-online"],
};

const validCaseStudy = {
  customer: "TC Boiler",
  industry: "Industrial services",
  summary: "TC Boiler cut its close from ten days to three.",
  date: "2025-02-27",
  headline: "One record",
  teamSize: "About 60 people",
  modules: ["workforce", "module-training"],
  integrations: ["quickbooks-online"],
  figures: {
    status: "to confirm",
    items: [
      { value: "2 h", label: "to review payroll" },
      { value: "Same day", label: "extra work priced" },
      { value: "0", label: "certifications lapsed" },
    ],
  },
  results: [
    { title: "70% faster", detail: "Invoicing." },
    { title: "3 tools retired", detail: "Spreadsheets." },
    { title: "Zero lapses", detail: "Renewals." },
  ],
  quote: { text: "We run the business again.", attribution: "COO, TC Boiler" },
};

function problemsOf(
  schema: Parameters<typeof checkFrontMatter>[0],
  value: unknown,
) {
  const result = checkFrontMatter(schema, value);
  if (result.ok) throw new Error("expected the front matter to be refused");
  return result.problems;
}

describe("blog front matter", () => {
  it("accepts the writers' format, with and without `updated`", () => {
    expect(checkFrontMatter(blogFrontMatterSchema, validPost).ok).toBe(true);
    const { updated: _updated, ...withoutUpdated } = validPost;
    expect(checkFrontMatter(blogFrontMatterSchema, withoutUpdated).ok).toBe(
      true,
    );
  });

  it("accepts a description of exactly 180 characters and an update on the day of the post", () => {
    expect(
      checkFrontMatter(blogFrontMatterSchema, {
        ...validPost,
        description: "d".repeat(180),
        updated: validPost.date,
      }).ok,
    ).toBe(true);
  });

  it("names the front matter itself when it is not a set of fields", () => {
    expect(problemsOf(blogFrontMatterSchema, "Closing the books")).toEqual([
      { field: "front matter", reason: "must be an object (it is a string)" },
    ]);
  });

  it("names each missing field", () => {
    const { title: _title, author: _author, ...rest } = validPost;
    expect(problemsOf(blogFrontMatterSchema, rest)).toEqual([
      { field: "title", reason: "is required" },
      { field: "author", reason: "is required" },
    ]);
  });

  it("refuses an unknown field, even nested (strict)", () => {
    expect(
      problemsOf(blogFrontMatterSchema, {
        ...validPost,
        subtitle: "x",
        author: { ...validPost.author, twitter: "@p" },
      }),
    ).toEqual([
      { field: "author.twitter", reason: "is not a known field" },
      { field: "subtitle", reason: "is not a known field" },
    ]);
  });

  it("gives a reason a writer can act on for each bad value", () => {
    const problems = problemsOf(blogFrontMatterSchema, {
      ...validPost,
      description: "x".repeat(181),
      date: "12/03/2025",
      tags: ["Accounting", "a", "b", "c", "d"],
      cover: { src: "/images/blog/cover.png", alt: "" },
      draft: "no",
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        {
          field: "description",
          reason: "must be at most 180 characters (it has 181)",
        },
        { field: "date", reason: "must be a date written YYYY-MM-DD" },
        { field: "tags", reason: "must list at most 4 tags" },
        {
          field: "tags.0",
          reason:
            "must be a tag slug in lowercase kebab-case, for example accounts-payable",
        },
        { field: "cover.src", reason: "must be /images/blog/{slug}.svg" },
        { field: "cover.alt", reason: "must not be empty" },
        { field: "draft", reason: "must be a boolean (it is a string)" },
      ]),
    );
  });

  it("refuses an impossible date, an update before the date and repeated tags", () => {
    expect(
      problemsOf(blogFrontMatterSchema, { ...validPost, date: "2025-02-30" }),
    ).toEqual([{ field: "date", reason: "is not a real calendar date" }]);
    expect(
      problemsOf(blogFrontMatterSchema, {
        ...validPost,
        updated: "2025-01-01",
      }),
    ).toEqual([{ field: "updated", reason: "must not be before date" }]);
    expect(
      problemsOf(blogFrontMatterSchema, { ...validPost, tags: ["ai", "ai"] }),
    ).toEqual([{ field: "tags", reason: "must not repeat an entry" }]);
  });

  it("wants at least one tag", () => {
    expect(
      problemsOf(blogFrontMatterSchema, { ...validPost, tags: [] }),
    ).toEqual([{ field: "tags", reason: "must list at least 1 tag" }]);
  });
});

describe("integration front matter", () => {
  it("accepts the writers' format", () => {
    expect(
      checkFrontMatter(integrationFrontMatterSchema, validIntegration).ok,
    ).toBe(true);
  });

  it("refuses an unknown category, a logo elsewhere, a relative website and too many processes", () => {
    expect(
      problemsOf(integrationFrontMatterSchema, {
        ...validIntegration,
        category: "Accounts",
        logo: "/logos/qb.svg",
        website: "quickbooks.intuit.com",
        processes: ["a", "b", "c", "d", "e"],
      }),
    ).toEqual([
      {
        field: "category",
        reason:
          "must be one of Accounting, CRM, Communication, Documents, Construction, Commerce, Payments, HR & Payroll",
      },
      {
        field: "logo",
        reason:
          "must be an image path under /images/integrations/, for example /images/integrations/quickbooks.svg",
      },
      {
        field: "website",
        reason: "must be an absolute URL, for example https://example.com",
      },
      { field: "website", reason: "must start with https:// or http://" },
      { field: "processes", reason: "must list at most 4 processes" },
    ]);
  });

  it("requires a category", () => {
    const { category: _category, ...withoutCategory } = validIntegration;
    expect(problemsOf(integrationFrontMatterSchema, withoutCategory)).toEqual([
      { field: "category", reason: "is required" },
    ]);
  });

  it("limits the summary to 160 characters", () => {
    expect(
      problemsOf(integrationFrontMatterSchema, {
        ...validIntegration,
        summary: "y".repeat(161),
      }),
    ).toEqual([
      {
        field: "summary",
        reason: "must be at most 160 characters (it has 161)",
      },
    ]);
  });
});

describe("business process front matter", () => {
  it("accepts the writers' format, including no integrations", () => {
    expect(
      checkFrontMatter(businessProcessFrontMatterSchema, validProcess).ok,
    ).toBe(true);
    expect(
      checkFrontMatter(businessProcessFrontMatterSchema, {
        ...validProcess,
        integrations: [],
      }).ok,
    ).toBe(true);
  });

  it("wants 3 to 7 steps and a known category", () => {
    expect(
      problemsOf(businessProcessFrontMatterSchema, {
        ...validProcess,
        category: "Finance & Ops",
        steps: ["Capture", "Approve"],
      }),
    ).toEqual([
      {
        field: "category",
        reason:
          "must be one of Finance, Operations, People, Compliance, Sales, Supply chain",
      },
      { field: "steps", reason: "must list at least 3 steps" },
    ]);
    expect(
      problemsOf(businessProcessFrontMatterSchema, {
        ...validProcess,
        steps: Array.from({ length: 8 }, (_, index) => `Step ${index}`),
      }),
    ).toEqual([{ field: "steps", reason: "must list at most 7 steps" }]);
  });
});

describe("case study front matter", () => {
  it("accepts the writers' format", () => {
    expect(
      checkFrontMatter(caseStudyFrontMatterSchema, validCaseStudy).ok,
    ).toBe(true);
  });

  it("wants 3 or 4 complete results and a full quote", () => {
    expect(
      problemsOf(caseStudyFrontMatterSchema, {
        ...validCaseStudy,
        results: [...validCaseStudy.results, { title: "x" }],
        quote: { text: "Great." },
        summary: "z".repeat(201),
      }),
    ).toEqual([
      {
        field: "summary",
        reason: "must be at most 200 characters (it has 201)",
      },
      { field: "results.3.detail", reason: "is required" },
      { field: "quote.attribution", reason: "is required" },
    ]);
    expect(
      problemsOf(caseStudyFrontMatterSchema, {
        ...validCaseStudy,
        results: validCaseStudy.results.slice(0, 2),
      }),
    ).toEqual([{ field: "results", reason: "must list at least 3 results" }]);
  });

  it("wants module slugs, three short figures and their status", () => {
    expect(
      problemsOf(caseStudyFrontMatterSchema, {
        ...validCaseStudy,
        modules: ["workforce", "Payroll"],
        figures: {
          status: "probably",
          items: [{ value: "A very long figure", label: "x" }],
        },
      }),
    ).toEqual([
      {
        field: "modules.1",
        reason:
          "must be a module slug in lowercase kebab-case, for example accounts-payable",
      },
      {
        field: "figures.status",
        reason: "must be one of to confirm, confirmed",
      },
      { field: "figures.items", reason: "must list exactly 3 figures" },
      {
        field: "figures.items.0.value",
        reason: "must be at most 14 characters (it has 18)",
      },
    ]);
  });
});
