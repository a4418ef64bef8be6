import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./quality/checks";

/** Whether the running project has JavaScript on. */
export function javaScriptEnabled() {
  return test.info().project.use.javaScriptEnabled !== false;
}

/**
 * For a test whose subject is what the server renders (text, links, head tags, CSS layout), which
 * script leaves as it is: it runs without script only (playwright.config.ts, decision 077). With
 * script, the crawl loads every page at both widths and fails on any hydration error, so the
 * same markup is checked to survive hydration there. A test that clicks through the app, or reads
 * anything script sets or moves, is not one of these.
 */
export const SERVER_RENDERED = { tag: "@server-rendered" };

/** Waits until React has hydrated (html[data-hydrated]) when the project runs script. */
export async function waitForApp(page: Page) {
  if (!javaScriptEnabled()) return;
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  // A dialog opened by the URL loads its code lazily and hydrates after the page.
  await expect(
    page.locator('[role="dialog"]:not([data-hydrated])'),
  ).toHaveCount(0);
  // The phone input's combobox comes in its own chunk after hydration; until then the native
  // select stands in, marked (app/components/phone-input/phone-input.tsx).
  await expect(page.locator("[data-awaiting-combobox]")).toHaveCount(0);
}

/**
 * The footer once its links are the app's own navigations. It hydrates when the browser is idle,
 * after the page (app/components/layout/site-shell.tsx); a click before that loads a document.
 */
export async function hydratedFooter(page: Page) {
  const footer = page.getByRole("contentinfo");
  if (javaScriptEnabled()) {
    await expect(footer).toHaveAttribute("data-hydrated", "true");
  }
  return footer;
}

/**
 * For a describe block whose tests open pages on a server of their own, stopped in `afterAll`:
 * each test ends on about:blank. The worker reuses its page (`reuseContext`), and a page left on
 * a server that then stops reacts to it: a preload or a script chunk fails, Remix reloads the
 * page onto the browser's error page, and that navigation cut short the next test's first one.
 */
export function leaveOwnServerAfterEach() {
  test.afterEach(async ({ page }) => {
    await page.goto("about:blank");
  });
}

export async function gotoAndSettle(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForApp(page);
  return response;
}

/**
 * A toast (with script) or its inline status line (without): the same flash message either way.
 */
export function flashMessage(page: Page, text: string) {
  return page
    .getByRole("alert")
    .or(page.getByRole("status"))
    .filter({ hasText: text });
}

/** axe finds no WCAG 2.2 A or AA violation on the page, or inside `include` when given. */
export async function expectNoAxeViolations(
  page: Page,
  { include, label }: { include?: string; label?: string } = {},
) {
  expect(await axeViolations(page, include), label).toEqual([]);
}

/**
 * For full-page screenshots: sections off screen skip their rendering until scrolled near
 * (app.css, `content-visibility`), so a capture of the whole page asks for all of them drawn.
 */
export const DRAW_EVERY_SECTION =
  "main > section, .site-footer { content-visibility: visible !important; }";

/** Follows the header's Pricing link: a navigation inside the app, without a page load. */
export async function navigateToPricingInApp(page: Page) {
  await page
    .getByRole("banner")
    .getByRole("link", { name: "Pricing", exact: true })
    .click();
  await expect(page).toHaveURL(/\/pricing$/);
}

/** The URL of one of our script chunks, by the name Vite gives it. */
export const chunkPattern = (name: string) =>
  new RegExp(`/assets/${name}-[\\w-]+\\.js$`);

/**
 * Holds back the script chunk named `chunk` until the returned function is called, so the page
 * meets the visitor before that code has arrived (the menus, the country combobox).
 */
export async function holdChunk(page: Page, chunk: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunkPattern(chunk), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
