import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { solutionPageSchema } from "./schema";

type Page = {
  hero: { visual: { rows: Array<{ start: number; span: number }> } };
  sections: string[];
  features: {
    items: Array<{
      visual: {
        kind: string;
        people?: Array<{ cells: unknown[] }>;
      };
    }>;
  };
  connections: { integrations: string[]; processes: string[] };
};

// The construction page: a schedule in its hero, a certification roster among its features.
const construction = parse(
  readFileSync("content/industries/construction.yaml", "utf8"),
) as Page;

/** The page's problems, as the content check reports them: where, and why. */
const issuesOf = (edit: (page: Page) => void) => {
  const page = structuredClone(construction);
  edit(page);
  return solutionPageSchema
    .safeParse(page)
    .error?.issues.map(({ path, message }) => ({ path, message }));
};

describe("a module or industry page's schema", () => {
  it("accepts the page as it ships", () => {
    expect(issuesOf(() => {})).toBeUndefined();
  });

  it("names a schedule row that ends after the last period", () => {
    expect(
      issuesOf((page) => {
        // Seven periods: a row from 5.5 for 1.5 ends on the edge; one more period is too far.
        page.hero.visual.rows[3] = { ...page.hero.visual.rows[3]!, start: 5.5 };
        page.hero.visual.rows[4] = {
          ...page.hero.visual.rows[4]!,
          start: 6,
          span: 2,
        };
      }),
    ).toEqual([
      {
        path: ["hero", "visual", "rows", 4],
        message: '"Paint and finishes" ends after the last period',
      },
    ]);
  });

  it("names a roster row without a cell for each certificate", () => {
    const roster = construction.features.items.findIndex(
      (item) => item.visual.kind === "certification-roster",
    );
    expect(
      issuesOf((page) => {
        page.features.items[roster]!.visual.people![1]!.cells.pop();
      }),
    ).toEqual([
      {
        path: ["features", "items", roster, "visual", "people", 1, "cells"],
        message: "Summit Acoustics has 3 cells for 4 certificates",
      },
    ]);
  });

  it("says how many cards a grid may have", () => {
    expect(
      issuesOf((page) => {
        page.features.items.push(page.features.items[0]!);
      }),
    ).toEqual([
      {
        path: ["features", "items"],
        message: "features: 5 items; use 2, 3, 4, 6 so no card sits alone",
      },
    ]);
  });

  it("says which sections the order leaves out and which it repeats", () => {
    const order = (sections: string[]) =>
      issuesOf((page) => {
        page.sections = sections;
      })?.map(({ message }) => message);
    const once =
      ": list each of problems, features, proof, connections, faq, related once";
    expect(order(["problems", "features", "proof", "connections"])).toEqual([
      `missing faq, related${once}`,
    ]);
    expect(
      order([
        ...["problems", "features", "proof", "connections", "faq", "related"],
        ...["faq", "problems"],
      ]),
    ).toEqual([`faq, problems listed twice${once}`]);
  });

  it("names an integration or a process listed twice", () => {
    expect(
      issuesOf((page) => {
        const { integrations, processes } = page.connections;
        page.connections.integrations = [
          ...integrations.slice(0, 2),
          integrations[0]!,
        ];
        page.connections.processes = [processes[1]!, processes[1]!];
      }),
    ).toEqual([
      {
        path: ["connections", "integrations"],
        message: "procore is listed twice",
      },
      {
        path: ["connections", "processes"],
        message: "subcontractor-onboarding is listed twice",
      },
    ]);
  });
});
