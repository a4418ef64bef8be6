import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import {
  compileContent,
  ContentValidationError,
  withRelatedPosts,
  type ContentProblem,
  type ContentSources,
  type SourceFile,
} from "./compile";
import { CASE_STUDY_SLUGS } from "./model";

const markdown = (
  frontMatter: Record<string, unknown>,
  body = "Some text.\n",
) => `---\n${stringify(frontMatter)}---\n\n${body}`;

const post = (
  slug: string,
  fields: Record<string, unknown> = {},
  body?: string,
): SourceFile => ({
  file: `content/blog/${slug}.md`,
  contents: markdown(
    {
      title: `Post ${slug}`,
      description: `About ${slug}.`,
      date: "2025-01-01",
      author: { name: "Priya Raman", role: "Editor" },
      tags: ["automation"],
      cover: { src: `/images/blog/${slug}.svg`, alt: `Cover of ${slug}` },
      draft: false,
      ...fields,
    },
    body,
  ),
});

const integration = (slug: string, processes: string[]): SourceFile => ({
  file: `content/integrations/${slug}.md`,
  contents: markdown({
    name: slug.toUpperCase(),
    category: "Accounting",
    logo: `/images/integrations/${slug}.svg`,
    summary: `The ${slug} integration.`,
    website: `https://${slug}.example.com`,
    processes,
  }),
});

const process = (slug: string, integrations: string[]): SourceFile => ({
  file: `content/business-processes/${slug}.md`,
  contents: markdown({
    title: `Process ${slug}`,
    category: "Finance",
    summary: `The ${slug} process.`,
    steps: ["One", "Two", "Three"],
    integrations,
  }),
});

const caseStudy = (
  slug: string,
  integrations: string[] = ["ledger"],
): SourceFile => ({
  file: `content/case-studies/${slug}.md`,
  contents: markdown({
    customer: `Customer ${slug}`,
    industry: "Construction",
    summary: "A story.",
    date: "2024-06-01",
    headline: "One record",
    teamSize: "40 people",
    modules: ["accounting"],
    integrations,
    figures: {
      status: "to confirm",
      items: [
        { value: "3 days", label: "to close" },
        { value: "9 in 10", label: "invoices matched" },
        { value: "0", label: "lapses" },
      ],
    },
    results: [
      { title: "A", detail: "a" },
      { title: "B", detail: "b" },
      { title: "C", detail: "c" },
    ],
    quote: { text: "Good.", attribution: "Someone" },
  }),
});

const legalPage = (
  slug: string,
  fields: Record<string, unknown> = {},
  body = "## Who we are\n\nText.\n\n## Your *rights*\n\nMore.\n\n### A detail\n\nEven more.\n",
): SourceFile => ({
  file: `content/legal/${slug}.md`,
  contents: markdown(
    {
      title: `Page ${slug}`,
      description: `The ${slug} page.`,
      effective: "2026-11-23",
      contact: "{{email:legal}}",
      ...fields,
    },
    body,
  ),
});

function sources(overrides: Partial<ContentSources> = {}): ContentSources {
  return {
    blog: [post("first")],
    integrations: [integration("ledger", ["invoice-approval"])],
    "business-processes": [process("invoice-approval", ["ledger"])],
    "case-studies": CASE_STUDY_SLUGS.map((slug) => caseStudy(slug)),
    legal: ["privacy", "terms-of-service"].map((slug) => legalPage(slug)),
    ...overrides,
  };
}

/** The HTML of a blog post with this markdown body. */
function renderedBody(body: string): string {
  const { bodies } = compileContent(
    sources({ blog: [post("first", {}, body)] }),
  );
  return bodies.get("blog/first.html") ?? "";
}

function problemsOf(input: ContentSources, options = {}): ContentProblem[] {
  try {
    compileContent(input, options);
  } catch (error) {
    if (error instanceof ContentValidationError) return error.problems;
    throw error;
  }
  throw new Error("expected the build to fail");
}

