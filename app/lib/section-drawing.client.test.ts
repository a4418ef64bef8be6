// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, expect, it, vi } from "vitest";
import {
  drawSkippedSectionsWhenIdle,
  SKIPPABLE_SECTIONS,
} from "./section-drawing.client";
import { idleMoments } from "../../tests/idle-moments";

it("app.css skips the rendering of the same sections the script draws when idle", () => {
  // A path, not a URL: this file's DOM (happy-dom) has its own URL class, which fs refuses.
  const stylesheet = readFileSync(
    path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      "../styles/app.css",
    ),
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

const drawn = () =>
  [...document.querySelectorAll("[data-drawn]")].map((element) => element.id);

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
  delete document.documentElement.dataset.drawAll;
});

it("draws the skipped sections one per idle moment, then every section from then on", () => {
  document.body.innerHTML = `<main><section id="hero"></section><section id="features"></section><section id="pricing"></section></main><footer id="footer" class="site-footer"></footer>`;
  const moments = idleMoments();
  drawSkippedSectionsWhenIdle();
  expect(drawn()).toEqual([]);

  moments.runNext();
  expect(drawn()).toEqual(["features"]);
  moments.runNext();
  expect(drawn()).toEqual(["features", "pricing"]);
  moments.runNext();
  expect(drawn()).toEqual(["features", "pricing", "footer"]);
  expect(document.documentElement.dataset.drawAll).toBeUndefined();

  moments.runNext();
  expect(document.documentElement.getAttribute("data-draw-all")).toBe("");
  expect(document.querySelector("#features")?.getAttribute("data-drawn")).toBe(
    "",
  );
  expect(moments.pending).toBe(0);
});

it("stops drawing when cancelled (the page is left)", () => {
  document.body.innerHTML = `<main><section id="hero"></section><section id="features"></section><section id="pricing"></section></main>`;
  const moments = idleMoments();
  const cancel = drawSkippedSectionsWhenIdle();
  moments.runNext();
  cancel();
  expect(moments.pending).toBe(0);
  expect(drawn()).toEqual(["features"]);
});
