import { expect, test } from "@playwright/test";
import {
  HEADING_SCALES,
  headingBreakProblems,
  headingScaleProblems,
  visibleHeadings,
} from "../quality/checks";
import { gotoAndSettle } from "../support";

// One size per heading level without JavaScript: a page of each kind at both widths. With
// JavaScript on, the quality crawl holds every page to the same scale (e2e/quality/pages.spec.ts).

const PAGES = [
  "/",
  "/integrations",
  "/integrations/slack",
  "/business-processes",
  "/business-processes/invoice-approval",
  "/case-studies/tc-boiler",
  "/customers",
  "/blog",
  "/blog/what-to-automate-first",
  "/privacy",
  "/no-such-page",
  "/RoiCalculator",
  "/ai-form",
  "/pricing",
  "/contact",
];

test("the scale is the design's: h1 48/36, h2 36/30, h3 20, h4 16; prose h2 24, h3 20; dialog titles 20", () => {
  expect(HEADING_SCALES).toEqual({
    1440: {
      page: { H1: "48px", H2: "36px", H3: "20px", H4: "16px" },
      prose: { H2: "24px", H3: "20px" },
      dialog: { H2: "20px" },
    },
    390: {
      page: { H1: "36px", H2: "30px", H3: "20px", H4: "16px" },
      prose: { H2: "24px", H3: "20px" },
      dialog: { H2: "20px" },
    },
  });
});

for (const width of [1440, 390] as const) {
  test(`every heading level has one size at ${width} px, h1s breathe, and no heading breaks at a hyphen`, async ({
    page,
  }) => {
    // Fifteen pages, each loaded and measured: more than the default 45 s on a busy machine.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    for (const path of PAGES) {
      await gotoAndSettle(page, path);
      const headings = await visibleHeadings(page);
      expect(headings.length, path).toBeGreaterThan(1);
      expect(headingScaleProblems(headings, width), path).toEqual([]);
      expect(headingBreakProblems(headings), path).toEqual([]);
    }
  });
}
