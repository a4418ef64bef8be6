import {
  expect,
  test,
  type Locator,
  type Page,
  type Request,
} from "@playwright/test";
import { gotoAndSettle, hydratedFooter } from "../support";

/**
 * behaviour §4 and §9: when the server runs a newer build, the next navigation is a document load,
 * at most once per path every 10 s. The mock upstream's `mock-build-version` cookie makes
 * /__version answer another version to this browser only: a deploy, as this page sees it.
 */

async function simulateDeploy(page: Page, baseURL: string) {
  await page
    .context()
    .addCookies([
      { name: "mock-build-version", value: "e2e-newer-build", url: baseURL },
    ]);
}

/** Loads `path` and waits until its version check (1 s after load) has found the newer build. */
async function loadAndCheck(page: Page, path: string) {
  const checked = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/__version",
  );
  await gotoAndSettle(page, path);
  const response = await checked;
  expect(response.headers()["cache-control"]).toBe("no-store");
  await expect(page.locator("html[data-newer-build]")).toBeAttached();
  return (await response.json()) as { version: string };
}

function mark(page: Page, value: number) {
  return page.evaluate((marker) => {
    (window as { documentMarker?: number }).documentMarker = marker;
  }, value);
}

const marker = (page: Page) =>
  page.evaluate(() => (window as { documentMarker?: number }).documentMarker);

/**
 * Clicks `link` and waits for the document load it should start; the app never starts its own
 * navigation (no request for the next page's data), so the old page's code never draws the new one.
 */
async function clickForDocumentLoad(page: Page, link: Locator) {
  const dataRequests: string[] = [];
  // A navigation's data is fetched; a prefetch on hover is a <link>, not a fetch.
  const onRequest = (request: Request) => {
    if (
      request.resourceType() === "fetch" &&
      new URL(request.url()).pathname.endsWith(".data")
    ) {
      dataRequests.push(request.url());
    }
  };
  page.on("request", onRequest);
  const loaded = page.waitForEvent("load");
  await link.click();
  await loaded;
  page.off("request", onRequest);
  expect(dataRequests).toEqual([]);
}

const pricingLink = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: "Pricing", exact: true });

test("a newer build turns the next navigation into a document load, once per path in 10 s", async ({
  page,
  baseURL,
}) => {
  await simulateDeploy(page, baseURL!);
  expect((await loadAndCheck(page, "/")).version).toBe("e2e-newer-build");
  await mark(page, 1);
  await clickForDocumentLoad(page, pricingLink(page));
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await marker(page)).toBeUndefined();
  expect(
    await page.evaluate(
      () =>
        new URL(performance.getEntriesByType("navigation")[0]!.name).pathname,
    ),
  ).toBe("/pricing");

  // Still "newer" (a deploy that keeps looking newer): /pricing was reloaded moments ago, so
  // the guard keeps this navigation in the app.
  const reloadedAt = Date.now();
  await loadAndCheck(page, "/");
  expect(
    Date.now() - reloadedAt,
    "the guard lasts 10 s: this machine took too long to load a page",
  ).toBeLessThan(9_000);
  await mark(page, 2);
  await pricingLink(page).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await marker(page)).toBe(2);

  // Another path is not guarded: a document load again.
  await clickForDocumentLoad(
    page,
    (await hydratedFooter(page)).getByRole("link", {
      name: "Contact",
      exact: true,
    }),
  );
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await marker(page)).toBeUndefined();
});

test("the same build keeps navigations in the app, and a failed check is only logged", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.route("**/__version", (route) => route.abort("failed"));
  await gotoAndSettle(page, "/");
  await expect
    .poll(() =>
      warnings.some((text) => text.includes("Build version check failed")),
    )
    .toBe(true);
  await mark(page, 3);
  await pricingLink(page).click();
  await expect(page).toHaveURL(/\/pricing$/);
  expect(await marker(page)).toBe(3);
});
