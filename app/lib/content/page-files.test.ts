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
});
