import { expect, test } from "@playwright/test";
import { gotoAndSettle, javaScriptEnabled, SERVER_RENDERED } from "./support";

// The home page (behaviour §2 "/"): the product shown in the hero and in three story rows, a bento
// grid of capabilities, customers' outcomes, every module and industry, and a closing call to
// action. Runs with JavaScript on and off, apart from what only the server renders
// (SERVER_RENDERED).

test(
  "the hero pairs the promise with a picture of the product",
  SERVER_RENDERED,
  async ({ page }) => {
    const response = await gotoAndSettle(page, "/");
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Next-gen automation platform for your business",
      }),
    ).toBeVisible();
    await expect(
      page.getByRole("img", { name: /^The Aden platform: a supplier invoice/ }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Start for free" }).first(),
    ).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/$/,
    );
  },
);

test(
  "the customer strip names the four customers and links their stories",
  SERVER_RENDERED,
  async ({ page }) => {
    await gotoAndSettle(page, "/");
    const strip = page.getByRole("region", {
      name: "Trusted by teams that build, make, care and create",
    });
    for (const slug of ["bluestreak", "kai-media", "medallion", "tc-boiler"]) {
      await expect(
        strip.locator(`a[href="/case-studies/${slug}"]`),
      ).toHaveCount(1);
    }
    // The strip counts nothing of our own catalogue any more.
    await expect(strip.locator("dl")).toHaveCount(0);
  },
);

test(
  "the product story shows three modules, each beside its own module page's picture, sides alternating",
  SERVER_RENDERED,
  async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoAndSettle(page, "/");
    const story = page.getByRole("region", {
      name: "The paperwork between your systems, handled",
    });
    const rows = story.locator("ol > li");
    await expect(rows).toHaveCount(3);
    const expected = [
      { path: "/accounting", picture: /^A three-way match in Aden/ },
      { path: "/project-management", picture: /^A job dashboard in Aden/ },
      {
        path: "/module-training",
        picture: /^A certification register in Aden/,
      },
    ];
    const sides: string[] = [];
    for (const [index, { path, picture }] of expected.entries()) {
      const row = rows.nth(index);
      await row.scrollIntoViewIfNeeded();
      const image = row.getByRole("img", { name: picture });
      await expect(image).toBeVisible();
      await expect(row.locator(`a[href="${path}"]`)).toHaveCount(1);
      const imageBox = await image.boundingBox();
      const headingBox = await row
        .getByRole("heading", { level: 3 })
        .boundingBox();
      sides.push(imageBox!.x > headingBox!.x ? "right" : "left");
    }
    expect(sides).toEqual(["right", "left", "right"]);
  },
);

test(
  "the bento grid shows five capabilities, the process run and every integration's mark",
  SERVER_RENDERED,
  async ({ page, request }) => {
    await gotoAndSettle(page, "/");
    const bento = page.getByRole("region", {
      name: "Built for the way approvals actually happen",
    });
    await expect(bento.getByRole("heading", { level: 3 })).toHaveText([
      "AI that reads the documents you already get",
      "Processes that run to the last step",
      "Approvals where people already are",
      "Every step on the record",
      "Keeps the systems you have",
    ]);
    await bento.scrollIntoViewIfNeeded();
    await expect(
      bento.getByRole("img", {
        name: "The Invoice approval process running in Aden: 4 steps, 2 done and one in progress.",
      }),
    ).toBeVisible();
    const logos = bento.locator('a[href^="/integrations/"] img');
    await expect(logos).toHaveCount(14);
    for (const source of await logos.evaluateAll((images) =>
      images.map((image) => image.getAttribute("src") ?? ""),
    )) {
      const response = await request.get(source);
      expect(response.status(), source).toBe(200);
      expect(response.headers()["content-type"], source).toContain(
        "image/svg+xml",
      );
    }
  },
);

test(
  "proof is the customers' outcomes, not yet marked as confirmed, beside one customer's words",
  SERVER_RENDERED,
  async ({ page }) => {
    await gotoAndSettle(page, "/");
    const proof = page.getByRole("region", {
      name: "What changed for the teams running it",
    });
    const cards = proof.getByRole("listitem");
    await expect(cards).toHaveCount(4);
    await expect(cards.locator("p.text-3xl")).toHaveText([
      "2 h",
      "9 in 10",
      "3 days",
      "60 days",
    ]);
    await expect(
      proof.getByRole("link", { name: "Read the story of Kai Media" }),
    ).toHaveAttribute("href", "/case-studies/kai-media");
    // The figures are "to confirm" in the case studies: nothing says the customers reported them.
    await expect(
      proof.getByText("Figures reported by the customer."),
    ).toHaveCount(0);
    await expect(proof.locator("blockquote")).toHaveCount(1);
    await expect(proof.locator("blockquote")).toContainText(
      "Our technicians used to finish a job",
    );
    const cta = page.getByRole("region", {
      name: "Hand Aden the work between your systems",
    });
    await expect(
      cta.getByRole("link", { name: "Start for free" }),
    ).toBeVisible();
    await expect(cta.getByRole("link", { name: "Book a demo" })).toBeVisible();
  },
);

