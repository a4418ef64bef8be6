import { expect, test } from "@playwright/test";
import { gotoAndSettle, SERVER_RENDERED } from "./support";

// Phones (issue 27): a short footer of <details> that open without script, and filter chips in
// one row that scrolls sideways instead of wrapping into four.

test.use({ viewport: { width: 390, height: 844 } });

test(
  "the footer is at most 900 px tall at 390 and its groups open",
  SERVER_RENDERED,
  async ({ page }) => {
    await gotoAndSettle(page, "/contact");
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    const height = (await footer.boundingBox())?.height ?? Infinity;
    expect(height).toBeLessThanOrEqual(900);
    expect(height).toBeGreaterThan(200);

    const platform = footer.locator("summary", { hasText: "Platform" });
    const pricing = footer.getByRole("link", { name: "Pricing", exact: true });
    await expect(pricing).toBeHidden();
    await platform.click();
    await expect(pricing).toBeVisible();
    await expect(footer.locator("details[open]")).toHaveCount(1);
  },
);

for (const { path, filter } of [
  { path: "/blog", filter: "Filter posts by tag" },
  { path: "/integrations", filter: "Filter integrations by category" },
]) {
  test(
    `${path}'s filter chips sit in one row that scrolls sideways at 390`,
    SERVER_RENDERED,
    async ({ page }) => {
      await gotoAndSettle(page, path);
      const chips = page
        .getByRole("navigation", { name: filter })
        .getByRole("link");
      const tops = await chips.evaluateAll((links) =>
        links.map((link) => Math.round(link.getBoundingClientRect().top)),
      );
      expect(tops.length).toBeGreaterThan(4);
      expect(new Set(tops).size).toBe(1);
      const row = page
        .getByRole("navigation", { name: filter })
        .getByRole("list");
      const { scrollWidth, clientWidth } = await row.evaluate((list) => ({
        scrollWidth: list.scrollWidth,
        clientWidth: list.clientWidth,
      }));
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      // The page itself never scrolls sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(390);
    },
  );
}
