import { expect, test, type Page } from "@playwright/test";
import { gotoAndSettle } from "../support";

/**
 * The pictures with nothing to click (product visuals, the solution pages' icons, the home
 * hero) load their script when the browser is idle: until then the server's drawing stays as it
 * is, and a page reached in the browser draws them as soon as their chunk arrives.
 */

const errorsOf = (page: Page) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
};

/** The hero's picture of a solution page: its window, the visual inside it and its callout icon. */
const heroVisual = (page: Page) =>
  page.locator("main figure[role='img']").first();

test("a solution page keeps the server's pictures, then hydrates them when idle", async ({
  page,
}) => {
  const errors = errorsOf(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    /\/assets\/(visual-body|icon-glyphs)-[\w-]+\.js$/,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await gotoAndSettle(page, "/accounting");
  const drawnByServer = await heroVisual(page).innerHTML();
  expect(drawnByServer).toContain("<svg");
  const iconCount = await page.locator("main svg").count();

  await expect(heroVisual(page)).toBeVisible();

  const chunks = Promise.all([
    page.waitForResponse(/\/assets\/visual-body-[\w-]+\.js$/),
    page.waitForResponse(/\/assets\/icon-glyphs-[\w-]+\.js$/),
  ]);
  release();
  await chunks;
  await expect.poll(() => page.locator("main svg").count()).toBe(iconCount);
  expect(await heroVisual(page).innerHTML()).toBe(drawnByServer);
  expect(errors).toEqual([]);
});

test("a solution page reached in the browser draws its pictures", async ({
  page,
}) => {
  const errors = errorsOf(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoAndSettle(page, "/pricing");
  // Marks this document: a navigation in the browser keeps it, a full load would not.
  await page.evaluate(
    () => (document.documentElement.dataset.firstDocument = ""),
  );
  const main = page.getByRole("navigation", { name: "Main" });
  await main.getByRole("button", { name: "Modules" }).click();
  await main.getByRole("link", { name: /^Finance & Accounting/ }).click();
  await expect(page).toHaveURL("/accounting");
  await expect(page.locator("html[data-first-document]")).toHaveCount(1);
  await expect(heroVisual(page).locator("svg").first()).toBeVisible();
  // The hero's callout icon, an idle-loaded glyph, is drawn too.
  await expect(page.locator("main svg.lucide").first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("the home page's hero picture is drawn from the server and after a navigation back", async ({
  page,
}) => {
  const errors = errorsOf(page);
  await gotoAndSettle(page, "/");
  const hero = page.getByRole("img", {
    name: /^The Aden platform: a supplier invoice/,
  });
  await expect(hero).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL("/pricing");
  await page
    .getByRole("banner")
    .getByRole("link", { name: "Aden home" })
    .click();
  await expect(page).toHaveURL("/");
  await expect(hero).toBeVisible();
  expect(errors).toEqual([]);
});
