import { expect, test, type Page } from "@playwright/test";
import { gotoAndSettle, SERVER_RENDERED } from "./support";

// behaviour §2: /privacy, /terms-of-service and /customers; runs with JavaScript on and off,
// apart from what only the server renders (SERVER_RENDERED).
// That they fit 1440 and 390 px: e2e/no-js/no-sideways-scroll.spec.ts, and the crawl with script.

const LEGAL_PAGES = [
  {
    path: "/privacy",
    heading: "Privacy policy",
    email: "privacy@adenhq.com",
    sections: [
      "Who we are",
      "Cookies and similar technologies",
      "How we use information and our legal bases",
      "International transfers",
      "Your rights and choices",
      "Contact us",
    ],
  },
  {
    path: "/terms-of-service",
    heading: "Terms of service",
    email: "legal@adenhq.com",
    sections: [
      "Acceptance of these terms",
      "Customer data and AI features",
      "Acceptable use",
      "Limitation of liability",
      "Governing law and disputes",
      "Contact",
    ],
  },
];

const CASE_STUDIES = [
  { customer: "Bluestreak", path: "/case-studies/bluestreak" },
  { customer: "Kai Media", path: "/case-studies/kai-media" },
  { customer: "Medallion", path: "/case-studies/medallion" },
  { customer: "TC Boiler", path: "/case-studies/tc-boiler" },
];

const tableOfContents = (page: Page) =>
  page.getByRole("navigation", { name: "On this page" });

