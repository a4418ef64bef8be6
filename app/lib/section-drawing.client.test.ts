import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { SKIPPABLE_SECTIONS } from "./section-drawing.client";

it("app.css skips the rendering of the same sections the script draws when idle", () => {
  const stylesheet = readFileSync(
    new URL("../styles/app.css", import.meta.url),
    "utf8",
  );
  const rule =
    /html:not\(\[data-draw-all\]\)\s*:is\(([^)]*)\):not\(\[data-drawn\]\)/.exec(
      stylesheet,
    );
  expect(rule?.[1]?.replace(/\s+/g, " ").trim()).toBe(
    "main > section ~ section, .site-footer",
  );
  expect(SKIPPABLE_SECTIONS).toBe("main > section ~ section, .site-footer");
});
