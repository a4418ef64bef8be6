import { expect, test, type Page } from "@playwright/test";

test.use({ viewport: { width: 390, height: 844 } });

const mobileNav = (page: Page) =>
  page.getByRole("navigation", { name: "Mobile" });

async function openMenu(page: Page) {
  await page
    .getByRole("banner")
    .locator("summary", { hasText: "Menu" })
    .click();
  await expect(mobileNav(page)).toBeVisible();
}

test("the burger menu opens without script and keeps one group expanded at a time", async ({
  page,
}) => {
  await page.goto("/");
  await expect(mobileNav(page)).toBeHidden();
  await openMenu(page);

  const modules = mobileNav(page).locator("details", { hasText: "Modules" });
  const resources = mobileNav(page).locator("details", {
    hasText: "Resources",
  });
  await modules.locator("summary").click();
  await expect(
    mobileNav(page).getByRole("link", { name: "Project Management" }),
  ).toBeVisible();

  await resources.locator("summary").click();
  await expect(
    mobileNav(page).getByRole("link", { name: "Blog" }),
  ).toBeVisible();
  await expect(
    mobileNav(page).getByRole("link", { name: "Project Management" }),
  ).toBeHidden();
  await expect(modules).not.toHaveAttribute("open");

  for (const action of ["Free Sign Up", "Book a demo", "Sign In"]) {
    await expect(
      mobileNav(page).getByRole("link", { name: action }),
    ).toBeVisible();
  }
});

const groupLinks: Record<string, string[]> = {
  Modules: [
    "/module-training",
    "/project-management",
    "/accounting",
    "/inventory-management",
  ],
  Customer: [
    "/contracting",
    "/customer/construction",
    "/customer/manufacturing",
    "/customer/healthcare",
    "/customer/government",
  ],
  Resources: [
    "/blog",
    "/case-studies/tc-boiler",
    "/integrations",
    "/business-processes",
    "/ai-form",
  ],
};

test("every internal link of the burger menu navigates to its page", async ({
  page,
}) => {
  // Sixteen page loads, each link followed from the page the previous one opened (the menu is
  // the same on every page): a long test by nature.
  test.slow();
  await page.goto("/");
  for (const [group, paths] of Object.entries(groupLinks)) {
    for (const path of paths) {
      await openMenu(page);
      await mobileNav(page)
        .locator("details", { hasText: group })
        .locator("summary")
        .click();
      await mobileNav(page).locator(`a[href="${path}"]`).click();
      await expect(page).toHaveURL(path);
    }
  }
  await openMenu(page);
  await mobileNav(page).getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL("/pricing");
});

test("without script a burger menu group shows its icons and featured card, which navigates", async ({
  page,
}) => {
  await page.goto("/");
  await openMenu(page);
  await mobileNav(page)
    .locator("details", { hasText: "Modules" })
    .locator("summary")
    .click();
  const group = mobileNav(page).locator("details[open]");
  const entries = group.locator("a:not([data-menu-feature])");
  await expect(entries).toHaveCount(4);
  await expect(entries.locator("svg")).toHaveCount(4);
  const featured = group.locator("[data-menu-feature]");
  await expect(featured).toBeVisible();
  await expect(featured).toContainText("ROI calculator");
  await featured.click();
  await expect(page).toHaveURL("/RoiCalculator");
});

test("the burger menu's actions lead to sign-up, the contact form and sign-in", async ({
  page,
}) => {
  const actions: Array<[string, string]> = [
    ["Free Sign Up", "/?auth=signup"],
    ["Book a demo", "/?contact=1"],
    ["Sign In", "/?auth=login"],
  ];
  for (const [label, href] of actions) {
    await page.goto("/");
    await openMenu(page);
    await mobileNav(page).getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(href);
  }
});

test("external links in the burger menu open in a new tab", async ({
  page,
}) => {
  await page.goto("/");
  await openMenu(page);
  await mobileNav(page)
    .locator("details", { hasText: "Resources" })
    .locator("summary")
    .click();
  const external = mobileNav(page).getByRole("link", {
    name: /opens in a new tab/,
  });
  await expect(external).toHaveCount(5);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});
