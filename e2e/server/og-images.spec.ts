import { expect, test, type APIRequestContext } from "@playwright/test";
import { readPng } from "../../scripts/og-cards/png";
import { drain } from "../batches";

// Issue 16, social cards: every page of the sitemaps names its own Open Graph image by absolute
// URL, for Open Graph and Twitter alike, and that image answers: a 1200×630 PNG showing the
// page's title, cached for a year (its URL changes with what it shows).

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&lt;": "<",
  "&gt;": ">",
};
const decode = (text: string) =>
  text.replace(
    /&(?:amp|quot|#x27|#39|lt|gt);/g,
    (entity) => ENTITIES[entity] ?? entity,
  );

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    decode(match[1] ?? ""),
  );

/** Every `content` of the meta tags with this property or name, in order. */
const metaValues = (html: string, key: "property" | "name", value: string) =>
  [
    ...html.matchAll(
      new RegExp(`<meta ${key}="${value}" content="([^"]*)"`, "g"),
    ),
  ].map((match) => decode(match[1] ?? ""));

async function sitemapPages(request: APIRequestContext, baseURL: string) {
  const index = await request.get(`${baseURL}/sitemap.xml`);
  expect(index.status()).toBe(200);
  const pages: string[] = [];
  for (const sitemap of locs(await index.text())) {
    const response = await request.get(sitemap);
    expect(response.status(), sitemap).toBe(200);
    pages.push(...locs(await response.text()));
  }
  return pages;
}

test("every page of the sitemaps has its own 1200×630 PNG card, showing its title", async ({
  request,
  baseURL,
}) => {
  test.slow();
  const origin = baseURL ?? "";
  const pages = await sitemapPages(request, origin);
  expect(pages.length).toBeGreaterThan(80);

  const problems: string[] = [];
  const cardOf = new Map<string, string>();

  async function check(page: string) {
    const response = await request.get(page);
    if (response.status() !== 200) {
      problems.push(`${page}: ${response.status()}`);
      return;
    }
    const html = await response.text();
    const [image, ...more] = metaValues(html, "property", "og:image");
    const [title] = metaValues(html, "property", "og:title");
    const head = {
      ogImages: 1 + more.length,
      twitterImage: metaValues(html, "name", "twitter:image"),
      twitterCard: metaValues(html, "name", "twitter:card"),
      width: metaValues(html, "property", "og:image:width"),
      height: metaValues(html, "property", "og:image:height"),
      alt: metaValues(html, "property", "og:image:alt").length,
    };
    if (!image) {
      problems.push(`${page}: no og:image`);
      return;
    }
    expect.soft(head, page).toEqual({
      ogImages: 1,
      twitterImage: [image],
      twitterCard: ["summary_large_image"],
      width: ["1200"],
      height: ["630"],
      alt: 1,
    });
    if (!image.startsWith(`${origin}/`)) {
      problems.push(
        `${page}: og:image ${image} is not an absolute URL of the site`,
      );
      return;
    }
    cardOf.set(page, new URL(image).pathname);

    const card = await request.get(image);
    const headers = card.headers();
    const png = readPng(await card.body());
    const answer = {
      status: card.status(),
      type: headers["content-type"],
      immutable:
        /max-age=31536000\b.*immutable|immutable.*max-age=31536000\b/.test(
          headers["cache-control"] ?? "",
        ),
      width: png?.width,
      height: png?.height,
      title: png?.text.get("Title"),
    };
    expect.soft(answer, `${page}'s card ${image}`).toEqual({
      status: 200,
      type: "image/png",
      immutable: true,
      width: 1200,
      height: 630,
      title,
    });
  }

  await drain([...pages], check);
  expect(problems).toEqual([]);
  // Its own: no two pages share a card.
  expect(new Set(cardOf.values()).size).toBe(pages.length);
});
