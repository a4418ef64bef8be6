import { expect, test, type Locator } from "@playwright/test";
import { wordsBrokenAtHyphen } from "./quality/checks";
import { gotoAndSettle, SERVER_RENDERED, waitForApp } from "./support";

// The integrations and business-process directories: one grid, filtered by category with links
// (so the filter works without JavaScript), and a call to action at the end of every content page.

/** The pair every call to action offers (CtaActions), visible inside `region`. */
async function expectBothActions(region: Locator) {
  await expect(
    region.getByRole("link", { name: "Start for free" }),
  ).toBeVisible();
  await expect(region.getByRole("link", { name: "Book a demo" })).toBeVisible();
}

for (const { path, filter, choice } of [
  {
    path: "/integrations",
    filter: "Filter integrations by category",
    choice: "Accounting",
  },
  {
    path: "/business-processes",
    filter: "Filter processes by category",
    choice: "Finance",
  },
]) {
  test(`${path} filters by category and back`, async ({ page }) => {
    await gotoAndSettle(page, path);
    const cards = page.getByRole("main").getByRole("article");
    const all = await cards.count();
    const nav = page.getByRole("navigation", { name: filter });
    await expect(
      nav.getByRole("link", { name: "All categories" }),
    ).toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: choice, exact: true }).click();
    await waitForApp(page);
    await expect(page).toHaveURL(
      new RegExp(`${path}\\?category=${choice.toLowerCase()}#directory$`),
    );
    await expect(
      nav.getByRole("link", { name: choice, exact: true }),
    ).toHaveAttribute("aria-current", "page");
    const filtered = await cards.count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(all);
    // Integrations sit under their category's heading; process cards name theirs.
    const scope = page.getByRole("region", { name: choice, exact: true });
    for (const card of await cards.all()) {
      if (path === "/integrations") {
        await expect(scope.getByRole("article")).toHaveCount(filtered);
      } else {
        await expect(card).toContainText(choice, { ignoreCase: true });
      }
    }

    await nav.getByRole("link", { name: "All categories" }).click();
    await waitForApp(page);
    await expect(cards).toHaveCount(all);
  });

  test(
    `${path} answers 404 for a category that doesn't exist`,
    SERVER_RENDERED,
    async ({ page }) => {
      const response = await page.goto(`${path}?category=no-such-category`);
      expect(response?.status()).toBe(404);
    },
  );
}

for (const path of [
  "/integrations/procore",
  "/business-processes/invoice-approval",
  "/integration-process/procore/change-order-approval",
  "/case-studies/tc-boiler",
  "/blog/what-to-automate-first",
  "/blog",
  "/sitemaps/integrations",
]) {
  test(
    `${path} ends with a call to action`,
    SERVER_RENDERED,
    async ({ page }) => {
      await gotoAndSettle(page, path);
      const band = page.locator('section[aria-labelledby="cta-band-title"]');
      await expect(band.getByRole("heading", { level: 2 })).toBeVisible();
      await expectBothActions(band);
      // Nothing of the page comes after it.
      await expect(
        page.locator('main > section[aria-labelledby="cta-band-title"] ~ *'),
      ).toHaveCount(0);
      await expect(
        page.locator('main > section[aria-labelledby="cta-band-title"]'),
      ).toHaveCount(1);
    },
  );
}

for (const path of [
  "/integrations/procore",
  "/business-processes/invoice-approval",
  "/integration-process/procore/change-order-approval",
]) {
  test(
    `${path} offers the two calls to action in its hero`,
    SERVER_RENDERED,
    async ({ page }) => {
      await gotoAndSettle(page, path);
      await expectBothActions(page.locator("main > section").first());
    },
  );
}

test(
  "an integration's process page names both in its steps' heading",
  SERVER_RENDERED,
  async ({ page }) => {
    await gotoAndSettle(
      page,
      "/integration-process/procore/change-order-approval",
    );
    await expect(
      page.getByRole("heading", {
        level: 2,
        name: "How change order approval runs with Procore",
      }),
    ).toBeVisible();
  },
);

test(
  "a process card's integration marks sit side by side, none over another",
  SERVER_RENDERED,
  async ({ page }) => {
    await gotoAndSettle(page, "/business-processes");
    const overlaps = await page
      .getByRole("main")
      .getByRole("list", { name: "Connects to" })
      .evaluateAll((lists) =>
        lists.flatMap((list) => {
          const boxes = [...list.querySelectorAll("img")].map((mark) =>
            mark.getBoundingClientRect(),
          );
          return boxes.slice(1).flatMap((box, index) => {
            const before = boxes[index]!;
            return box.left < before.right ? [box.left - before.right] : [];
          });
        }),
      );
    expect(overlaps).toEqual([]);
  },
);

for (const path of [
  "/business-processes/month-end-close",
  "/integration-process/docusign/subcontractor-onboarding",
]) {
  test(
    `${path} at 1440 starts its title under the breadcrumbs, its run level with it`,
    SERVER_RENDERED,
    async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoAndSettle(page, path);
      const hero = page.locator("main > section").first();
      const crumbs = await hero
        .getByRole("navigation", { name: "Breadcrumb" })
        .boundingBox();
      const eyebrow = await hero.locator("p").first().boundingBox();
      const run = await hero.getByRole("img").first().boundingBox();
      // The eyebrow 2rem under the breadcrumbs (it was 155 px when centred on the taller run).
      expect(eyebrow!.y - (crumbs!.y + crumbs!.height)).toBeLessThanOrEqual(40);
      expect(Math.abs(run!.y - eyebrow!.y)).toBeLessThanOrEqual(2);
    },
  );
}

test(
  "at 390 a process's steps keep 'payment-processor' whole, in its run and in its list",
  SERVER_RENDERED,
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoAndSettle(page, "/business-processes/month-end-close");
    const steps = page.getByRole("main").locator("ol > li");
    await expect(
      steps.filter({
        hasText: "Reconcile bank, card and payment-processor activity",
      }),
    ).toHaveCount(2);
    expect((await steps.evaluateAll(wordsBrokenAtHyphen)).flat()).toEqual([]);
  },
);

for (const path of [
  "/business-processes",
  "/integrations/procore",
  "/case-studies/bluestreak",
]) {
  test(
    `${path} at 1440 keeps its title under the breadcrumbs beside a taller panel`,
    SERVER_RENDERED,
    async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoAndSettle(page, path);
      const hero = page.locator("main > section").first();
      const crumbs = await hero
        .getByRole("navigation", { name: "Breadcrumb" })
        .boundingBox();
      const title = await hero.getByRole("heading", { level: 1 }).boundingBox();
      // Eyebrow and its gap above the title: 64 px (it was 100–190 px at the panel's foot).
      expect(title!.y - (crumbs!.y + crumbs!.height)).toBeLessThanOrEqual(72);
    },
  );
}