describe("compileContent", () => {
  it("compiles every collection, slug from the file name, bodies to HTML", () => {
    const { index, bodies } = compileContent(sources());
    expect(index.blog.map((entry) => entry.slug)).toEqual(["first"]);
    expect(index.integrations[0]).toMatchObject({
      slug: "ledger",
      name: "LEDGER",
    });
    expect(index.businessProcesses[0]?.slug).toBe("invoice-approval");
    expect(index.caseStudies.map((study) => study.slug)).toEqual([
      ...CASE_STUDY_SLUGS,
    ]);
    expect(bodies.get("blog/first.html")).toBe("<p>Some text.</p>");
    expect(bodies.get("case-studies/tc-boiler.html")).toBe("<p>Some text.</p>");
  });

  it("keeps every published body under its collection's folder, and each entry's data", () => {
    const { index, bodies } = compileContent(
      sources({
        blog: [post("first", { updated: "2025-02-01" })],
        "business-processes": [
          process("invoice-approval", ["ledger"]),
          process("close", []),
        ],
      }),
    );
    expect([...bodies.keys()]).toEqual([
      "blog/first.html",
      "integrations/ledger.html",
      "business-processes/invoice-approval.html",
      "business-processes/close.html",
      "case-studies/bluestreak.html",
      "case-studies/kai-media.html",
      "case-studies/medallion.html",
      "case-studies/tc-boiler.html",
      "legal/privacy.html",
      "legal/terms-of-service.html",
    ]);
    expect(index.blog[0]?.updated).toBe("2025-02-01");
    // Processes by title: "Process close" before "Process invoice-approval".
    expect(index.businessProcesses.map((entry) => entry.slug)).toEqual([
      "close",
      "invoice-approval",
    ]);
    expect(index.caseStudies.map((study) => study.customer)).toEqual([
      "Customer bluestreak",
      "Customer kai-media",
      "Customer medallion",
      "Customer tc-boiler",
    ]);
  });

  it("orders posts of the same day by slug, whatever order the files come in", () => {
    const { index } = compileContent(
      sources({
        blog: [
          post("cycle-counts", { date: "2025-03-01" }),
          post("payroll", { date: "2025-06-01" }),
          post("approvals", { date: "2025-03-01" }),
          post("budgets", { date: "2025-03-01" }),
          post("inventory", { date: "2024-12-01" }),
        ],
      }),
    );
    expect(index.blog.map((entry) => entry.slug)).toEqual([
      "payroll",
      "approvals",
      "budgets",
      "cycle-counts",
      "inventory",
    ]);
  });

  it("keeps a body's outline without skipped levels", () => {
    const levels = (markdown: string) =>
      [...renderedBody(markdown).matchAll(/<h(\d)/g)].map((match) => match[1]);
    expect(levels("### What syncs\n\n### What Aden automates\n")).toEqual([
      "2",
      "2",
    ]);
    expect(levels("## A\n\n#### B\n\n### C\n\n## D\n")).toEqual([
      "2",
      "3",
      "3",
      "2",
    ]);
    expect(levels("# Title\n\n### Deep\n")).toEqual(["2", "3"]);
  });

  it("renders headings with anchors, safe external links, and drops raw HTML", () => {
    const html = renderedBody(
      "# Title again\n\n## Why it matters\n\nRead [the guide](https://example.com/guide) or [pricing](/pricing).\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n",
    );
    expect(html).toContain('<h2 id="title-again">');
    expect(html).not.toContain("<h1");
    expect(html).toContain(
      '<h2 id="why-it-matters">Why it matters<a class="heading-anchor" aria-label="Link to the section Why it matters" href="#why-it-matters"><span aria-hidden="true">#</span></a></h2>',
    );
    expect(html).toContain(
      '<a href="https://example.com/guide" rel="noopener noreferrer" target="_blank">the guide</a>',
    );
    expect(html).toContain('<a href="/pricing">pricing</a>');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onerror");
  });

  it("puts each table in a labelled region that a keyboard can focus and scroll", () => {
    const html = renderedBody(
      "| Signal | Example |\n|---|---|\n| Fade | 14% to 9% |\n\n| | |\n|---|---|\n| a | b |\n",
    );
    expect(html).toMatch(
      /^<div class="table-scroll" role="region" aria-label="Table: Signal, Example" tabindex="0"><table>[\s\S]*?<\/table><\/div>/,
    );
    // A table without header text is named by its place in the article.
    expect(html).toContain(
      '<div class="table-scroll" role="region" aria-label="Table: Table 2" tabindex="0"><table>',
    );
    expect(html.match(/<table>/g)).toHaveLength(2);
    expect(html.match(/class="table-scroll"/g)).toHaveLength(2);
  });

  it("keeps a column of short values as narrow as its content, and only that column", () => {
    const html = renderedBody(
      "| Day | Focus | Hours |\n|---|---|---|\n| 1 | Orientation, equipment, meet the crew | 12.5 hrs |\n| 12 | Review | 9 hrs |\n",
    );
    expect(html).toContain(
      '<tr>\n<th class="table-narrow">Day</th>\n<th>Focus</th>\n<th class="table-narrow">Hours</th>\n</tr>',
    );
    expect(html).toContain(
      '<tr>\n<td class="table-narrow">1</td>\n<td>Orientation, equipment, meet the crew</td>\n<td class="table-narrow">12.5 hrs</td>\n</tr>',
    );
    // Eight characters ("12.5 hrs") is still narrow.
    expect(html.match(/table-narrow/g)).toHaveLength(6);
  });

  it("judges a column by its values, so a long heading over short values stays narrow", () => {
    const html = renderedBody(
      "| Candidate | Rule clarity | Score |\n|---|---|---|\n| Vendor invoice intake | 4 | 320 |\n| Nine chars | 123456789 | 40 |\n",
    );
    expect(html).toContain(
      '<tr>\n<th>Candidate</th>\n<th>Rule clarity</th>\n<th class="table-narrow">Score</th>\n</tr>',
    );
    expect(html).toContain(
      '<tr>\n<td>Vendor invoice intake</td>\n<td>4</td>\n<td class="table-narrow">320</td>\n</tr>',
    );
    const headingOnly = renderedBody(
      "| Candidate | Rule clarity |\n|---|---|\n| Vendor invoice intake | 4 |\n",
    );
    expect(headingOnly).toContain('<th class="table-narrow">Rule clarity</th>');
  });

  it("names each task-list checkbox by its item's text, and keeps it disabled", () => {
    const html = renderedBody(
      "- [ ] Lock the **cut-off** date\n- [x] Chase invoices\n  - nested note\n\n1. [ ] Loose item\n\n2. [ ] Another\n",
    );
    expect(html).toContain(
      '<li class="task-list-item"><label><input type="checkbox" disabled> Lock the <strong>cut-off</strong> date</label></li>',
    );
    // The label ends where a nested list starts.
    expect(html).toMatch(
      /<label><input type="checkbox" checked disabled> Chase invoices\s*<\/label><ul>\s*<li>nested note<\/li>/,
    );
    expect(html).toContain(
      '<p><label><input type="checkbox" disabled> Loose item</label></p>',
    );
    expect(html.match(/<input /g)).toHaveLength(4);
    expect(html.match(/<label>/g)).toHaveLength(4);
  });

  it("estimates reading time from the words of the body", () => {
    const words = Array.from({ length: 900 }, () => "word").join(" ");
    const { index } = compileContent(
      sources({ blog: [post("first", {}, words)] }),
    );
    expect(index.blog[0]?.readingMinutes).toBe(4);
  });

  it("sorts posts newest first and leaves drafts out of the index and the bodies", () => {
    const { index, bodies } = compileContent(
      sources({
        blog: [
          post("old", { date: "2024-01-01" }),
          post("new", { date: "2025-06-01" }),
          post("secret", { date: "2025-07-01", draft: true }),
        ],
      }),
    );
    expect(index.blog.map((entry) => entry.slug)).toEqual(["new", "old"]);
    expect(bodies.has("blog/secret.html")).toBe(false);
  });

  it("still validates drafts", () => {
    expect(
      problemsOf(
        sources({ blog: [post("secret", { draft: true, title: 3 })] }),
      ),
    ).toEqual([
      {
        file: "content/blog/secret.md",
        field: "title",
        reason: "must be a string (it is a number)",
      },
    ]);
  });

  it("fails with the file, the field and the reason, for every problem at once", () => {
    const error = (() => {
      try {
        compileContent(
          sources({
            blog: [
              post("first", { description: "d".repeat(200) }),
              post("second", { tags: "automation" }),
            ],
          }),
        );
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ContentValidationError);
    expect((error as Error).message).toBe(
      [
        "The content has 2 problems:",
        "  - content/blog/first.md: description: must be at most 180 characters (it has 200)",
        "  - content/blog/second.md: tags: must be an array (it is a string)",
      ].join("\n"),
    );
  });

  it('says "1 problem" when there is one', () => {
    let thrown: unknown;
    try {
      compileContent(sources({ blog: [post("first", { title: "" })] }));
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Error).name).toBe("ContentValidationError");
    expect((thrown as Error).message).toBe(
      "The content has 1 problem:\n  - content/blog/first.md: title: must not be empty",
    );
  });

  it("refuses a file without front matter, with broken YAML, or with no body", () => {
    expect(
      problemsOf(
        sources({
          blog: [
            { file: "content/blog/bare.md", contents: "Just text." },
            {
              file: "content/blog/broken.md",
              contents: "---\ntitle: [unclosed\n---\nText",
            },
            post("empty", {}, "\n"),
          ],
        }),
      ),
    ).toEqual([
      {
        file: "content/blog/bare.md",
        field: "front matter",
        reason:
          "is missing: the file must start with a block of YAML fields between two --- lines",
      },
      {
        file: "content/blog/broken.md",
        field: "front matter",
        reason: expect.stringMatching(/^is not valid YAML \(/),
      },
      {
        file: "content/blog/empty.md",
        field: "body",
        reason: "is empty: write the page's text below the front matter",
      },
    ]);
  });

  it("refuses a file name that is not a slug, and a cover not named after the post", () => {
    expect(
      problemsOf(
        sources({
          blog: [
            { ...post("first"), file: "content/blog/My Post.md" },
            post("second", {
              cover: { src: "/images/blog/other.svg", alt: "x" },
            }),
          ],
        }),
      ),
    ).toEqual([
      {
        file: "content/blog/My Post.md",
        field: "file name",
        reason:
          "must be a lowercase kebab-case slug followed by .md (the slug is the page's URL)",
      },
      {
        file: "content/blog/second.md",
        field: "cover.src",
        reason:
          "must be /images/blog/second.svg (the cover is named after the post)",
      },
    ]);
  });

  it("checks that covers and logos exist when told how", () => {
    const present = new Set(["/images/blog/first.svg"]);
    expect(
      problemsOf(sources({ blog: [post("first"), post("second")] }), {
        assetExists: (path: string) => present.has(path),
      }),
    ).toEqual([
      {
        file: "content/blog/second.md",
        field: "cover.src",
        reason: "points to /images/blog/second.svg, which is not in public/",
      },
      {
        file: "content/integrations/ledger.md",
        field: "logo",
        reason:
          "points to /images/integrations/ledger.svg, which is not in public/",
      },
    ]);
  });

  it("fails when a required case study is missing, naming the file to write", () => {
    expect(
      problemsOf(
        sources({
          "case-studies": CASE_STUDY_SLUGS.filter(
            (slug) => slug !== "medallion",
          ).map((slug) => caseStudy(slug)),
        }),
      ),
    ).toEqual([
      {
        file: "content/case-studies/medallion.md",
        field: "file",
        reason:
          "is missing: the page /case-studies/medallion needs it (behaviour §2)",
      },
    ]);
    expect(
      problemsOf(sources({ "case-studies": [] }), {
        contentRoot: "bench/.tmp/content",
      }),
    ).toHaveLength(4);
    expect(
      problemsOf(sources({ "case-studies": [] }), {
        contentRoot: "bench/.tmp/content",
      })[0]?.file,
    ).toBe("bench/.tmp/content/case-studies/bluestreak.md");
  });

  it("refuses a case study that lists an integration with no file", () => {
    expect(
      problemsOf(
        sources({
          "case-studies": CASE_STUDY_SLUGS.map((slug) =>
            caseStudy(
              slug,
              slug === "medallion" ? ["ledger", "fax"] : ["ledger"],
            ),
          ),
        }),
      ),
    ).toEqual([
      {
        file: "content/case-studies/medallion.md",
        field: "integrations",
        reason:
          'lists "fax", which is not an integration (there is no integrations/fax.md)',
      },
    ]);
  });

  it("refuses a case study the spec has no page for", () => {
    expect(
      problemsOf(
        sources({
          "case-studies": [
            ...CASE_STUDY_SLUGS.map((slug) => caseStudy(slug)),
            caseStudy("acme"),
          ],
        }),
      ),
    ).toEqual([
      {
        file: "content/case-studies/acme.md",
        field: "file name",
        reason:
          "must be one of bluestreak, kai-media, medallion, tc-boiler (behaviour §2 has exactly these case-study pages)",
      },
    ]);
  });

  it("compiles the legal pages with their effective date and their ## sections for the table of contents", () => {
    const { index, bodies } = compileContent(sources());
    expect(index.legal).toEqual([
      {
        slug: "privacy",
        title: "Page privacy",
        description: "The privacy page.",
        effective: "2026-11-23",
        contact: "legal@adenhq.com",
        sections: [
          { id: "who-we-are", title: "Who we are" },
          { id: "your-rights", title: "Your rights" },
        ],
      },
      expect.objectContaining({ slug: "terms-of-service" }),
    ]);
    const html = bodies.get("legal/privacy.html") ?? "";
    for (const id of ["who-we-are", "your-rights"]) {
      expect(html).toContain(`<h2 id="${id}">`);
    }
  });

  it("requires both legal pages, refuses any other, and checks their fields and sections", () => {
    expect(
      problemsOf(
        sources({
          legal: [
            legalPage("privacy", { effective: "2026-02-30", owner: "x" }),
            legalPage("cookies"),
          ],
        }),
      ),
    ).toEqual([
      {
        file: "content/legal/privacy.md",
        field: "effective",
        reason: "is not a real calendar date",
      },
      {
        file: "content/legal/privacy.md",
        field: "owner",
        reason: "is not a known field",
      },
      {
        file: "content/legal/cookies.md",
        field: "file name",
        reason:
          "must be one of privacy, terms-of-service (behaviour §2 has exactly these legal pages)",
      },
      {
        file: "content/legal/terms-of-service.md",
        field: "file",
        reason:
          "is missing: the page /terms-of-service needs it (behaviour §2)",
      },
    ]);
    expect(
      problemsOf(
        sources({
          legal: [
            legalPage("privacy", {}, "Only a paragraph.\n"),
            legalPage("terms-of-service"),
          ],
        }),
      ),
    ).toEqual([
      {
        file: "content/legal/privacy.md",
        field: "body",
        reason:
          "has no `##` section headings: the page's table of contents lists them",
      },
    ]);
  });
});

describe("integration ↔ process pairs", () => {
  it("accepts pairs declared on both sides", () => {
    const { index } = compileContent(
      sources({
        integrations: [
          integration("ledger", ["invoice-approval", "close"]),
          integration("chat", ["close"]),
        ],
        "business-processes": [
          process("invoice-approval", ["ledger"]),
          process("close", ["chat", "ledger"]),
        ],
      }),
    );
    expect(
      index.integrations.map((entry) => [entry.slug, entry.processes]),
    ).toEqual([
      ["chat", ["close"]],
      ["ledger", ["invoice-approval", "close"]],
    ]);
  });

  it("fails on a pair declared by one side only, on the file that declares it", () => {
    expect(
      problemsOf(
        sources({
          integrations: [
            integration("ledger", ["invoice-approval"]),
            integration("chat", ["invoice-approval"]),
          ],
          "business-processes": [process("invoice-approval", ["ledger"])],
        }),
      ),
    ).toEqual([
      {
        file: "content/integrations/chat.md",
        field: "processes",
        reason:
          'lists "invoice-approval", but content/business-processes/invoice-approval.md does not list "chat" in integrations',
      },
    ]);
  });

  it("names the integration's missing back-reference when a process declares the pair alone", () => {
    expect(
      problemsOf(
        sources({
          "business-processes": [
            process("invoice-approval", ["ledger"]),
            process("close", ["ledger"]),
          ],
        }),
      ),
    ).toEqual([
      {
        file: "content/business-processes/close.md",
        field: "integrations",
        reason:
          'lists "ledger", but content/integrations/ledger.md does not list "close" in processes',
      },
    ]);
  });

  it("fails on a slug that names nothing, on either side", () => {
    expect(
      problemsOf(
        sources({
          integrations: [
            integration("ledger", ["invoice-approval", "payroll"]),
          ],
          "business-processes": [
            process("invoice-approval", ["ledger", "crm"]),
          ],
        }),
      ),
    ).toEqual([
      {
        file: "content/integrations/ledger.md",
        field: "processes",
        reason:
          'lists "payroll", which is not a business process (there is no business-processes/payroll.md)',
      },
      {
        file: "content/business-processes/invoice-approval.md",
        field: "integrations",
        reason:
          'lists "crm", which is not an integration (there is no integrations/crm.md)',
      },
    ]);
  });
});

describe("withRelatedPosts", () => {
  const entry = (slug: string, tags: string[]) => ({
    slug,
    title: slug,
    description: slug,
    date: "2025-01-01",
    updated: null,
    author: { name: "A", role: "B" },
    tags,
    cover: { src: `/images/blog/${slug}.svg`, alt: slug },
    readingMinutes: 1,
  });

  it("picks the posts sharing the most tags, newest first among equals, never the post itself", () => {
    const posts = withRelatedPosts([
      entry("a", ["ai", "finance", "construction"]),
      entry("b", ["ai"]),
      entry("c", ["ai", "finance"]),
      entry("d", ["finance", "construction", "ai"]),
      entry("e", ["ai"]),
      entry("f", ["people"]),
    ]);
    expect(posts[0]?.related).toEqual(["d", "c", "b"]);
    expect(posts[5]?.related).toEqual([]);
  });

  it("ranks by shared tags first, then newest, keeping three, whatever order the tags come in", () => {
    const posts = withRelatedPosts([
      entry("newest", ["hr"]),
      entry("newer", ["ops"]),
      entry("new", ["finance"]),
      entry("old", ["ai", "people"]),
      entry("oldest", ["people"]),
      entry("post", ["ai", "people", "finance", "ops", "hr"]),
    ]);
    // "old" shares two tags, the others one each: newest first, and "new" and "oldest" left out.
    expect(posts[5]?.related).toEqual(["old", "newest", "newer"]);
  });
});

describe("the company's addresses (issue 25)", () => {
  it("fills in {{email:…}} placeholders from the configuration, front matter and text alike", () => {
    const { index, bodies } = compileContent(
      sources({
        legal: [
          legalPage(
            "privacy",
            { contact: "{{email:privacy}}" },
            "## Contact us\n\nEmail [{{email:privacy}}](mailto:{{ email:privacy }}).\n",
          ),
          legalPage("terms-of-service"),
        ],
      }),
    );
    expect(index.legal.map((page) => page.contact)).toEqual([
      "privacy@adenhq.com",
      "legal@adenhq.com",
    ]);
    expect(bodies.get("legal/privacy.html")).toContain(
      '<a href="mailto:privacy@adenhq.com">privacy@adenhq.com</a>',
    );
  });

  it("fails the build on a placeholder it doesn't know, and leaves a template's {{name}} alone", () => {
    expect(
      problemsOf(
        sources({
          blog: [
            post("first", {}, "Write to {{email:sales}} or {{mail:legal}}.\n"),
          ],
        }),
      ),
    ).toEqual([
      {
        file: "content/blog/first.md",
        field: "placeholder",
        reason:
          "{{email:sales}} is not one we know: use {{email:hello}}, {{email:privacy}}, {{email:legal}} (app/config/site.ts)",
      },
      {
        file: "content/blog/first.md",
        field: "placeholder",
        reason:
          "{{mail:legal}} is not one we know: use {{email:hello}}, {{email:privacy}}, {{email:legal}} (app/config/site.ts)",
      },
    ]);
    expect(renderedBody("A template says `Hello {{name}}`.\n")).toContain(
      "<code>Hello {{name}}</code>",
    );
  });

  it("refuses a legal page that gives an address on another domain", () => {
    expect(
      problemsOf(
        sources({
          legal: [
            legalPage("privacy", { contact: "privacy@aden.dev" }),
            legalPage(
              "terms-of-service",
              {},
              "## Contact\n\nEmail legal@aden.dev, counsel@law.example or {{email:legal}}.\n",
            ),
          ],
        }),
      ),
    ).toEqual([
      {
        file: "content/legal/privacy.md",
        field: "contact",
        reason:
          "must be on the company's mail domain, adenhq.com: write {{email:privacy}} or {{email:legal}}",
      },
      {
        file: "content/legal/terms-of-service.md",
        field: "body",
        reason:
          "gives legal@aden.dev, counsel@law.example: the company's addresses are on adenhq.com, written as {{email:hello}}, {{email:privacy}}, {{email:legal}}",
      },
    ]);
  });

  it("leaves the addresses a post quotes alone: only legal pages speak for the company", () => {
    expect(
      renderedBody("Their clerk, ap@supplier.example, sends the invoices.\n"),
    ).toBe(
      '<p>Their clerk, <a href="mailto:ap@supplier.example">ap@supplier.example</a>, sends the invoices.</p>',
    );
  });
});