test(
  "the module grid links all eight modules and four industries, two to a row on a phone",
  SERVER_RENDERED,
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoAndSettle(page, "/");
    const modules = page.getByRole("list", { name: "Modules" });
    await expect(modules.getByRole("link")).toHaveCount(8);
    expect(
      await modules
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
    ).toEqual([
      "/module-training",
      "/project-management",
      "/accounting",
      "/inventory-management",
      "/contracting",
      "/workforce",
      "/eCommerce",
      "/professionalServices",
    ]);
    await expect(
      page.getByRole("list", { name: "Industries" }).getByRole("link"),
    ).toHaveCount(4);
    await modules.scrollIntoViewIfNeeded();
    const boxes = await modules
      .getByRole("listitem")
      .evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
      );
    // Two columns: four rows, each card about half the width.
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(4);
    for (const box of boxes) {
      expect(box.width).toBeGreaterThan(150);
      expect(box.width).toBeLessThan(180);
    }
  },
);

test(
  "the hero picture ends where its content does and keeps the page's 20 px edge on a phone",
  SERVER_RENDERED,
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoAndSettle(page, "/");
    const picture = page.getByRole("img", {
      name: /^The Aden platform: a supplier invoice/,
    });
    const measures = await picture.evaluate((figure) => {
      const stats = figure.querySelector("p:last-child")!;
      const queue = [...document.querySelectorAll("main span")].find(
        (span) => span.textContent === "Waiting for you",
      )!;
      const card = queue.closest(".rounded-2xl")!;
      const id = [...document.querySelectorAll("main span")].find(
        (span) => span.textContent === "CO-0192",
      )!;
      const hours = [...document.querySelectorAll("main span")]
        .find((span) => span.textContent === "Hours returned this quarter")!
        .closest(".rounded-2xl")!;
      const cut = [...figure.parentElement!.querySelectorAll("*")].filter(
        (element) =>
          getComputedStyle(element).textOverflow === "ellipsis" &&
          element.scrollWidth > element.clientWidth,
      );
      return {
        bandUnderStats:
          figure.getBoundingClientRect().bottom -
          stats.getBoundingClientRect().bottom,
        cardRight: window.innerWidth - card.getBoundingClientRect().right,
        windowRight: window.innerWidth - figure.getBoundingClientRect().right,
        idFont: getComputedStyle(id).fontFamily,
        idNumbers: getComputedStyle(id).fontVariantNumeric,
        surfaces: [card, hours].map(
          (element) => getComputedStyle(element).backgroundColor,
        ),
        cut: cut.length,
      };
    });
    expect(measures.bandUnderStats).toBeLessThanOrEqual(1);
    expect(measures.windowRight).toBe(20);
    expect(measures.cardRight).toBe(20);
    expect(measures.idFont).toMatch(/^"Inter Variable"/);
    expect(measures.idNumbers).toBe("tabular-nums");
    expect(measures.surfaces).toEqual([
      "rgb(255, 255, 255)",
      "rgb(255, 255, 255)",
    ]);
    expect(measures.cut).toBe(0);
  },
);

test("sections below the first skip rendering during the first load, then are drawn", async ({
  page,
}) => {
  await gotoAndSettle(page, "/");
  const visibilityOf = (selector: string) =>
    page
      .locator(selector)
      .evaluateAll((elements) =>
        elements.map((element) => getComputedStyle(element).contentVisibility),
      );
  const sections = await visibilityOf("main > section");
  expect(sections.length).toBeGreaterThan(5);
  // The hero is drawn at once: it holds the largest paint.
  expect(sections[0]).toBe("visible");

  if (!javaScriptEnabled()) {
    // Without script the rest waits for the viewport for good.
    expect(new Set(sections.slice(1))).toEqual(new Set(["auto"]));
    expect(await visibilityOf("footer")).toEqual(["auto"]);
    const footer = page.locator("footer");
    await footer.scrollIntoViewIfNeeded();
    await expect(
      footer.getByRole("link", { name: "Privacy Policy" }),
    ).toBeVisible();
    expect((await footer.boundingBox())?.height).toBeGreaterThan(200);
    return;
  }
  // With script each is drawn in an idle moment of its own, until the page has its real height.
  await expect(page.locator("html[data-draw-all]")).toBeAttached();
  await expect(
    page.locator("main > section ~ section[data-drawn]"),
  ).toHaveCount(sections.length - 1);
  expect(new Set(await visibilityOf("main > section, footer"))).toEqual(
    new Set(["visible"]),
  );
  // A reload restores the scroll position: everything is drawn from the start, before any idle.
  await page.addInitScript(() =>
    document.addEventListener("DOMContentLoaded", () => {
      document.documentElement.dataset.drawAllAtStart = String(
        "drawAll" in document.documentElement.dataset,
      );
    }),
  );
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute(
    "data-draw-all-at-start",
    "true",
  );
});
