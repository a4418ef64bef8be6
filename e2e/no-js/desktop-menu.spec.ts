import { expect, test, type Page } from "@playwright/test";

test.use({ viewport: { width: 1440, height: 900 } });

const main = (page: Page) => page.getByRole("navigation", { name: "Main" });

test("without script a desktop menu opens on hover and on focus", async ({
  page,
}) => {
  await page.goto("/");
  const blog = main(page).getByRole("link", { name: /^Blog/ });
  await expect(blog).toBeHidden();

  await main(page).getByRole("button", { name: "Resources" }).hover();
  await expect(blog).toBeVisible();
  await expect(blog).toHaveAttribute("href", "/blog");
  await expect(
    main(page).getByRole("link", { name: /^Careers.*\(opens in a new tab\)$/ }),
  ).toHaveAttribute("target", "_blank");

  await page.mouse.move(5, 600);
  await expect(blog).toBeHidden();

  // From the keyboard: the trigger's focus shows its links, and Tab walks into them.
  const modules = main(page).getByRole("button", { name: "Modules" });
  await modules.focus();
  const training = main(page).getByRole("link", {
    name: /^Training & Certification/,
  });
  await expect(training).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(training).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/module-training");
});

test("without script each menu shows its icons and featured card, which navigates", async ({
  page,
}) => {
  await page.goto("/");
  await main(page).getByRole("button", { name: "Customer" }).hover();
  const panel = main(page).locator(".nav-group", {
    has: page.getByRole("button", { name: "Customer" }),
  });
  const entries = panel.getByRole("list").getByRole("link");
  await expect(entries).toHaveCount(5);
  // Drawn by the server: no script is needed for the icons.
  await expect(entries.locator("svg")).toHaveCount(5);
  const featured = panel.locator("[data-menu-feature]");
  await expect(featured).toBeVisible();
  await expect(featured).toContainText("Case study · Manufacturing");
  await featured.click();
  await expect(page).toHaveURL("/case-studies/bluestreak");
});
