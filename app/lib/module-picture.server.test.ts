import { describe, expect, it } from "vitest";
import {
  moduleLink,
  modulePicture,
  storyPicture,
} from "./module-picture.server";

/** A case study's modules: their names, pages and product pictures. */

describe("moduleLink", () => {
  it("names a module and its page", () => {
    expect(moduleLink("accounting")).toEqual({
      slug: "accounting",
      label: "Finance & Accounting",
      path: "/accounting",
    });
  });

  it("refuses a slug that is not a module's, an industry's included", () => {
    expect(() => moduleLink("no-such-module")).toThrow(
      'No module page for "no-such-module"',
    );
    expect(() => moduleLink("construction")).toThrow(
      'No module page for "construction"',
    );
  });
});

describe("modulePicture", () => {
  it("is the module page's own hero picture, with the module's name and page", () => {
    expect(modulePicture("module-training")).toEqual({
      slug: "module-training",
      label: "Training & Certification",
      path: "/module-training",
      visual: expect.objectContaining({
        kind: "certification-roster",
        title: "Training · Certification register",
      }),
    });
  });
});

describe("storyPicture", () => {
  it("is the industry page's hero picture when the site has a page for the customer's industry", () => {
    expect(
      storyPicture({
        industry: "Healthcare",
        modules: ["inventory-management", "accounting"],
      }),
    ).toEqual({
      slug: "healthcare",
      label: "Healthcare",
      path: "/customer/healthcare",
      visual: expect.objectContaining({
        kind: "stock-table",
        title: "Supplies · PAR levels",
      }),
      from: "industry",
    });
    expect(
      storyPicture({ industry: "manufacturing", modules: [] })?.visual,
    ).toMatchObject({ title: "Operations · Plant 2" });
  });

  it("is the first module's picture for an industry without a page, and none without modules", () => {
    expect(
      storyPicture({
        industry: "Professional services",
        modules: ["module-training", "accounting"],
      }),
    ).toEqual({
      slug: "module-training",
      label: "Training & Certification",
      path: "/module-training",
      visual: expect.objectContaining({
        title: "Training · Certification register",
      }),
      from: "module",
    });
    expect(storyPicture({ industry: "Retail", modules: [] })).toBeNull();
  });
});
