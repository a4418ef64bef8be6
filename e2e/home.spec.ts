import { expect, test } from "@playwright/test";
import { gotoAndSettle, javaScriptEnabled } from "./support";

// The home page (behaviour §2 "/"): the product shown, proof, modules, industries, processes,
// integrations, quotes and a closing call to action. Runs with JavaScript on and off.

test("the hero pairs the promise with a picture of the product", async ({
  page,
}) => {
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
});

test("the proof strip names the four customers and its figures count what the page lists", async ({
  page,
}) => {
  await gotoAndSettle(page, "/");
  const proof = page.getByRole("region", {
    name: "Trusted by teams that build, make, care and create",
  });
  for (const slug of ["bluestreak", "kai-media", "medallion", "tc-boiler"]) {
    await expect(proof.locator(`a[href="/case-studies/${slug}"]`)).toHaveCount(
      1,
    );
  }

  const figure = (label: string) =>
    proof.locator("dl > div", { hasText: label }).locator("dd");
  const modules = page
    .getByRole("region", { name: "Eight modules, one record of the work" })
    .getByRole("listitem");
  const integrations = page
    .getByRole("region", {
      name: "Keeps the systems you have, and fills the gaps between them",
    })
    .getByRole("listitem");
  await expect(figure("modules on one data model")).toHaveText(
    String(await modules.count()),
  );
  await expect(figure("native integrations")).toHaveText(
    String(await integrations.count()),
  );
  expect(await modules.count()).toBe(8);
});

test("every integration tile shows a logo the server serves", async ({
  page,
  request,
}) => {
  await gotoAndSettle(page, "/");
  const logos = page
    .getByRole("region", {
      name: "Keeps the systems you have, and fills the gaps between them",
    })
    .locator("img");
  const sources = await logos.evaluateAll((images) =>
    images.map((image) => image.getAttribute("src") ?? ""),
  );
  expect(sources.length).toBeGreaterThan(0);
  for (const source of sources) {
    const response = await request.get(source);
    expect(response.status(), source).toBe(200);
    expect(response.headers()["content-type"], source).toContain(
      "image/svg+xml",
    );
  }
});

test("customer quotes link to their stories and the page ends with a call to action", async ({
  page,
}) => {
  await gotoAndSettle(page, "/");
  const quotes = page.getByRole("region", { name: "In their words" });
  await expect(quotes.locator("blockquote")).toHaveCount(4);
  await expect(
    quotes.getByRole("link", { name: "Read the story of TC Boiler" }),
  ).toHaveAttribute("href", "/case-studies/tc-boiler");
  const cta = page.getByRole("region", {
    name: "Hand Aden the work between your systems",
  });
  await expect(cta.getByRole("link", { name: "Start for free" })).toBeVisible();
  await expect(cta.getByRole("link", { name: "Book a demo" })).toBeVisible();
});

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
