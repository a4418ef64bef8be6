import { expect, test } from "@playwright/test";
import { gotoAndSettle, javaScriptEnabled, SERVER_RENDERED } from "./support";

test("the header is hidden under the configured path prefixes", async ({
  page,
}) => {
  await gotoAndSettle(page, "/online-form/subcontractor-prequalification");
  await expect(page.getByRole("banner")).toHaveCount(0);
  await gotoAndSettle(page, "/form-submit-result");
  await expect(page.getByRole("banner")).toHaveCount(0);
  await gotoAndSettle(page, "/");
  await expect(page.getByRole("banner")).toBeVisible();
});

test("at the top of a dark page the header has white text; without script it is dark", async ({
  page,
}) => {
  await gotoAndSettle(page, "/");
  const header = page.getByRole("banner");
  if (javaScriptEnabled()) {
    await expect(header).toHaveCSS("background-color", "rgba(11, 14, 31, 0)");
  } else {
    // ink-950, solid: not a white bar over the dark hero.
    await expect(header).toHaveCSS("background-color", "rgb(11, 14, 31)");
  }
  await expect(
    page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Pricing" }),
  ).toHaveCSS("color", "rgb(255, 255, 255)");
});

test("trailing slashes and redirect rules send the browser to the canonical path", async ({
  page,
}) => {
  await page.goto("/ai-form/");
  await expect(page).toHaveURL("/ai-form");
  await page.goto("/case-studies");
  await expect(page).toHaveURL("/case-studies/tc-boiler");
});

test(
  "the footer links every section, the legal pages and the sitemaps",
  SERVER_RENDERED,
  async ({ page }) => {
    await gotoAndSettle(page, "/");
    const footer = page.getByRole("contentinfo");
    const hrefs = await footer
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    for (const path of [
      "/module-training",
      "/project-management",
      "/accounting",
      "/inventory-management",
      "/workforce",
      "/eCommerce",
      "/professionalServices",
      "/ai-form",
      "/pricing",
      "/RoiCalculator",
      "/contracting",
      "/customer/construction",
      "/customer/manufacturing",
      "/customer/healthcare",
      "/customer/government",
      "/customers",
      "/blog",
      "/integrations",
      "/business-processes",
      "/case-studies/tc-boiler",
      "/case-studies/bluestreak",
      "/case-studies/kai-media",
      "/case-studies/medallion",
      "/contact",
      "/privacy",
      "/terms-of-service",
      "/sitemaps/blogs",
      "/sitemaps/integrations",
      "/sitemaps/business-processes",
      "/sitemaps/case-studies",
      "/sitemap.xml",
    ]) {
      expect(hrefs, `footer links ${path}`).toContain(path);
    }
    // The year the server rendered the page in (root loader data), kept after hydration.
    await expect(footer).toContainText(
      `© ${new Date().getUTCFullYear()} Aden. All rights reserved.`,
    );
  },
);
