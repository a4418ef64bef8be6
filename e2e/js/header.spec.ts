import { expect, test, type Page } from "@playwright/test";
import { gotoAndSettle } from "../support";

const main = (page: Page) => page.getByRole("navigation", { name: "Main" });

const startsWith = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

const expectedGroups: Record<string, Array<[string, string]>> = {
  Modules: [
    ["Training & Certification", "/module-training"],
    ["Project Management", "/project-management"],
    ["Finance & Accounting", "/accounting"],
    ["Inventory Management", "/inventory-management"],
  ],
  Customer: [
    ["Contracting", "/contracting"],
    ["Construction", "/customer/construction"],
    ["Manufacturing", "/customer/manufacturing"],
    ["Healthcare", "/customer/healthcare"],
    ["Government", "/customer/government"],
  ],
  Resources: [
    ["Blog", "/blog"],
    ["Case Studies", "/case-studies/tc-boiler"],
    ["Integrations", "/integrations"],
    ["Business Processes", "/business-processes"],
    ["Intelligent Data Onboarding", "/ai-form"],
  ],
};

const externalResources = [
  "Developer Tools",
  "Documentation",
  "Security",
  "Low-code Platform",
  "Careers",
];

test("every header group links where the spec says", async ({ page }) => {
  await gotoAndSettle(page, "/");
  for (const [group, links] of Object.entries(expectedGroups)) {
    await main(page).getByRole("button", { name: group }).hover();
    for (const [label, href] of links) {
      // A menu link's name is its label followed by its description.
      await expect(
        main(page).getByRole("link", { name: startsWith(label) }),
      ).toHaveAttribute("href", href);
    }
  }
  await expect(
    main(page).getByRole("link", { name: "Pricing" }),
  ).toHaveAttribute("href", "/pricing");
});

test("external resources open in a new tab, safely, and say so", async ({
  page,
}) => {
  await gotoAndSettle(page, "/");
  await main(page).getByRole("button", { name: "Resources" }).hover();
  for (const label of externalResources) {
    const link = main(page).getByRole("link", { name: startsWith(label) });
    await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("href", /^https:\/\//);
  }
});

test("the header buttons lead to the URLs that open their dialogs", async ({
  page,
}) => {
  await gotoAndSettle(page, "/");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Sign In" })).toHaveAttribute(
    "href",
    "/?auth=login",
  );
  await expect(
    banner.getByRole("link", { name: "Start for free" }),
  ).toHaveAttribute("href", "/?auth=signup");
  // No BOOKING_URL in the test server: "Book a demo" goes to the contact form.
  await expect(
    banner.getByRole("link", { name: "Book a demo" }),
  ).toHaveAttribute("href", "/?contact=1");
});

test("on /ai-form the sign-in actions carry the AI-form relation", async ({
  page,
}) => {
  await gotoAndSettle(page, "/ai-form");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Sign In" })).toHaveAttribute(
    "href",
    "/ai-form?auth=login&rel=aden-aiform",
  );
  await expect(
    banner.getByRole("link", { name: "Start for free" }),
  ).toHaveAttribute("href", "/ai-form?auth=signup&rel=aden-aiform");
});

test("the white header is transparent at the top and opaque from 72px of scroll", async ({
  page,
}) => {
  await gotoAndSettle(page, "/");
  const header = page.getByRole("banner");
  const pricing = main(page).getByRole("link", { name: "Pricing" });
  await expect(header).toHaveCSS("background-color", "rgba(255, 255, 255, 0)");
  await expect(pricing).toHaveCSS("color", "rgb(255, 255, 255)");

  await page.evaluate(() => window.scrollTo(0, 36));
  await expect(header).toHaveCSS(
    "background-color",
    "rgba(255, 255, 255, 0.5)",
  );
  await expect(pricing).toHaveCSS("color", "rgb(255, 255, 255)");

  // From 80% opacity on, the text is no longer white.
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect(pricing).not.toHaveCSS("color", "rgb(255, 255, 255)");

  await page.evaluate(() => window.scrollTo(0, 72));
  await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveCSS("background-color", "rgba(255, 255, 255, 0)");
});

