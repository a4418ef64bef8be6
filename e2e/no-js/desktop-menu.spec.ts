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
