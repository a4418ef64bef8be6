import {
  expect,
  test,
  type Locator,
  type Page,
  type Request,
} from "@playwright/test";
import {
  chunkPattern,
  gotoAndSettle,
  hydratedFooter,
  waitForApp,
} from "../support";

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
  const warnings = consoleMessages(page, "warning");
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

/** The console's messages of `type` on this page, as they come. */
function consoleMessages(page: Page, type: "error" | "warning") {
  const texts: string[] = [];
  page.on("console", (message) => {
    if (message.type() === type) texts.push(message.text());
  });
  return texts;
}

// The business processes' hero picture is a part the browser loads when idle, after hydration.
const IDLE_CHUNK = "process-run-visual";

test("a script chunk that fails to load reloads the page once the server has answered", async ({
  page,
}) => {
  let asked = 0;
  await page.route(chunkPattern(IDLE_CHUNK), (route) =>
    (asked += 1) === 1 ? route.abort("failed") : route.continue(),
  );
  let loads = 0;
  page.on("load", () => (loads += 1));
  const errors = consoleMessages(page, "error");

  await page.goto("/business-processes");
  await expect.poll(() => loads).toBe(2);
  await waitForApp(page);
  expect(
    await page.evaluate(
      () =>
        (
          performance.getEntriesByType(
            "navigation",
          )[0] as PerformanceNavigationTiming
        ).type,
    ),
  ).toBe("reload");
  await expect.poll(() => asked).toBe(2);
  expect(
    errors.filter((text) =>
      text.startsWith("A script chunk failed to load; reloading the page."),
    ),
  ).toHaveLength(1);
});

test("a script chunk that fails when the server does not answer either does not reload the page (no browser error page)", async ({
  page,
  baseURL,
}) => {
  let failChunk = () => {};
  const chunkFails = new Promise<void>((resolve) => (failChunk = resolve));
  let chunkAsked = () => {};
  const asked = new Promise<void>((resolve) => (chunkAsked = resolve));
  await page.route(chunkPattern(IDLE_CHUNK), async (route) => {
    chunkAsked();
    await chunkFails;
    await route.abort("connectionrefused");
  });
  const warnings = consoleMessages(page, "warning");
  const documentLoads: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) documentLoads.push(frame.url());
  });

  await gotoAndSettle(page, "/business-processes");
  await asked;
  await mark(page, 4);
  const loadsBefore = documentLoads.length;
  // What a server gone (or a page being left) looks like to the check before a reload. Only the
  // check fails: with every request refused, Remix's own preloads of the links' pages reload the
  // page themselves when a route's module fails (decision 073).
  await page.route("**/__version", (route) => route.abort("connectionrefused"));
  failChunk();

  await expect
    .poll(() =>
      warnings.some((text) =>
        text.startsWith("Not reloading: the server did not answer"),
      ),
    )
    .toBe(true);
  expect(page.url()).toBe(`${baseURL}/business-processes`);
  // Still the same document: the failure is the page's own to show (its error page), and the
  // visitor keeps the site around it.
  expect(await marker(page)).toBe(4);
  expect(documentLoads.slice(loadsBefore)).toEqual([]);
  await expect(page.getByRole("banner")).toBeVisible();
});
