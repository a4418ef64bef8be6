import { expect, test, type Page } from "@playwright/test";
import { CONTACT_TITLE } from "./contact-support";
import { wordsBrokenAtHyphen } from "./quality/checks";
import { gotoAndSettle, javaScriptEnabled, SERVER_RENDERED } from "./support";

// /pricing (behaviour §2), with JavaScript on and off (SERVER_RENDERED tests without). Prices are
// written out by hand: Team $29 and Business $59 per user a month; paid yearly 20 % less, $23.20
// and $47.20 a month.

const plan = (page: Page, name: string) =>
  page.getByRole("article", { name, exact: true });
const billingSwitch = (page: Page) =>
  page.getByRole("group", { name: "Billing period" });

async function expectPrices(page: Page, billing: "monthly" | "annual") {
  const annual = billing === "annual";
  await expect(plan(page, "Team").getByTestId("price-team")).toHaveText(
    annual ? "$23.20" : "$29",
  );
  await expect(plan(page, "Business").getByTestId("price-business")).toHaveText(
    annual ? "$47.20" : "$59",
  );
  await expect(plan(page, "Starter").getByTestId("price-starter")).toHaveText(
    "$0",
  );
  await expect(
    plan(page, "Enterprise").getByTestId("price-enterprise"),
  ).toHaveText("Custom");
  if (annual) {
    // $29 × 12 × 0.8 = $278.40 a year.
    await expect(plan(page, "Team")).toContainText("billed yearly at $278.40");
  } else {
    await expect(plan(page, "Team")).toContainText("billed monthly");
  }
  const [current, other] = annual
    ? [/^Annual/, "Monthly"]
    : ["Monthly", /^Annual/];
  await expect(
    billingSwitch(page).getByRole("link", { name: current }),
  ).toHaveAttribute("aria-current", "true");
  await expect(
    billingSwitch(page).getByRole("link", { name: other }),
  ).not.toHaveAttribute("aria-current");
}

test(
  "answers 200 with its heading, four plans and a canonical URL of /pricing",
  SERVER_RENDERED,
  async ({ page }) => {
    const response = await gotoAndSettle(page, "/pricing");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Start free, then pay per user as your crews and office move onto Aden",
    );
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(4);
    await expect(plan(page, "Team")).toContainText("Most popular");
    await expectPrices(page, "monthly");
    await expect(page).toHaveTitle("Pricing | Aden");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/pricing$/,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "Pricing",
    );
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .allTextContents();
    const faq = jsonLd
      .map((text) => JSON.parse(text) as { "@type": string; mainEntity?: [] })
      .find((entry) => entry["@type"] === "FAQPage");
    expect(faq?.mainEntity).toHaveLength(8);
  },
);

test("?billing=annual shows annual prices and keeps the canonical URL; an unknown value shows monthly", async ({
  page,
}) => {
  const response = await gotoAndSettle(page, "/pricing?billing=annual");
  expect(response?.status()).toBe(200);
  await expectPrices(page, "annual");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/pricing$/,
  );

  const unknown = await gotoAndSettle(page, "/pricing?billing=yearly");
  expect(unknown?.status()).toBe(200);
  await expectPrices(page, "monthly");
});

test("the billing switch changes the prices and the URL, and back", async ({
  page,
}) => {
  await gotoAndSettle(page, "/pricing");
  const withScript = javaScriptEnabled();
  if (withScript) {
    await page.evaluate(() => {
      (window as Window & { pricingMarker?: string }).pricingMarker = "same";
      window.scrollTo(0, 120);
    });
  }
  await billingSwitch(page)
    .getByRole("link", { name: /^Annual/ })
    .click();
  await expect(page).toHaveURL(
    (url) => url.pathname === "/pricing" && url.search === "?billing=annual",
  );
  await expectPrices(page, "annual");
  await expect(
    page.getByRole("status").filter({ hasText: "annual" }),
  ).toHaveText("Showing annual prices, 20% less than monthly.");

  await billingSwitch(page).getByRole("link", { name: "Monthly" }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === "/pricing" && !url.search,
  );
  await expectPrices(page, "monthly");
  await expect(
    billingSwitch(page).getByRole("link", { name: "Monthly" }),
  ).toHaveAttribute("aria-current", "true");

  if (withScript) {
    // Both switches came without a document load, and without a jump to the top.
    expect(
      await page.evaluate(() => ({
        marker: (window as Window & { pricingMarker?: string }).pricingMarker,
        scrollY: window.scrollY,
      })),
    ).toEqual({ marker: "same", scrollY: 120 });
  }
});

test("Start for free opens the sign-up dialog, keeping the billing period", async ({
  page,
}) => {
  await gotoAndSettle(page, "/pricing?billing=annual");
  await expect(
    plan(page, "Team").getByRole("link", { name: "Start for free" }),
  ).toHaveAttribute("href", "/pricing?billing=annual&auth=signup");
  await plan(page, "Starter")
    .getByRole("link", { name: "Start for free" })
    .click();
  await expect(page).toHaveURL("/pricing?billing=annual&auth=signup");
  await expect(
    page
      .getByRole("dialog")
      .getByRole("heading", { name: "Create your Aden account" }),
  ).toBeVisible();
});

test("Enterprise's Talk to sales opens the contact dialog", async ({
  page,
}) => {
  await gotoAndSettle(page, "/pricing");
  await plan(page, "Enterprise")
    .getByRole("link", { name: "Talk to sales" })
    .click();
  await expect(page).toHaveURL("/pricing?contact=1");
  await expect(page.getByRole("dialog", { name: CONTACT_TITLE })).toBeVisible();
});

