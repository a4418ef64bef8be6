import { expect, test } from "@playwright/test";
import { gotoAndSettle } from "./support";

// /ai-form (Intelligent Data Onboarding): a light hero without the white header flag, the
// product shown, how it works, where teams use it, and a closing call to action.

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