test("the /ai-form header is solid from the start", async ({ page }) => {
  await gotoAndSettle(page, "/ai-form");
  await expect(page.getByRole("banner")).toHaveCSS(
    "background-color",
    "rgb(255, 255, 255)",
  );
  await expect(main(page).getByRole("link", { name: "Pricing" })).not.toHaveCSS(
    "color",
    "rgb(255, 255, 255)",
  );
});

test("menus with more than 5 entries use two columns, the others one", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoAndSettle(page, "/");
  const widths: Record<string, number> = {
    Modules: 500,
    Customer: 500,
    Resources: 1000,
  };
  for (const [group, width] of Object.entries(widths)) {
    const trigger = main(page).getByRole("button", { name: group });
    await trigger.hover();
    const panel = page.locator(
      `#${await trigger.getAttribute("aria-controls")}`.replaceAll(":", "\\:"),
    );
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())?.width).toBe(width);
    const columns = await panel
      .getByRole("list")
      .evaluate(
        (list) => getComputedStyle(list).gridTemplateColumns.split(" ").length,
      );
    expect(columns).toBe(group === "Resources" ? 2 : 1);
  }
  await page.setViewportSize({ width: 1100, height: 900 });
  const resources = main(page).getByRole("button", { name: "Resources" });
  await resources.hover();
  const panel = page.locator(
    `#${await resources.getAttribute("aria-controls")}`.replaceAll(":", "\\:"),
  );
  await expect(panel).toBeVisible();
  expect((await panel.boundingBox())?.width).toBe(900);
});

test("menus work from the keyboard", async ({ page }) => {
  await gotoAndSettle(page, "/");
  const trigger = main(page).getByRole("button", { name: "Modules" });
  await trigger.focus();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");

  await page.keyboard.press("ArrowDown");
  await expect(
    main(page).getByRole("link", { name: /^Training & Certification/ }),
  ).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(
    main(page).getByRole("link", { name: /^Project Management/ }),
  ).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(
    main(page).getByRole("link", { name: /^Inventory Management/ }),
  ).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await expect(
    main(page).getByRole("link", { name: /^Inventory Management/ }),
  ).toBeHidden();

  await page.keyboard.press("Enter");
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/module-training");
});

test("a menu hides shortly after one of its items is clicked", async ({
  page,
}) => {
  await gotoAndSettle(page, "/");
  await main(page).getByRole("button", { name: "Resources" }).hover();
  await main(page)
    .getByRole("link", { name: /^Intelligent Data Onboarding/ })
    .click();
  await expect(page).toHaveURL("/ai-form");
  await expect(main(page).getByRole("link", { name: /^Blog/ })).toBeHidden();
  await expect(
    main(page).getByRole("button", { name: "Resources" }),
  ).toHaveAttribute("aria-expanded", "false");
});

test("the loading bar shows during a slow navigation and leaves after it", async ({
  page,
}) => {
  await gotoAndSettle(page, "/");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/ai-form.data*", async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Intelligent Data Onboarding" })
    .click();
  await expect(page.locator("#nprogress [data-loading-bar]")).toBeVisible();
  release();
  await expect(page).toHaveURL("/ai-form");
  await expect(page.locator("#nprogress")).toHaveCount(0);
});

test("navigation scrolls to the top, to an anchor, and back restores the position", async ({
  page,
}) => {
  await gotoAndSettle(page, "/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const bottom = await page.evaluate(() => window.scrollY);
  expect(bottom).toBeGreaterThan(300);

  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Intelligent Data Onboarding" })
    .click();
  await expect(page).toHaveURL("/ai-form");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL("/");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(bottom);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.goto("/ai-form#use-cases");
  const headingTop = await page
    .getByRole("heading", {
      name: "Built for the paperwork that slows operations down",
    })
    .evaluate((heading) => heading.getBoundingClientRect().top);
  expect(headingTop).toBeLessThan(200);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test("the loading bar turns to the error colour when a navigation ends in an error", async ({
  page,
}) => {
  await gotoAndSettle(page, "/");
  await expect(page.locator("html.loading-bar-failed")).toHaveCount(0);
  // A product page not built yet answers 404: the navigation ends on the error page.
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "ROI Calculator" })
    .click();
  await expect(
    page.getByRole("heading", { name: "Page Not Found" }),
  ).toBeVisible();
  await expect(page.locator("html.loading-bar-failed")).toHaveCount(1);
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page.locator("html.loading-bar-failed")).toHaveCount(0);
});
