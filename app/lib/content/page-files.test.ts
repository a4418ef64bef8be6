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

describe("the catalogue and the files it names, checked together", () => {
  type Sources = ReturnType<typeof readPageFileSources>;
  /** The shipped YAML with the files of one folder changed. */
  const edited = (
    folder: "modules" | "industries" | "pages",
    edit: (files: Sources["modules"]) => Sources["modules"],
  ): Sources => {
    const sources = readPageFileSources("content");
    return { ...sources, [folder]: edit(sources[folder]) };
  };
  const editFile =
    (name: string, edit: (contents: string) => string) =>
    (files: Sources["modules"]) =>
      files.map((source) =>
        source.file.endsWith(`/${name}`)
          ? { ...source, contents: edit(source.contents) }
          : source,
      );
  const withCatalogue = (edit: (contents: string) => string): Sources => {
    const sources = readPageFileSources("content");
    const catalogue = sources.catalogue!;
    return {
      ...sources,
      catalogue: { ...catalogue, contents: edit(catalogue.contents) },
    };
  };

  it("reports a missing catalogue, and checks the other files against the markdown alone", () => {
    expect(
      checkPageFiles(
        {
          ...edited(
            "modules",
            editFile("accounting.yaml", (text) =>
              text.replace("    - xero\n", "    - sage\n"),
            ),
          ),
          catalogue: null,
        },
        {
          ...known,
          caseStudyModules: [
            { file: "content/case-studies/tc-boiler.md", modules: ["payroll"] },
          ],
        },
      ),
    ).toEqual([
      { file: "content/catalogue.yaml", field: "file", reason: "is missing" },
      {
        file: "content/modules/accounting.yaml",
        field: "connections.integrations",
        reason: 'no integration "sage"',
      },
    ]);
  });

  it("names every file by the names the sources give them", () => {
    const sources = readPageFileSources("content");
    const moved = {
      ...sources,
      catalogue: { ...sources.catalogue!, file: "site/catalogue.yaml" },
      modules: sources.modules.filter(
        (source) => !source.file.endsWith("/workforce.yaml"),
      ),
    };
    expect(checkPageFiles(moved, known)).toEqual([
      {
        file: "site/catalogue.yaml",
        field: "entries.5.slug",
        reason: "has no page file content/modules/workforce.yaml",
      },
    ]);
  });

  it("refuses a catalogue that is not YAML fields, and then checks no file against it", () => {
    expect(
      checkPageFiles(
        withCatalogue(() => "- accounting\n- payroll\n"),
        known,
      ),
    ).toEqual([
      {
        file: "content/catalogue.yaml",
        field: "file",
        reason: "must be a set of `field: value` lines",
      },
    ]);
    expect(
      checkPageFiles(
        withCatalogue(() => "entries: 12\n"),
        known,
      ),
    ).toEqual([
      {
        file: "content/catalogue.yaml",
        field: "entries",
        reason: "must be an array (it is a number)",
      },
    ]);
  });

  it("still checks the pages against a catalogue with a bad entry, skipping an entry without a slug", () => {
    expect(
      checkPageFiles(
        withCatalogue(
          (text) =>
            text.replace(
              'label: "Finance & Accounting"',
              `label: "${"F".repeat(41)}"`,
            ) +
            [
              "  - kind: module",
              '    label: "Payroll"',
              "    path: /payroll",
              "    icon: banknote",
              "    menu: modules",
              "    header: false",
              '    summary: "Pay runs."',
              `    description: "${"Pay runs checked against timesheets and certifications. ".repeat(2).trim()}"`,
              "",
            ].join("\n"),
        ),
        known,
      ),
    ).toEqual([
      {
        file: "content/catalogue.yaml",
        field: "entries.2.label",
        reason: "String must contain at most 40 character(s)",
      },
      {
        file: "content/catalogue.yaml",
        field: "entries.12.slug",
        reason: "is required",
      },
    ]);
  });

  it("names a page file the catalogue doesn't list, or lists as the other kind", () => {
    const sources = readPageFileSources("content");
    const accounting = sources.modules.find((source) =>
      source.file.endsWith("/accounting.yaml"),
    )!;
    expect(
      checkPageFiles(
        {
          ...sources,
          modules: [
            ...sources.modules,
            {
              file: "content/modules/payroll.yml",
              contents: accounting.contents,
            },
          ],
          industries: [
            ...sources.industries,
            {
              file: "content/industries/accounting.yaml",
              contents: accounting.contents,
            },
          ],
        },
        known,
      ),
    ).toEqual([
      {
        file: "content/modules/payroll.yml",
        field: "file name",
        reason: 'has no entry "payroll" in content/catalogue.yaml',
      },
      {
        file: "content/industries/accounting.yaml",
        field: "file name",
        reason:
          "is an industry page, but content/catalogue.yaml says accounting is a module",
      },
    ]);
  });

  it("names the links of a page that lead nowhere, or back to itself", () => {
    expect(
      checkPageFiles(
        edited(
          "modules",
          editFile("accounting.yaml", (text) =>
            text
              .replace("    - xero\n", "    - sage\n")
              .replace("    - month-end-close\n", "    - year-end-close\n")
              .replace("    - workforce\n", "    - accounting\n")
              .replace("    - professional-services\n", "    - payroll\n"),
          ),
        ),
        { ...known, caseStudies: ["bluestreak", "medallion", "tc-boiler"] },
      ),
    ).toEqual([
      {
        file: "content/modules/accounting.yaml",
        field: "related.slugs",
        reason: "a page doesn't link to itself",
      },
      {
        file: "content/modules/accounting.yaml",
        field: "related.slugs",
        reason: 'no catalogue entry "payroll"',
      },
      {
        file: "content/modules/accounting.yaml",
        field: "connections.integrations",
        reason: 'no integration "sage"',
      },
      {
        file: "content/modules/accounting.yaml",
        field: "connections.processes",
        reason: 'no business process "year-end-close"',
      },
      {
        file: "content/modules/accounting.yaml",
        field: "caseStudy.slug",
        reason: 'no case study "kai-media"',
      },
      {
        file: "content/modules/professional-services.yaml",
        field: "caseStudy.slug",
        reason: 'no case study "kai-media"',
      },
      {
        file: "content/pages/home.yaml",
        field: "outcomes",
        reason: 'no case study "kai-media"',
      },
    ]);
  });

  it("reports a page file that is not YAML fields and checks the rest", () => {
    expect(
      checkPageFiles(
        edited(
          "modules",
          editFile("accounting.yaml", () => "- hero\n"),
        ),
        known,
      ),
    ).toEqual([
      {
        file: "content/modules/accounting.yaml",
        field: "file",
        reason: "must be a set of `field: value` lines",
      },
    ]);
  });

  it("names the structured pages by their file names: an unknown one, a missing one", () => {
    const sources = readPageFileSources("content");
    expect(
      checkPageFiles(
        {
          ...sources,
          pages: sources.pages.map((source) =>
            source.file.endsWith("/pricing.yaml")
              ? { ...source, file: "content/pages/prices.yaml" }
              : source,
          ),
        },
        known,
      ),
    ).toEqual([
      {
        file: "content/pages/prices.yaml",
        field: "file name",
        reason:
          "must be one of home, pricing, ai-form, roi-calculator, contact, customers, site, directories.yaml",
      },
      {
        file: "content/pages/pricing.yaml",
        field: "file",
        reason: "is missing",
      },
    ]);
  });
});
