import { expect, test } from "@playwright/test";
import { gotoAndSettle } from "./support";

// One size per heading level (docs/design.md, "Type"; decision 057): page headings on one scale,
// compiled text (.prose) on its own reading scale. Measured in the browser, at both widths.

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

const SCALES = {
  1440: {
    page: { H1: "48px", H2: "36px", H3: "20px", H4: "16px" },
    prose: { H2: "24px", H3: "20px" },
  },
  390: {
    page: { H1: "36px", H2: "30px", H3: "20px", H4: "16px" },
    prose: { H2: "24px", H3: "20px" },
  },
} as const;

for (const width of [1440, 390] as const) {
  test(`every heading level has one size at ${width} px, and h1s breathe`, async ({
    page,
  }) => {
    // Eleven pages, each loaded and measured: more than the default 45 s on a busy machine.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    for (const path of PAGES) {
      await gotoAndSettle(page, path);
      const headings = await page.locator("main").evaluate((main) =>
        [...main.querySelectorAll("h1, h2, h3, h4")]
          .filter((heading) => heading.getClientRects().length > 0)
          .filter((heading) => {
            const box = heading.getBoundingClientRect();
            return box.width > 1 && box.height > 1;
          })
          .map((heading) => {
            const style = getComputedStyle(heading);
            return {
              level: heading.tagName,
              scale: heading.closest(".prose") ? "prose" : "page",
              size: style.fontSize,
              // Two decimals: 52.8 / 48 is 1.0999… in floating point.
              lineHeight:
                Math.round(
                  (parseFloat(style.lineHeight) / parseFloat(style.fontSize)) *
                    100,
                ) / 100,
              text: heading.textContent?.trim().slice(0, 40),
            };
          }),
      );
      expect(headings.length, path).toBeGreaterThan(1);
      for (const heading of headings) {
        const scale: Record<string, string> =
          SCALES[width][heading.scale as "page" | "prose"];
        expect(
          heading.size,
          `${path}: ${heading.level} "${heading.text}"`,
        ).toBe(scale[heading.level]);
        if (heading.level === "H1") {
          expect(
            heading.lineHeight,
            `${path}: h1 line-height`,
          ).toBeGreaterThanOrEqual(1.1);
        }
      }
    }
  });
}