for (const { path, heading, email, sections } of LEGAL_PAGES) {
  test(
    `${path} answers 200 with its heading, its effective date and a table of contents`,
    SERVER_RENDERED,
    async ({ page }) => {
      const response = await gotoAndSettle(page, path);
      expect(response?.status()).toBe(200);
      await expect(
        page.getByRole("heading", { level: 1, name: heading }),
      ).toBeVisible();
      await expect(
        page.getByRole("definition").filter({ hasText: "November 23, 2026" }),
      ).toBeVisible();
      const links = tableOfContents(page).getByRole("link");
      for (const section of sections) {
        await expect(links.filter({ hasText: section })).toHaveCount(1);
      }
      // Every entry of the table of contents has its section on the page.
      const hrefs = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute("href") ?? ""),
      );
      expect(hrefs.length).toBeGreaterThanOrEqual(sections.length);
      for (const href of hrefs) {
        expect(href).toMatch(new RegExp(`^${path}#[a-z][a-z0-9-]*$`));
        await expect(page.locator(`h2#${href.split("#")[1]}`)).toHaveCount(1);
      }
    },
  );

  test(`the table of contents of ${path} jumps to its sections`, async ({
    page,
  }) => {
    await gotoAndSettle(page, path);
    for (const section of [sections.at(-1), sections[1]]) {
      const link = tableOfContents(page).getByRole("link", {
        name: section,
        exact: true,
      });
      const href = (await link.getAttribute("href")) ?? "";
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(
        page.getByRole("heading", { level: 2, name: section }),
      ).toBeInViewport();
    }
  });

  test(
    `every address ${path} shows is on the company's one mail domain (issue 25)`,
    SERVER_RENDERED,
    async ({ page }) => {
      await gotoAndSettle(page, path);
      await expect(
        page.getByRole("link", { name: `Email ${email}` }),
      ).toHaveAttribute("href", `mailto:${email}`);
      await expect(
        page.getByRole("contentinfo").getByRole("link", {
          name: "hello@adenhq.com",
        }),
      ).toHaveAttribute("href", "mailto:hello@adenhq.com");
      // Every text node, off-screen sections included (innerText skips those that skip rendering).
      const shown = await page.locator("body").evaluate((body) => {
        const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
        const texts: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement?.tagName;
          if (parent !== "SCRIPT" && parent !== "STYLE") {
            texts.push(node.textContent ?? "");
          }
        }
        return texts.join(" ");
      });
      const addresses = [
        ...new Set(shown.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)),
      ].sort();
      expect(addresses).toEqual([email, "hello@adenhq.com"].sort());
      const mailtoLinks = await page
        .locator('a[href^="mailto:"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(new Set(mailtoLinks)).toEqual(
        new Set([`mailto:${email}`, "mailto:hello@adenhq.com"]),
      );
    },
  );

  test(
    `${path} has its canonical URL and Open Graph tags`,
    SERVER_RENDERED,
    async ({ page }) => {
      await gotoAndSettle(page, path);
      await expect(page).toHaveTitle(`${heading} | Aden`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${path}$`),
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        "content",
        heading,
      );
    },
  );
}

test(
  "/customers answers 200 and links each case study, each of which answers 200",
  SERVER_RENDERED,
  async ({ page, request }) => {
    const response = await gotoAndSettle(page, "/customers");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "How teams that build, make and care run on Aden",
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/customers$/,
    );
    const stories = page.getByRole("main").getByRole("article");
    await expect(stories).toHaveCount(4);
    for (const { customer, path } of CASE_STUDIES) {
      const link = page.getByRole("link", {
        name: `Read the ${customer} story`,
      });
      await expect(link).toHaveAttribute("href", path);
      expect((await request.get(path)).status()).toBe(200);
    }
    // Industries, headlines and figures come from the case studies' own content.
    const medallion = stories.filter({ hasText: "Read the Medallion story" });
    await expect(medallion).toContainText("Healthcare");
    await expect(medallion).toContainText(
      "Clinics stocked, credentials current, records ready",
    );
    await expect(medallion).toContainText("60 days");
    // Its picture is the healthcare page's supply room, not the inventory module's contractor stock.
    await expect(medallion).toContainText("Supplies · PAR levels");
    await expect(medallion).not.toContainText("Reorder watch");
  },
);

test(
  "a story's figures line up: from sm every value on one line, on a phone one figure a row",
  SERVER_RENDERED,
  async ({ page }) => {
    /**
     * For each list of figures matching `lists`: how far apart its values' tops are, in px. The
     * product pictures' own figures (inside their `role="img"` window) are not the story's.
     */
    const valueSpreads = (lists = 'main dl:not([role="img"] dl)') =>
      page.locator(lists).evaluateAll((lists) =>
        lists.map((list) => {
          const tops = [...list.querySelectorAll("dd")].map(
            (value) => value.getBoundingClientRect().top,
          );
          return Math.round(Math.max(...tops) - Math.min(...tops));
        }),
      );
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoAndSettle(page, "/customers");
    expect(await valueSpreads()).toEqual([0, 0, 0, 0]);
    // On a phone a figure is a row: its value, then its label beside it in at most three lines.
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoAndSettle(page, "/customers");
    const rows = await page
      .locator('main dl:not([role="img"] dl) > div')
      .evaluateAll((figures) =>
        figures.map((figure) => {
          const value = figure.querySelector("dd")!.getBoundingClientRect();
          const label = figure.querySelector("dt")!;
          const box = label.getBoundingClientRect();
          const lineHeight = parseFloat(getComputedStyle(label).lineHeight);
          return {
            valueFirst: value.right <= box.left,
            labelLines: Math.round(box.height / lineHeight),
          };
        }),
      );
    expect(rows).toHaveLength(12);
    for (const row of rows) {
      expect(row.valueFirst).toBe(true);
      expect(row.labelLines).toBeLessThanOrEqual(3);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoAndSettle(page, "/case-studies/medallion");
    expect(await valueSpreads('section[aria-labelledby="results"] dl')).toEqual(
      [0],
    );
  },
);

test("the industry filter works through the URL, with or without JavaScript", async ({
  page,
}) => {
  await gotoAndSettle(page, "/customers");
  const filter = page.getByRole("navigation", {
    name: "Filter stories by industry",
  });
  const stories = page.getByRole("main").getByRole("article");
  await filter.getByRole("link", { name: "Healthcare" }).click();
  await expect(page).toHaveURL(/\/customers\?industry=healthcare#stories$/);
  await expect(stories).toHaveCount(1);
  await expect(stories).toContainText("Medallion");
  await expect(
    filter.getByRole("link", { name: "Healthcare" }),
  ).toHaveAttribute("aria-current", "page");
  await filter.getByRole("link", { name: "Construction" }).click();
  await expect(page).toHaveURL(/\?industry=construction#stories$/);
  await expect(stories).toHaveCount(1);
  await expect(stories).toContainText("TC Boiler");
  await filter.getByRole("link", { name: "All industries" }).click();
  await expect(stories).toHaveCount(4);
  await expect(
    filter.getByRole("link", { name: "All industries" }),
  ).toHaveAttribute("aria-current", "page");
});

test("an industry no story has answers 404", async ({ request }) => {
  const response = await request.get("/customers?industry=retail");
  expect(response.status()).toBe(404);
});

test("a case study's Case studies breadcrumb leads to /customers", async ({
  page,
}) => {
  await gotoAndSettle(page, "/case-studies/kai-media");
  const crumb = page
    .getByRole("navigation", { name: "Breadcrumb" })
    .getByRole("link", { name: "Case studies" });
  await expect(crumb).toHaveAttribute("href", "/customers");
  await crumb.click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the footer links the three pages", SERVER_RENDERED, async ({ page }) => {
  await gotoAndSettle(page, "/customers");
  const footer = page.getByRole("contentinfo");
  for (const path of ["/customers", "/privacy", "/terms-of-service"]) {
    await expect(footer.locator(`a[href="${path}"]`).first()).toBeVisible();
  }
});
