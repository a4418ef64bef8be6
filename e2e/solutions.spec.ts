import { expect, test, type Page } from "@playwright/test";
import { gotoAndSettle, SERVER_RENDERED } from "./support";

// behaviour §2: the eight module pages and four industry pages, with JavaScript on and off; what
// only the server renders is checked without script (SERVER_RENDERED).
const PAGES = [
  {
    path: "/accounting",
    eyebrow: "Finance & Accounting",
    heading:
      "Every supplier invoice matched, coded to its job and ready to post",
    story: "Kai Media",
  },
  {
    path: "/contracting",
    eyebrow: "Contracting",
    heading:
      "Pay apps, lien waivers and certified payroll, checked before anyone is paid",
    story: "TC Boiler",
  },
  {
    path: "/eCommerce",
    eyebrow: "eCommerce",
    heading:
      "Web orders and emailed trade POs in one queue, checked before they ship",
    story: "Bluestreak",
  },
  {
    path: "/inventory-management",
    eyebrow: "Inventory Management",
    heading: "Stock on every shelf, site and van, reordered before it runs out",
    story: "Medallion",
  },
  {
    path: "/module-training",
    eyebrow: "Training & Certification",
    heading:
      "Every OSHA card, licence and CEU tracked, with renewals booked before they lapse",
    story: "TC Boiler",
  },
  {
    path: "/professionalServices",
    eyebrow: "Professional Services",
    heading:
      "Utilisation and project margin you can see while the work is still running",
    story: "Kai Media",
  },
  {
    path: "/project-management",
    eyebrow: "Project Management",
    heading:
      "A live plan for every job: schedule, budget and what happened on site today",
    story: "TC Boiler",
  },
  {
    path: "/workforce",
    eyebrow: "Workforce",
    heading:
      "Hours from the field to payroll, checked against the schedule on the way",
    story: "TC Boiler",
  },
  {
    path: "/customer/construction",
    eyebrow: "Construction",
    heading: "One job record, from the daily report to the pay application",
    story: "TC Boiler",
  },
  {
    path: "/customer/government",
    eyebrow: "Government",
    heading: "From requisition to payment, with every approval on the record",
    story: "Medallion",
  },
  {
    path: "/customer/healthcare",
    eyebrow: "Healthcare",
    heading:
      "Supply rooms at PAR, credentials current, supplier invoices matched",
    story: "Medallion",
  },
  {
    path: "/customer/manufacturing",
    eyebrow: "Manufacturing",
    heading:
      "Orders, materials and quality on one line of sight, from PO to shipment",
    story: "Bluestreak",
  },
];

// behaviour §2, Header: the Modules and Customer groups.
const HEADER_PATHS = [
  "/module-training",
  "/project-management",
  "/accounting",
  "/inventory-management",
  "/contracting",
  "/customer/construction",
  "/customer/manufacturing",
  "/customer/healthcare",
  "/customer/government",
];

const CASE_STUDY_PATHS: Record<string, string> = {
  Bluestreak: "/case-studies/bluestreak",
  "Kai Media": "/case-studies/kai-media",
  Medallion: "/case-studies/medallion",
  "TC Boiler": "/case-studies/tc-boiler",
};

