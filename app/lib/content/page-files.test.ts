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
