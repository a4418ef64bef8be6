import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, gotoAndSettle } from "../support";

// axe runs inside the page, so this lives with the JavaScript-on tests. The pages themselves are
// in the quality crawl (e2e/quality/pages.spec.ts); here, the customers list filtered.
const pages = ["/customers?industry=professional-services"];

for (const width of [1440, 390]) {
  for (const path of pages) {
    test(`axe finds no violation on ${path} at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoAndSettle(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  }
}

test("at 1440 the table of contents marks the section being read as the page scrolls", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoAndSettle(page, "/privacy");
  const links = page
    .getByRole("navigation", { name: "On this page" })
    .getByRole("link");
  const current = links.and(page.locator('[aria-current="location"]'));
  // At the top, the first section is the one about to be read.
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText((await links.first().textContent()) ?? "");
  const third = links.nth(2);
  await third.click();
  await expect(third).toHaveAttribute("aria-current", "location");
  await expect(current).toHaveCount(1);
  await page.evaluate(() =>
    window.scrollTo(0, document.documentElement.scrollHeight),
  );
  await expect(links.last()).toHaveAttribute("aria-current", "location");
  await expect(current).toHaveCount(1);
});