test("Business's Book a demo leads to the contact form when no booking page is set", async ({
  page,
}) => {
  await gotoAndSettle(page, "/pricing");
  await expect(
    plan(page, "Business").getByRole("link", { name: "Book a demo" }),
  ).toHaveAttribute("href", "/pricing?contact=1");
});

test(
  "the comparison table is a captioned table in a focusable region, with spoken checks",
  SERVER_RENDERED,
  async ({ page }) => {
    await gotoAndSettle(page, "/pricing");
    const region = page.getByRole("region", { name: "Plan comparison" });
    await expect(region).toHaveAttribute("tabindex", "0");
    const table = region.getByRole("table");
    await expect(table.locator("caption")).toContainText("Automation runs");
    await expect(
      table.getByRole("columnheader", { name: "Enterprise" }),
    ).toBeVisible();
    for (const area of [
      "Automation runs",
      "Modules",
      "AI form builder",
      "Integrations",
      "Users and security",
      "Support",
    ]) {
      await expect(
        table.getByRole("rowheader", { name: area, exact: true }),
      ).toHaveCount(1);
    }
    const sso = table.getByRole("row", { name: /^SAML single sign-on/ });
    await expect(sso.getByRole("cell")).toHaveText([
      "Not included",
      "Not included",
      "Included",
      "Included",
    ]);
    await expect(
      table.getByRole("row", { name: /^Uptime SLA/ }).getByRole("cell"),
    ).toHaveText(["Not included", "Not included", "99.9%", "99.95%"]);
  },
);

test("FAQ answers open without script", async ({ page }) => {
  await gotoAndSettle(page, "/pricing");
  const faq = page.getByRole("region", { name: "Frequently asked questions" });
  await expect(faq.locator("details")).toHaveCount(8);
  const answer = faq.getByText(/^One run is one workflow/);
  await expect(answer).toBeHidden();
  await faq.getByText("What counts as an automation run?").click();
  await expect(answer).toBeVisible();
});

test(
  "at 1440 px the four plans share one row; at 390 px they stack, without sideways scrolling",
  SERVER_RENDERED,
  async ({ page }) => {
    const cards = () => page.getByRole("main").getByRole("article");
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoAndSettle(page, "/pricing");
    const wide = await cards().evaluateAll((all) =>
      all.map((card) => card.getBoundingClientRect().top),
    );
    expect(new Set(wide).size).toBe(1);

    await page.setViewportSize({ width: 390, height: 844 });
    await gotoAndSettle(page, "/pricing");
    const narrow = await cards().evaluateAll((all) =>
      all.map((card) => card.getBoundingClientRect().left),
    );
    expect(new Set(narrow).size).toBe(1);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      ),
    ).toBeLessThanOrEqual(0);
  },
);

test(
  "at 1440 and 390 no plan feature breaks a line inside '4-hour' or '1-hour'",
  SERVER_RENDERED,
  async ({ page }) => {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await gotoAndSettle(page, "/pricing");
      for (const [name, feature] of [
        ["Business", "Priority support with a 4-hour response"],
        ["Enterprise", "Named success manager, 1-hour response to outages"],
      ] as const) {
        const features = plan(page, name).getByRole("listitem");
        await expect(features.filter({ hasText: feature })).toHaveCount(1);
        expect(
          (await features.evaluateAll(wordsBrokenAtHyphen)).flat(),
          `${name} at ${viewport.width}`,
        ).toEqual([]);
      }
    }
  },
);

test("at 1440 px the comparison's plan names stay under the header while its rows scroll by", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoAndSettle(page, "/pricing");
  const table = page
    .getByRole("region", { name: "Plan comparison" })
    .getByRole("table");
  const sso = table.getByRole("row", { name: /^SAML single sign-on/ });
  await sso.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  const header = await page.getByRole("banner").boundingBox();
  const business = await table
    .getByRole("columnheader", { name: "Business" })
    .boundingBox();
  const row = await sso.boundingBox();
  // Stuck right under the 64 px header, above the row the reader is on.
  expect(business!.y).toBe(header!.y + header!.height);
  expect(business!.y + business!.height).toBeLessThanOrEqual(row!.y);
  // The header row's first cell covers the row headers passing under it.
  const corner = await table
    .getByRole("columnheader", { name: "Feature" })
    .boundingBox();
  expect(
    await page.evaluate(
      ({ x, y }) =>
        document.elementFromPoint(x, y)?.closest("th")?.getAttribute("scope"),
      { x: corner!.x + 20, y: corner!.y + corner!.height / 2 },
    ),
  ).toBe("col");
});

test(
  "at 1440 the price preview's note ends on a line of more than one word",
  SERVER_RENDERED,
  async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoAndSettle(page, "/pricing");
    const note = page.getByText(
      "Billed monthly. Paying yearly would save $1,252.80 a year.",
    );
    const lastLineWords = await note.evaluate((element) => {
      // Each word's line, by the top of its box; the words on the lowest line.
      const range = document.createRange();
      const text = element.firstChild!;
      const words = [...(text.textContent ?? "").matchAll(/\S+/g)].map(
        (word) => {
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          return {
            word: word[0],
            top: Math.round(range.getBoundingClientRect().top),
          };
        },
      );
      const lastTop = Math.max(...words.map((word) => word.top));
      return words
        .filter((word) => word.top === lastTop)
        .map((word) => word.word);
    });
    expect(lastLineWords.length).toBeGreaterThan(1);
  },
);
