import { expect, test, type Page } from "@playwright/test";
import {
  chunkPattern,
  gotoAndSettle,
  holdChunk,
  hydratedFooter,
} from "../support";

// Long parts of a page with nothing that needs script hydrate when the browser is idle
// (app/lib/idle-hydration.tsx): the footer, the pricing comparison, the home page's story and
// platform grid. The page becomes interactive without their scripts; until they arrive the
// server's HTML stays, its links plain links that work.

/** Holds back the chunks named in `chunks` for the whole test; says which were asked for. */
async function holdChunks(page: Page, chunks: string[]) {
  const asked = new Set<string>();
  for (const chunk of chunks) {
    await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), () => {
      asked.add(chunk);
    });
  }
  return asked;
}

test("the page is interactive before the footer's script arrives, and a footer link works meanwhile", async ({
  page,
}) => {
  const asked = await holdChunks(page, ["site-footer"]);
  await gotoAndSettle(page, "/pricing");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).not.toHaveAttribute("data-hydrated");
  await footer.getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Get a walkthrough built around your business",
    }),
  ).toBeVisible();
  await expect.poll(() => [...asked]).toEqual(["site-footer"]);
});

test("the pricing comparison shows as the server sent it while its script is held back", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const asked = await holdChunks(page, ["comparison-table"]);
  await gotoAndSettle(page, "/pricing");
  const compare = page.getByRole("region", { name: "Compare plans" });
  await compare.scrollIntoViewIfNeeded();
  await expect(compare.getByRole("table")).toBeVisible();
  await expect.poll(() => [...asked]).toEqual(["comparison-table"]);
});

test("the home page's story and platform grid show, and their links work, while their scripts are held back", async ({
  page,
}) => {
  const asked = await holdChunks(page, ["story-rows", "platform-grid"]);
  await gotoAndSettle(page, "/");
  const moduleLink = page
    .getByRole("main")
    .getByRole("link", { name: /^More on / })
    .first();
  await moduleLink.scrollIntoViewIfNeeded();
  await expect(moduleLink).toBeVisible();
  const href = await moduleLink.getAttribute("href");
  await moduleLink.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect
    .poll(() => [...asked].sort())
    .toEqual(["platform-grid", "story-rows"]);
});

test("a module page's hero picture and sections show, open and link while their scripts are held back", async ({
  page,
}) => {
  const asked = await holdChunks(page, ["hero-visual", "solution-sections"]);
  await gotoAndSettle(page, "/accounting");
  await expect(
    page.locator('main [data-hero-layout] [role="img"]').first(),
  ).toBeVisible();

  const question = page.locator("#faq details").first();
  await question.scrollIntoViewIfNeeded();
  await question.locator("summary").click();
  await expect(question).toHaveAttribute("open", "");

  const related = page.locator("#related a").first();
  await related.scrollIntoViewIfNeeded();
  const href = await related.getAttribute("href");
  await related.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect
    .poll(() => [...asked].sort())
    .toEqual(["hero-visual", "solution-sections"]);
});

test("the 404 page shows and its links work while its script is held back", async ({
  page,
}) => {
  const asked = await holdChunks(page, ["error-page"]);
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(
    page.getByRole("heading", { level: 1, name: "Page Not Found" }),
  ).toBeVisible();
  await page
    .getByRole("main")
    .getByRole("link", { name: "Back to the home page" })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => [...asked]).toEqual(["error-page"]);
});

test("the pricing page's example bill and questions show and open while their scripts are held back", async ({
  page,
}) => {
  const asked = await holdChunks(page, ["billing-preview", "faq"]);
  await gotoAndSettle(page, "/pricing");
  await expect(
    page.getByRole("main").getByRole("figure").first(),
  ).toBeVisible();
  const question = page.locator("#faq details").first();
  await question.scrollIntoViewIfNeeded();
  await question.locator("summary").click();
  await expect(question).toHaveAttribute("open", "");
  await expect
    .poll(() => [...asked].sort())
    .toEqual(["billing-preview", "faq"]);
});

