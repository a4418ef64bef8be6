import { expect, test } from "@playwright/test";
import { gotoAndSettle, SERVER_RENDERED } from "./support";

// /ai-form (Intelligent Data Onboarding): a dark hero like every product page's, under a solid
// header (no white header flag, decision 060), the product shown, how it works, a customer's
// words, where teams use it, and a closing call to action.

test("the AI form page shows the product, the steps, the uses and a next step", async ({
  page,
}) => {
  const response = await gotoAndSettle(page, "/ai-form");
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Turn any form or document into clean, structured data",
    }),
  ).toBeVisible();
  await expect(
    page.getByRole("img", {
      name: /^Aden reading a scanned subcontractor form/,
    }),
  ).toBeVisible();
  await expect(
    page
      .getByRole("region", {
        name: "From a stack of paper to approved records",
      })
      .getByRole("listitem"),
  ).toHaveCount(4);
  await expect(
    page
      .getByRole("region", {
        name: "Built for the paperwork that slows operations down",
      })
      .getByRole("heading", { level: 3 }),
  ).toHaveCount(6);
  const cta = page.getByRole("region", {
    name: "Send Aden your messiest form",
  });
  await expect(cta.getByRole("link", { name: "Start for free" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/ai-form$/,
  );
  // behaviour §2: no white header flag on this route, so the header is solid from the top.
  await expect(page.getByRole("banner")).not.toHaveAttribute(
    "data-tone",
    "light",
  );
});

test("the AI form page's hero is dark under the solid header, and a customer quote follows the steps", async ({
  page,
}) => {
  await gotoAndSettle(page, "/ai-form");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveCSS("color", "rgb(255, 255, 255)");
  const heroBackground = await heading.evaluate(
    (element) => getComputedStyle(element.closest("section")!).backgroundColor,
  );
  expect(heroBackground).toBe("rgb(11, 14, 31)");
  // The hero starts below the header, not under it.
  const [header, hero] = await Promise.all([
    page.getByRole("banner").boundingBox(),
    heading.evaluate((element) =>
      element.closest("section")!.getBoundingClientRect().toJSON(),
    ),
  ]);
  expect(hero.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  await expect(
    page.getByRole("link", { name: "Talk to sales" }).first(),
  ).toBeVisible();

  const quote = page
    .getByRole("region", { name: "From a stack of paper to approved records" })
    .getByRole("figure");
  await expect(quote.locator("blockquote")).toContainText(
    "the packet is a vendor record before lunch",
  );
  await expect(quote).toContainText(
    "Compliance coordinator, regional general contractor, 180 employees",
  );
});

for (const width of [1440, 390]) {
  test(
    `at ${width} px the extraction picture shows every value it read whole`,
    SERVER_RENDERED,
    async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoAndSettle(page, "/ai-form");
      const picture = page.getByRole("img", {
        name: /^Aden reading a scanned subcontractor form/,
      });
      await picture.scrollIntoViewIfNeeded();
      const values = picture.locator("dd:not([class*='rounded-full'])");
      await expect(values).toHaveText([
        "Northgate Mechanical LLC",
        "84-2291730",
        "HVAC · Division 23",
        "03/31/2027",
        "PO Box 1188, Dayton OH",
      ]);
      // Cut short with "…" before (three of five at 1440): nothing wider than its box now.
      const cut = await values.evaluateAll((cells) =>
        cells
          .filter((cell) => cell.scrollWidth > cell.clientWidth)
          .map((cell) => cell.textContent),
      );
      expect(cut).toEqual([]);
    },
  );
}
