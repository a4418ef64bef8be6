import { describe, expect, it } from "vitest";
import { moduleLink, modulePicture } from "./module-picture.server";

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