for (const { path, eyebrow, heading, story } of PAGES) {
  test(
    `${path} answers 200 with its heading, breadcrumb, visuals and story`,
    SERVER_RENDERED,
    async ({ page }) => {
      const response = await gotoAndSettle(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(
        page.getByRole("main").getByText(eyebrow).first(),
      ).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${path}$`),
      );
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("link", { name: "Home" })).toBeVisible();
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(eyebrow);
      // The hero's visual and one per feature, each labelled for screen readers.
      const visuals = page.getByRole("main").getByRole("img");
      expect(await visuals.count()).toBeGreaterThanOrEqual(3);
      for (const label of await visuals.evaluateAll((figures) =>
        figures.map((figure) => figure.getAttribute("aria-label") ?? ""),
      )) {
        expect(label.length).toBeGreaterThan(40);
      }
      await expect(
        page.getByRole("link", { name: `Read the ${story} story` }),
      ).toHaveAttribute("href", CASE_STUDY_PATHS[story] ?? "");
      await expect(
        page.getByRole("figure").getByRole("blockquote"),
      ).toHaveCount(1);
      const integrations = page.locator('main a[href^="/integrations/"]');
      expect(await integrations.count()).toBeGreaterThanOrEqual(3);
      await expect(
        page.getByRole("heading", { level: 2, name: /Questions/ }),
      ).toBeVisible();
      await expect(page.locator("#cta-band-title")).toBeVisible();
    },
  );
}

test("/ecommerce and a trailing slash redirect to the spec's path", async ({
  page,
}) => {
  await page.goto("/ecommerce");
  await expect(page).toHaveURL(/\/eCommerce$/);
  await page.goto("/customer/healthcare/");
  await expect(page).toHaveURL(/\/customer\/healthcare$/);
});

test(
  "the header's Modules and Customer entries reach these pages",
  SERVER_RENDERED,
  async ({ page, request }) => {
    await gotoAndSettle(page, "/");
    // Without script the menus are server-rendered links; with script the header's own tests
    // check them (e2e/js/header.spec.ts).
    const header = page.getByRole("banner");
    for (const path of HEADER_PATHS) {
      expect(
        await header.locator(`a[href="${path}"]`).count(),
        path,
      ).toBeGreaterThan(0);
    }
    for (const path of HEADER_PATHS) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const heading = PAGES.find((entry) => entry.path === path)?.heading ?? "";
      expect(await response.text()).toContain(heading.replace(/&/g, "&amp;"));
    }
  },
);

test("a question of the FAQ opens on click, without script too", async ({
  page,
}) => {
  await gotoAndSettle(page, "/customer/construction");
  const question = page
    .locator("#faq details")
    .filter({ hasText: "Does Aden replace Procore?" });
  await expect(question).not.toHaveAttribute("open");
  await expect(question.getByText(/Procore stays where/)).toBeHidden();
  await question.locator("summary").click();
  await expect(question).toHaveAttribute("open", "");
  await expect(question.getByText(/Procore stays where/)).toBeVisible();
  await question.locator("summary").click();
  await expect(question).not.toHaveAttribute("open");
});

test.describe(
  "hero layouts and section orders at 1440 px",
  SERVER_RENDERED,
  () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    /** The hero's h1 and its picture (the frame its layout names), as boxes on the page. */
    async function heroBoxes(page: Page, layout: string) {
      const picture = page.locator(`main [data-hero-layout="${layout}"]`);
      await expect(picture).toHaveCount(1);
      const title = await page.getByRole("heading", { level: 1 }).boundingBox();
      const window = await picture.getByRole("img").first().boundingBox();
      if (!title || !window) throw new Error("the hero is not on screen");
      return { picture, title, window };
    }

    /** The ids of the sections between the hero and the call to action, in page order. */
    const sectionOrder = (page: Page) =>
      page
        .locator("main section[id]")
        .evaluateAll((sections) => sections.map((section) => section.id));

    test("split: the title on the left, the window beside it on the right", async ({
      page,
    }) => {
      await gotoAndSettle(page, "/accounting");
      const { title, window } = await heroBoxes(page, "split");
      expect(window.x).toBeGreaterThan(title.x + title.width - 1);
      expect(window.y).toBeLessThan(title.y + title.height);
      expect(await sectionOrder(page)).toEqual([
        "problems",
        "features",
        "proof",
        "connections",
        "faq",
        "related",
      ]);
    });

    test("centred: the title centred, a wide window under it", async ({
      page,
    }) => {
      await gotoAndSettle(page, "/module-training");
      const { picture, title, window } = await heroBoxes(page, "centred");
      // The card hangs from the window's bottom edge, over none of its rows.
      const card = await picture.locator(":scope > div").last().boundingBox();
      expect(card!.y).toBeGreaterThan(window.y + window.height - 16);
      expect(card!.x + card!.width).toBeGreaterThan(window.x + window.width);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCSS(
        "text-align",
        "center",
      );
      expect(window.y).toBeGreaterThan(title.y + title.height);
      expect(window.width).toBeGreaterThan(900);
      // Centred on the page: its middle within a pixel of the viewport's.
      expect(Math.abs(window.x + window.width / 2 - 720)).toBeLessThan(2);
      expect(await sectionOrder(page)).toEqual([
        "features",
        "problems",
        "connections",
        "proof",
        "related",
        "faq",
      ]);
    });

    test("stacked: the window in front of a fanned second window, beside the title", async ({
      page,
    }) => {
      await gotoAndSettle(page, "/project-management");
      const { picture, title, window } = await heroBoxes(page, "stacked");
      expect(window.x).toBeGreaterThan(title.x + title.width - 1);
      // Two windows drawn; only the front one is heard (the one behind repeats a feature's).
      await expect(picture.locator("figure")).toHaveCount(2);
      await expect(picture.getByRole("img")).toHaveCount(1);
      const behind = await picture.locator("figure").nth(1).boundingBox();
      expect(behind?.y).toBeLessThan(window.y);
      // The card hangs from the front window's bottom-left corner, clear of both windows' titles.
      const card = await picture.locator(":scope > div").last().boundingBox();
      expect(card!.y).toBeGreaterThan(window.y + window.height - 40);
      expect(card!.x).toBeLessThan(window.x);
      expect(await sectionOrder(page)).toEqual([
        "problems",
        "proof",
        "features",
        "connections",
        "related",
        "faq",
      ]);
    });

    test("neighbours in the header's menus never share a hero layout", async ({
      page,
    }) => {
      const layouts: string[] = [];
      // In menu order: Modules, then Customer.
      for (const path of HEADER_PATHS) {
        await gotoAndSettle(page, path);
        layouts.push(
          (await page
            .locator("main [data-hero-layout]")
            .getAttribute("data-hero-layout")) ?? "",
        );
      }
      expect(layouts).toEqual([
        "centred",
        "stacked",
        "split",
        "centred",
        "stacked",
        "centred",
        "split",
        "centred",
        "stacked",
      ]);
    });
  },
);

test(
  "related pages are two cards a row on a 390 px phone",
  SERVER_RENDERED,
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoAndSettle(page, "/accounting");
    const cards = page.locator("#related li");
    await expect(cards).toHaveCount(4);
    const boxes = await cards.evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        return { x: Math.round(box.x), y: Math.round(box.y) };
      }),
    );
    expect(boxes[0]!.y).toBe(boxes[1]!.y);
    expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x + 100);
    expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y);
  },
);

test(
  "a register on a 390 px phone shows every name, column and status whole",
  SERVER_RENDERED,
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoAndSettle(page, "/workforce");
    const register = page.getByRole("img", { name: /onboarding tracker/ });
    await register.scrollIntoViewIfNeeded();
    const cut = await register.locator("span").evaluateAll((spans) =>
      spans
        .filter(
          (span) => span.children.length === 0 && span.textContent?.trim(),
        )
        .flatMap((span) => {
          const text = span.textContent!.trim();
          const range = document.createRange();
          range.selectNodeContents(span);
          const lines = new Set(
            [...range.getClientRects()].map((line) => Math.round(line.top)),
          ).size;
          // Cut short ("Due F…"), or a word split over two lines ("Inducti" / "on").
          return span.scrollWidth > span.clientWidth ||
            lines > text.split(/\s+/).length
            ? [text]
            : [];
        }),
    );
    expect(cut).toEqual([]);
    await expect(
      register.getByText("Due Feb 7", { exact: true }),
    ).toBeVisible();
    await expect(
      register.getByText("Induction", { exact: true }),
    ).toBeVisible();
  },
);

/** /customer/construction's six-week look-ahead at `width`, scrolled into view. */
async function openSchedule(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await gotoAndSettle(page, "/customer/construction");
  const schedule = page.getByRole("img", { name: /six-week look-ahead/ });
  await schedule.scrollIntoViewIfNeeded();
  return schedule;
}

for (const width of [1440, 390]) {
  test(
    `at ${width} px a schedule's today line starts under the week labels`,
    SERVER_RENDERED,
    async ({ page }) => {
      const schedule = await openSchedule(page, width);
      const week = schedule.getByText("W17", { exact: true });
      const weekBottom = await week.evaluate(
        (label) => label.getBoundingClientRect().bottom,
      );
      // The line and its dot: the rose marker, 1 px wide, over the rows.
      const lineTop = await schedule.evaluate((root) =>
        Math.min(
          ...[...root.querySelectorAll(".bg-rose-500")].map(
            (part) => part.getBoundingClientRect().top,
          ),
        ),
      );
      expect(lineTop).toBeGreaterThanOrEqual(weekBottom);
    },
  );
}

for (const width of [1440, 390]) {
  test(
    `at ${width} px a schedule's row names are whole`,
    SERVER_RENDERED,
    async ({ page }) => {
      const schedule = await openSchedule(page, width);
      await expect(
        schedule.getByText("Above-ceiling inspection"),
      ).toBeVisible();
      const cut = await schedule
        .locator("p")
        .evaluateAll((names) =>
          names
            .filter((name) => name.scrollWidth > name.clientWidth)
            .map((name) => name.textContent),
        );
      expect(cut).toEqual([]);
    },
  );
}

for (const { path, width, label } of [
  { path: "/customer/manufacturing", width: 390, label: "Orders this week" },
  { path: "/module-training", width: 1440, label: "Expiring in 30 days" },
]) {
  test(
    `at ${width} px the headline figures of ${path}'s picture keep "${label}" whole, the figures of a row level`,
    SERVER_RENDERED,
    async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoAndSettle(page, path);
      // Inside a picture (role img), so not by role.
      const term = page.locator("main dt", { hasText: label });
      await term.scrollIntoViewIfNeeded();
      await expect(term).toHaveText(label);
      const cards = await term
        .locator("xpath=ancestor::dl[1]")
        .evaluate((list) =>
          [...list.querySelectorAll("dt")].map((term) => ({
            label: term.textContent,
            cut: term.scrollWidth > term.clientWidth,
            cardTop: Math.round(
              term.parentElement!.getBoundingClientRect().top,
            ),
            figureTop: Math.round(
              term.nextElementSibling!.getBoundingClientRect().top,
            ),
          })),
        );
      expect(cards.filter((card) => card.cut)).toEqual([]);
      for (const card of cards) {
        const sameRow = cards.filter((other) => other.cardTop === card.cardTop);
        expect(sameRow.map((other) => other.figureTop)).toEqual(
          sameRow.map(() => card.figureTop),
        );
      }
    },
  );
}

test(
  "at 390 px a dashboard's chart title is whole, its legend beside or below it",
  SERVER_RENDERED,
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoAndSettle(page, "/project-management");
    const title = page
      .locator("main p")
      .filter({ hasText: "Actual vs planned progress, by month" })
      .first();
    await title.scrollIntoViewIfNeeded();
    await expect(title).toHaveText("Actual vs planned progress, by month");
    expect(
      await title.evaluate(
        (element) => element.scrollWidth > element.clientWidth,
      ),
    ).toBe(false);
  },
);
