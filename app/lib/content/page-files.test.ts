import { describe, expect, it } from "vitest";
import { slugOf } from "./compile";
import {
  readContentSources,
  readPageFileSources,
} from "./compile-directory.server";
import { checkPageFiles } from "./page-files";

// The site's own content/, checked as the build checks it, with one case study's modules varied.
const markdown = readContentSources("content");
const known = {
  integrations: markdown.integrations.map(({ file }) => slugOf(file)),
  businessProcesses: markdown["business-processes"].map(({ file }) =>
    slugOf(file),
  ),
  caseStudies: markdown["case-studies"].map(({ file }) => slugOf(file)),
};

describe("the YAML pages checked with the markdown", () => {
  it("finds nothing wrong in the content as it ships", () => {
    expect(checkPageFiles(readPageFileSources("content"), known)).toEqual([]);
  });

  it("names a case study whose modules are not modules of the catalogue", () => {
    expect(
      checkPageFiles(readPageFileSources("content"), {
        ...known,
        caseStudyModules: [
          {
            file: "content/case-studies/tc-boiler.md",
            modules: ["accounting", "payroll", "healthcare"],
          },
        ],
      }),
    ).toEqual([
      {
        file: "content/case-studies/tc-boiler.md",
        field: "modules",
        reason: 'no module "payroll"',
      },
      {
        file: "content/case-studies/tc-boiler.md",
        field: "modules",
        reason: 'no module "healthcare"',
      },
    ]);
  });

  it("names the home page's story modules, process and case studies that don't exist", () => {
    const sources = readPageFileSources("content");
    const pages = sources.pages.map((page) =>
      page.file.endsWith("home.yaml")
        ? {
            ...page,
            contents: page.contents
              .replace("- module: project-management", "- module: payroll")
              .replace("- module: module-training", "- module: healthcare")
              .replace("slug: invoice-approval", "slug: invoice-approvals")
              .replace("- study: kai-media", "- study: kai")
              .replace("quote: tc-boiler", "quote: tc"),
          }
        : page,
    );
    expect(checkPageFiles({ ...sources, pages }, known)).toEqual([
      {
        file: "content/pages/home.yaml",
        field: "capabilities.cards.process.slug",
        reason: 'no business process "invoice-approvals"',
      },
      {
        file: "content/pages/home.yaml",
        field: "outcomes",
        reason: 'no case study "kai"',
      },
      {
        file: "content/pages/home.yaml",
        field: "outcomes",
        reason: 'no case study "tc"',
      },
      {
        file: "content/pages/home.yaml",
        field: "story.rows",
        reason: 'no module "payroll"',
      },
      {
        file: "content/pages/home.yaml",
        field: "story.rows",
        reason: 'no module "healthcare"',
      },
    ]);
  });
});

describe("a module or industry page's layout, checked as the build checks it", () => {
  /** The shipped content with one file's text changed. */
  const withAccounting = (edit: (contents: string) => string) => {
    const sources = readPageFileSources("content");
    return {
      ...sources,
      modules: sources.modules.map((source) =>
        source.file.endsWith("accounting.yaml")
          ? { ...source, contents: edit(source.contents) }
          : source,
      ),
    };
  };

  it("names the hero layouts a page may choose", () => {
    const problems = checkPageFiles(
      withAccounting((text) =>
        text.replace("  layout: split\n", "  layout: diagonal\n"),
      ),
      known,
    );
    expect(problems).toEqual([
      {
        file: "content/modules/accounting.yaml",
        field: "hero.layout",
        reason:
          "Invalid enum value. Expected 'split' | 'centred' | 'stacked', received 'diagonal'",
      },
    ]);
  });

  it("says which section a page's order leaves out or repeats", () => {
    const problems = checkPageFiles(
      withAccounting((text) => text.replace("  - related\n", "  - problems\n")),
      known,
    );
    expect(problems).toEqual([
      {
        file: "content/modules/accounting.yaml",
        field: "sections",
        reason:
          "missing related; problems listed twice: list each of problems, features, proof, connections, faq, related once",
      },
    ]);
  });

  it("refuses a section the template does not have", () => {
    const problems = checkPageFiles(
      withAccounting((text) => text.replace("  - faq\n", "  - pricing\n")),
      known,
    );
    expect(problems).toEqual([
      {
        file: "content/modules/accounting.yaml",
        field: "sections.4",
        reason:
          "Invalid enum value. Expected 'problems' | 'features' | 'proof' | 'connections' | 'faq' | 'related', received 'pricing'",
      },
    ]);
  });

  it("requires every page to choose its hero layout", () => {
    const problems = checkPageFiles(
      withAccounting((text) => text.replace("  layout: split\n", "")),
      known,
    );
    expect(problems).toEqual([
      {
        file: "content/modules/accounting.yaml",
        field: "hero.layout",
        reason: "is required",
      },
    ]);
  });
});
