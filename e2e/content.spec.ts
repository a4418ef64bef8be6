import { expect, test, type Page } from "@playwright/test";
import { gotoAndSettle, SERVER_RENDERED, waitForApp } from "./support";

type JsonLd = { "@type": string; [key: string]: unknown };

async function jsonLdOf(page: Page): Promise<JsonLd[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .allTextContents();
  return blocks.map((block) => JSON.parse(block) as JsonLd);
}

test("a blog article renders its headings, anchors, metadata and JSON-LD", async ({
  page,
}) => {
  await gotoAndSettle(page, "/blog");
  const firstPost = page
    .getByRole("main")
    .getByRole("article")
    .first()
    .getByRole("link");
  const title = (await firstPost.textContent())?.trim() ?? "";
  expect(title).not.toBe("");
  await firstPost.click();
  await waitForApp(page);

  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  const path = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  // The cover is the article's largest picture: asked for with the first requests.
  await expect(page.locator("main article > img").first()).toHaveAttribute(
    "fetchpriority",
    "high",
  );

  const sections = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(sections.first()).toBeVisible();
  const anchor = page.locator("main .prose h2 a.heading-anchor").first();
  await expect(anchor).toHaveAttribute("href", /^#[a-z0-9-]+$/);
  const target = (await anchor.getAttribute("href"))?.slice(1) ?? "";
  await expect(page.locator(`main .prose h2#${target}`)).toHaveCount(1);

  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`${path}$`),
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute(
    "content",
    "article",
  );
  await expect(
    page.locator('link[rel="alternate"][type="application/rss+xml"]'),
  ).toHaveCount(1);

  const jsonLd = await jsonLdOf(page);
  const posting = jsonLd.find((block) => block["@type"] === "BlogPosting");
  expect(posting).toMatchObject({
    headline: title,
    datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    author: { "@type": "Person", name: expect.any(String) },
  });
  expect(String(posting?.url)).toMatch(new RegExp(`${path}$`));
  expect(jsonLd.map((block) => block["@type"])).toEqual(
    expect.arrayContaining(["Organization", "BreadcrumbList", "BlogPosting"]),
  );
  await expect(
    page.getByRole("navigation", { name: "Breadcrumb" }),
  ).toContainText(title);
});

test(
  "an article's title, text and links to its neighbours share one left edge",
  SERVER_RENDERED,
  async ({ page }) => {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoAndSettle(page, "/blog/onboarding-field-crews");
      const main = page.getByRole("main");
      const lefts = await Promise.all(
        [
          main.getByRole("heading", { level: 1 }),
          main.locator("article p").first(),
          main.getByRole("link", { name: /^Previous post/ }),
        ].map(async (part) => Math.round((await part.boundingBox())!.x)),
      );
      expect(lefts).toEqual(width === 1440 ? [336, 336, 336] : [20, 20, 20]);
    }
  },
);

test(
  "at 390 px a long breadcrumb goes on after the others and wraps as text",
  SERVER_RENDERED,
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoAndSettle(page, "/blog/onboarding-field-crews");
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    const lineTops = await trail.evaluate((nav) => {
      const current = nav.querySelector('[aria-current="page"]')!;
      const blog = nav.querySelector('a[href="/blog"]')!;
      return {
        blog: Math.round(blog.getBoundingClientRect().top),
        current: [...current.getClientRects()].map((rect) =>
          Math.round(rect.top),
        ),
      };
    });
    // The title starts on the line of "Blog" and takes a second line of its own text.
    expect(lineTops.current[0]).toBe(lineTops.blog);
    expect(lineTops.current.length).toBeGreaterThan(1);
  },
);