test("a customer story's quote and other stories show, and their links work, while their scripts are held back", async ({
  page,
}) => {
  const asked = await holdChunks(page, ["quote-card", "cards"]);
  await gotoAndSettle(page, "/case-studies/tc-boiler");
  const quote = page.getByRole("main").getByRole("blockquote");
  await quote.scrollIntoViewIfNeeded();
  await expect(quote).toBeVisible();
  const more = page.getByRole("region", { name: "More customer stories" });
  const story = more.getByRole("link").first();
  await story.scrollIntoViewIfNeeded();
  const href = await story.getAttribute("href");
  await story.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect.poll(() => [...asked].sort()).toEqual(["cards", "quote-card"]);
});

test("the business processes' hero picture shows while its script is held back", async ({
  page,
}) => {
  const asked = await holdChunks(page, ["process-run-visual"]);
  await gotoAndSettle(page, "/business-processes");
  await expect(page.getByRole("main").locator("figure").first()).toBeVisible();
  await expect.poll(() => [...asked]).toEqual(["process-run-visual"]);
});

test("a module page reached by a navigation appears whole once its sections' script is there", async ({
  page,
}) => {
  await gotoAndSettle(page, "/privacy");
  const footer = await hydratedFooter(page);
  const release = await holdChunk(page, "solution-sections");
  // Every state of the page the visitor could see: the title and whether the FAQ is there.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => {
      const state = `${document.querySelector("h1")?.textContent} | ${Boolean(document.querySelector("#faq"))}`;
      if (seen.at(-1) !== state) seen.push(state);
    }).observe(document.body, { subtree: true, childList: true });
  });
  const asked = page.waitForRequest(chunkPattern("solution-sections"));
  await footer.locator('a[href="/accounting"]:visible').click();
  await asked;
  await expect(page).toHaveURL(/\/accounting$/);
  // The data is in; the previous page stays on screen while the sections' script is held back.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Privacy policy",
  );
  release();
  await expect(page.locator("#faq")).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { seen: string[] }).seen,
  );
  expect(seen.filter((state) => !state.startsWith("Privacy policy"))).toEqual(
    seen
      .filter((state) => !state.startsWith("Privacy policy"))
      .map((state) => state.replace(/false$/, "true")),
  );
});

for (const width of [390, 1440]) {
  test(`at ${width} px, scrolling while the phone menu's links wait for their chunk keeps their server HTML, without a React error`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    // An update reaching a part still waiting for its chunk made React drop that part's HTML
    // and report error 421 (the header's opacity follows every scrolled frame).
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const asked = await holdChunks(page, ["mobile-nav-content"]);
    await gotoAndSettle(page, "/business-processes/month-end-close");
    const header = page.getByRole("banner");
    for (let step = 0; step < 6; step += 1) {
      await page.mouse.wheel(0, 120);
    }
    await expect(header).toHaveAttribute("data-tone", "dark");
    await expect.poll(() => [...asked]).toEqual(["mobile-nav-content"]);
    // The closed phone menu's links (hidden, so not by role) are still the server's. The desktop
    // menus' panels for visitors without script are no elements here: they sit in <noscript>.
    await expect(header.locator('a[href="/accounting"]')).toHaveCount(1);
    await expect(header.locator("[data-nav-fallback]")).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test("opening a dialog before the footer's and the capabilities' scripts arrive reports no error, and both come back whole", async ({
  page,
}) => {
  // A navigation reaching a part whose chunk has not come makes React drop its server HTML and
  // report error 421, several times at once: by design for these parts, so not reported as an
  // error (app/lib/recoverable-error.client.ts). The dialog opens by a search parameter, so the
  // page stays and its parts get the update.
  await page.setViewportSize({ width: 1440, height: 900 });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const releaseFooter = await holdChunk(page, "site-footer");
  const releaseCapabilities = await holdChunk(page, "capability-bento");
  await gotoAndSettle(page, "/");
  // Not by role: the open dialog hides the rest of the page from the accessibility tree.
  const footer = page.locator("footer");
  await expect(footer).not.toHaveAttribute("data-hydrated");
  await page
    .getByRole("main")
    .getByRole("link", { name: "Start for free" })
    .first()
    .click();
  await expect(page).toHaveURL("/?auth=signup");
  // The dialog's own code is not held, so the navigation ends before the two parts' code comes.
  await expect(
    page.getByRole("dialog").getByRole("button", { name: "Send code" }),
  ).toBeVisible();
  releaseFooter();
  releaseCapabilities();
  await expect(footer).toHaveAttribute("data-hydrated", "true");
  await expect(
    footer.locator('a[href="/accounting"]:visible').first(),
  ).toBeVisible();
  expect(errors).toEqual([]);
});
