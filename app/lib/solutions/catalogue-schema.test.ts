import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { catalogueSchema, type CatalogueEntry } from "./catalogue-schema";

const { entries } = parse(readFileSync("content/catalogue.yaml", "utf8")) as {
  entries: CatalogueEntry[];
};

describe("the catalogue's schema", () => {
  it("accepts the catalogue as it ships", () => {
    expect(catalogueSchema.safeParse({ entries }).success).toBe(true);
  });

  it("names each slug, label and path written twice, paths in any case", () => {
    const [training, projects] = entries as [CatalogueEntry, CatalogueEntry];
    const result = catalogueSchema.safeParse({
      entries: [
        ...entries,
        { ...training, label: "Courses", path: "/courses" },
        { ...projects, slug: "projects", path: "/Project-Management" },
      ],
    });
    expect(
      result.error?.issues.map(({ path, message }) => ({ path, message })),
    ).toEqual([
      {
        path: ["entries", 12, "slug"],
        message: "module-training is written twice",
      },
      {
        path: ["entries", 13, "label"],
        message: "Project Management is written twice",
      },
      {
        path: ["entries", 13, "path"],
        message: "/Project-Management is written twice",
      },
    ]);
  });
});