test(
  "at 390 px a parent crumb moves to the next line whole, after its separator",
  SERVER_RENDERED,
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoAndSettle(
      page,
      "/integration-process/quickbooks-online/purchase-order-matching",
    );
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    const parent = trail.getByRole("link", { name: "QuickBooks Online" });
    const lines = await parent.evaluate((link) => ({
      link: [...link.getClientRects()].map((rect) => Math.round(rect.top)),
      separator: Math.round(
        link
          .closest("li")!
          .querySelector('[aria-hidden="true"]')!
          .getBoundingClientRect().top,
      ),
      before: Math.round(
        link
          .closest("li")!
          .previousElementSibling!.querySelector("a")!
          .getBoundingClientRect().top,
      ),
    }));
    // It was "QuickBooks" at the end of one line and "Online" at the start of the next.
    expect(lines.link).toHaveLength(1);
    expect(lines.separator).toBe(lines.before);
    // And no crumb runs past the trail's right edge ("/Purchase" once did, as one unbreakable run).
    const overflow = await trail.evaluate((nav) => {
      const right = nav.getBoundingClientRect().right;
      return [...nav.querySelectorAll("a, [aria-current]")].flatMap((crumb) =>
        [...crumb.getClientRects()].some((rect) => rect.right > right + 0.5)
          ? [crumb.textContent]
          : [],
      );
    });
    expect(overflow).toEqual([]);
  },
);

test(
  "at 390 px an article table scrolls inside a labelled region that the keyboard can scroll",
  SERVER_RENDERED,
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoAndSettle(
      page,
      "/blog/month-end-close-checklist-for-contractors",
    );
    const region = page.getByRole("region", {
      name: "Table: Signal, Example, Why it matters",
    });
    await expect(region).toHaveAttribute("tabindex", "0");
    await expect(region.getByRole("table")).toHaveCount(1);
    const scroll = () =>
      region.evaluate((element) => ({
        left: element.scrollLeft,
        overflow: element.scrollWidth - element.clientWidth,
        pageOverflow:
          document.documentElement.scrollWidth -
          document.documentElement.clientWidth,
      }));
    const before = await scroll();
    // The table is wider than the screen, the page is not: the region scrolls, not the page.
    expect(before.overflow).toBeGreaterThan(0);
    expect(before.pageOverflow).toBe(0);
    expect(before.left).toBe(0);

    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect.poll(async () => (await scroll()).left).toBeGreaterThan(0);
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect
      .poll(async () => (await scroll()).left)
      .toBeGreaterThan(before.left);
  },
);

test(
  "task-list checkboxes in an article are named by their item and disabled",
  SERVER_RENDERED,
  async ({ page }) => {
    await gotoAndSettle(
      page,
      "/blog/month-end-close-checklist-for-contractors",
    );
    const checkbox = page.getByRole("checkbox", {
      name: "Lock the cut-off date and tell everyone what it is.",
    });
    await expect(checkbox).toBeDisabled();
    await expect(checkbox).not.toBeChecked();
    await expect(
      page.getByRole("checkbox", {
        name: "Accrue received-not-invoiced costs from the PM responses and delivery receipts.",
      }),
    ).toBeDisabled();
  },
);

test("an unknown slug shows the Page Not Found message with its path", async ({
  page,
}) => {
  for (const path of [
    "/blog/no-such-post",
    "/integration-process/no-such/pair",
  ]) {
    const response = await gotoAndSettle(page, path);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Page Not Found" }),
    ).toBeVisible();
    await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible();
  }
});

test(
  "the blog's hero features the newest post, and the list ends with the feed and the full list",
  SERVER_RENDERED,
  async ({ page }) => {
    await gotoAndSettle(page, "/blog");
    const featured = page.getByRole("main").getByRole("article").first();
    await expect(featured).toContainText("Featured");
    // The newest published post (a newer one is a draft).
    await expect(featured.getByRole("link")).toHaveText(
      "Onboarding field crews in days, not weeks",
    );
    await expect(featured.getByRole("link")).toHaveAttribute(
      "href",
      "/blog/onboarding-field-crews",
    );
    await expect(page.getByRole("link", { name: "RSS feed" })).toHaveAttribute(
      "href",
      "/blog/rss.xml",
    );
    await expect(
      page.getByRole("link", { name: "full list of posts" }),
    ).toHaveAttribute("href", "/sitemaps/blogs");
  },
);

test(
  "the largest picture of the blog and of a post comes inside the page, the rest by address",
  SERVER_RENDERED,
  async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/images/blog/")) asked.push(pathname);
    });
    for (const [path, cover] of [
      ["/blog", "/images/blog/onboarding-field-crews.svg"],
      [
        "/blog/month-end-close-checklist-for-contractors",
        "/images/blog/month-end-close-checklist-for-contractors.svg",
      ],
    ] as const) {
      asked.length = 0;
      await gotoAndSettle(page, path);
      const picture = page.getByRole("main").getByRole("img").first();
      await expect(picture).toHaveAttribute(
        "src",
        /^data:image\/svg\+xml,%3Csvg/,
      );
      // Drawn, not only named: an SVG the browser could not read has no natural width.
      await expect
        .poll(() =>
          picture.evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBeGreaterThan(0);
      expect(asked).not.toContain(cover);
    }
    // The list's covers below the hero keep their own address (and load lazily).
    await gotoAndSettle(page, "/blog");
    await expect(
      page.locator('main article img[src^="/images/blog/"]').first(),
    ).toHaveAttribute("loading", "lazy");
  },
);

test("the tag filter narrows the blog with plain links", async ({ page }) => {
  await gotoAndSettle(page, "/blog");
  const filter = page.getByRole("navigation", { name: "Filter posts by tag" });
  await expect(filter.getByRole("link", { name: "All posts" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // Chips are in sentence case (issue 27); the URL keeps the tag's slug.
  const tagLink = filter.getByRole("link", { name: "AI", exact: true });
  await tagLink.click();
  await waitForApp(page);

  await expect(page).toHaveURL("/blog?tag=ai");
  await expect(
    filter.getByRole("link", { name: "AI", exact: true }),
  ).toHaveAttribute("aria-current", "page");
  await expect(filter.getByRole("link", { name: "Operations" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Posts tagged “AI”",
  );
  await expect(
    page.getByRole("main").getByRole("article").first(),
  ).toBeVisible();
});

test(
  "each HTML sitemap lists exactly the pages of its XML sitemap",
  SERVER_RENDERED,
  async ({ page, request }) => {
    for (const section of [
      "blogs",
      "business-processes",
      "case-studies",
      "integrations",
    ]) {
      const xml = await (await request.get(`/sitemaps/${section}.xml`)).text();
      const fromXml = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
        .map((match) => new URL(match[1] ?? "").pathname)
        .sort();

      await gotoAndSettle(page, `/sitemaps/${section}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The sitemap's groups (named sections), not the call to action that ends the page.
      const links = page
        .getByRole("main")
        .locator("section[aria-label] a[href]");
      const fromHtml = (
        await links.evaluateAll((anchors) =>
          anchors.map((anchor) => anchor.getAttribute("href") ?? ""),
        )
      ).sort();
      expect(fromHtml, section).toEqual(fromXml);
    }
  },
);

test(
  "on a 390 px phone the blog sitemap keeps each date whole, with its dot",
  SERVER_RENDERED,
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoAndSettle(page, "/sitemaps/blogs");
    const dates = page.getByRole("main").locator("li time");
    await expect(dates.first()).toHaveText("August 18, 2026");
    const split = await dates.evaluateAll((times) =>
      times
        .filter((time) => {
          // The dot and the date: one line box if they stay together.
          const range = document.createRange();
          range.setStartBefore(time.previousSibling ?? time);
          range.setEndAfter(time);
          return (
            new Set(
              [...range.getClientRects()].map((box) => Math.round(box.top)),
            ).size > 1
          );
        })
        .map((time) => time.textContent),
    );
    expect(split).toEqual([]);
  },
);
