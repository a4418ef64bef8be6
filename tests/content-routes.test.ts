import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import { compileContentDirectory } from "~/lib/content/compile-directory.server";
import { loader as robotsLoader } from "~/routes/[robots.txt]";
import { loader as sitemapIndexLoader } from "~/routes/[sitemap.xml]";
import { loader as postLoader } from "~/routes/blog.$slug";
import { loader as blogLoader } from "~/routes/blog._index";
import { loader as feedLoader } from "~/routes/blog.rss[.xml]";
import { loader as caseStudyLoader } from "~/routes/case-studies.$slug";
import { loader as pairLoader } from "~/routes/integration-process.$integration.$process";
import { loader as integrationLoader } from "~/routes/integrations.$slug";
import { loader as sitemapFileLoader } from "~/routes/sitemaps.$file";

const SITE = "https://www.example.com";
const FIXTURES = path.resolve(import.meta.dirname, "fixtures");
let outDir = "";

beforeAll(async () => {
  outDir = path.join(
    mkdtempSync(path.join(tmpdir(), "content-routes-")),
    "content",
  );
  await compileContentDirectory({
    contentDir: path.join(FIXTURES, "content"),
    outDir,
    publicDir: path.join(FIXTURES, "public"),
  });
});

afterAll(() => {
  rmSync(path.dirname(outDir), { recursive: true, force: true });
});

beforeEach(() => {
  vi.stubEnv("CONTENT_BUILD_DIR", outDir);
  vi.stubEnv("SITE_URL", SITE);
});

const args = (
  url: string,
  params: Record<string, string> = {},
): LoaderFunctionArgs => ({
  request: new Request(`${SITE}${url}`),
  params,
  context: { cspNonce: "" },
});

/** What a loader threw, when it was a Response (our 404s are). */
async function thrownResponse(run: () => unknown): Promise<Response> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected the loader to throw a Response");
}

async function expectNotFound(run: () => unknown, path: string) {
  const response = await thrownResponse(run);
  expect(response.status).toBe(404);
  expect(await response.text()).toBe(`Page Not Found: ${path}`);
}

type WithInit<T> = { data: T; init: { headers: Record<string, string> } };
const unwrap = <T>(result: unknown) => result as WithInit<T>;

describe("/blog", () => {
  it("lists the published posts newest first, cached for a CDN, the draft left out", () => {
    const result = unwrap<{
      featured: { slug: string } | null;
      posts: { slug: string }[];
      pageCount: number;
      seo: { path: string };
    }>(blogLoader(args("/blog")));
    // The newest post leads in the hero; the grid goes on from the next.
    expect(result.data.featured?.slug).toBe("closing-the-books-in-three-days");
    expect(result.data.posts.map((post) => post.slug)).toEqual([
      "ai-agents-on-the-job-site",
      "subcontractor-compliance-checklist",
    ]);
    expect(result.data.pageCount).toBe(1);
    expect(result.data.seo.path).toBe("/blog");
    expect(result.init.headers["Cache-Control"]).toBe(
      "public, max-age=0, s-maxage=300, stale-while-revalidate=86400",
    );
  });

  it("filters by tag, with the filter in the canonical path", () => {
    const result = unwrap<{
      posts: { slug: string }[];
      tag: string;
      seo: { path: string };
    }>(blogLoader(args("/blog?tag=compliance")));
    expect(result.data.posts.map((post) => post.slug)).toEqual([
      "subcontractor-compliance-checklist",
    ]);
    expect(result.data.tag).toBe("compliance");
    expect(result.data.seo.path).toBe("/blog?tag=compliance");
  });

  it("answers 404 past the last page, for an unknown tag and for a bad page number", async () => {
    await expectNotFound(
      () => blogLoader(args("/blog?page=2")),
      "/blog?page=2",
    );
    await expectNotFound(
      () => blogLoader(args("/blog?tag=nothing")),
      "/blog?tag=nothing",
    );
    await expectNotFound(
      () => blogLoader(args("/blog?page=two")),
      "/blog?page=two",
    );
  });
});

describe("/blog/{slug}", () => {
  it("serves the compiled article with its neighbours and related posts", async () => {
    const result = unwrap<{
      html: string;
      older: { slug: string } | null;
      newer: { slug: string } | null;
      related: { slug: string }[];
    }>(
      await postLoader(
        args("/blog/ai-agents-on-the-job-site", {
          slug: "ai-agents-on-the-job-site",
        }),
      ),
    );
    expect(result.data.html).toContain(
      '<h2 id="daily-logs-that-write-themselves">',
    );
    expect(result.data.newer?.slug).toBe("closing-the-books-in-three-days");
    expect(result.data.older?.slug).toBe("subcontractor-compliance-checklist");
    expect(result.data.related.map((post) => post.slug)).toEqual([
      "closing-the-books-in-three-days",
      "subcontractor-compliance-checklist",
    ]);
  });

  it("answers 404 for an unknown slug and for a draft", async () => {
    await expectNotFound(
      () => postLoader(args("/blog/nope", { slug: "nope" })),
      "/blog/nope",
    );
    await expectNotFound(
      () =>
        postLoader(
          args("/blog/inventory-counts-without-clipboards", {
            slug: "inventory-counts-without-clipboards",
          }),
        ),
      "/blog/inventory-counts-without-clipboards",
    );
  });
});

describe("integrations, pairs and case studies", () => {
  it("has a page for each declared pair only", async () => {
    const result = unwrap<{ title: string }>(
      pairLoader(
        args("/integration-process/procore/invoice-approval", {
          integration: "procore",
          process: "invoice-approval",
        }),
      ),
    );
    expect(result.data.title).toBe("Invoice approval with Procore");
    await expectNotFound(
      () =>
        pairLoader(
          args("/integration-process/slack/invoice-approval", {
            integration: "slack",
            process: "invoice-approval",
          }),
        ),
      "/integration-process/slack/invoice-approval",
    );
  });

  it("links an integration to the pair pages of the processes it serves", async () => {
    const result = unwrap<{ processes: { slug: string }[] }>(
      await integrationLoader(
        args("/integrations/procore", { slug: "procore" }),
      ),
    );
    expect(result.data.processes.map((process) => process.slug)).toEqual([
      "invoice-approval",
      "subcontractor-compliance",
    ]);
    await expectNotFound(
      () => integrationLoader(args("/integrations/nope", { slug: "nope" })),
      "/integrations/nope",
    );
  });

  it("serves the four case studies, each linking to the other three", async () => {
    const result = unwrap<{ others: { slug: string }[] }>(
      await caseStudyLoader(
        args("/case-studies/tc-boiler", { slug: "tc-boiler" }),
      ),
    );
    expect(result.data.others.map((other) => other.slug)).toEqual([
      "bluestreak",
      "kai-media",
      "medallion",
    ]);
    // A clinic's story pictures a clinic's supply room, not a contractor's stock.
    const medallion = unwrap<{
      picture: { label: string; from: string; visual: { title: string } };
    }>(
      await caseStudyLoader(
        args("/case-studies/medallion", { slug: "medallion" }),
      ),
    );
    expect(medallion.data.picture).toMatchObject({
      label: "Healthcare",
      from: "industry",
      visual: { title: "Supplies · PAR levels" },
    });
    await expectNotFound(
      () => caseStudyLoader(args("/case-studies/acme", { slug: "acme" })),
      "/case-studies/acme",
    );
  });
});

describe("sitemaps, feed and robots.txt", () => {
  it("lists one sitemap per section in the index", async () => {
    const response = sitemapIndexLoader();
    expect(response.headers.get("Content-Type")).toBe(
      "application/xml; charset=utf-8",
    );
    expect(response.headers.get("Cache-Control")).toBe(
      "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400",
    );
    const locs = [
      ...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g),
    ].map((match) => match[1]);
    expect(locs).toEqual([
      `${SITE}/sitemaps/blogs.xml`,
      `${SITE}/sitemaps/business-processes.xml`,
      `${SITE}/sitemaps/case-studies.xml`,
      `${SITE}/sitemaps/integrations.xml`,
      `${SITE}/sitemaps/pages.xml`,
    ]);
  });

  it("puts posts with their lastmod in blogs.xml, and pairs in integrations.xml", async () => {
    const blogs = await sitemapFileLoader(
      args("/sitemaps/blogs.xml", { file: "blogs.xml" }),
    ).text();
    expect(blogs).toContain(
      `<url><loc>${SITE}/blog/closing-the-books-in-three-days</loc><lastmod>2025-04-02</lastmod></url>`,
    );
    expect(blogs).not.toContain("inventory-counts-without-clipboards");
    const integrations = await sitemapFileLoader(
      args("/sitemaps/integrations.xml", { file: "integrations.xml" }),
    ).text();
    expect(integrations.match(/\/integration-process\//g)).toHaveLength(5);
  });

  it("sends a sitemap gzipped once to a client that takes gzip", async () => {
    const plain = await sitemapFileLoader(
      args("/sitemaps/blogs.xml", { file: "blogs.xml" }),
    ).text();
    for (const acceptEncoding of [
      "gzip, deflate, br",
      "br;q=1, gzip;q=0.5",
      "*",
    ]) {
      const response = sitemapFileLoader({
        ...args("/sitemaps/blogs.xml", { file: "blogs.xml" }),
        request: new Request(`${SITE}/sitemaps/blogs.xml`, {
          headers: { "Accept-Encoding": acceptEncoding },
        }),
      });
      expect(response.headers.get("Content-Encoding"), acceptEncoding).toBe(
        "gzip",
      );
      expect(response.headers.get("Vary")).toBe("Accept-Encoding");
      expect(
        gunzipSync(Buffer.from(await response.arrayBuffer())).toString(),
      ).toBe(plain);
    }
    const refused = sitemapFileLoader({
      ...args("/sitemaps/blogs.xml", { file: "blogs.xml" }),
      request: new Request(`${SITE}/sitemaps/blogs.xml`, {
        headers: { "Accept-Encoding": "gzip;q=0, deflate" },
      }),
    });
    expect(refused.headers.get("Content-Encoding")).toBeNull();
    expect(await refused.text()).toBe(plain);
  });

  it("answers 404 for a sitemap that does not exist", async () => {
    await expectNotFound(
      () =>
        sitemapFileLoader(
          args("/sitemaps/blogs-2.xml", { file: "blogs-2.xml" }),
        ),
      "/sitemaps/blogs-2.xml",
    );
  });

  it("lists the published posts in the feed, newest first", async () => {
    const feed = await feedLoader().text();
    const links = [...feed.matchAll(/<link>([^<]+)<\/link>/g)].map(
      (match) => match[1],
    );
    expect(links).toEqual([
      `${SITE}/blog`,
      `${SITE}/blog/closing-the-books-in-three-days`,
      `${SITE}/blog/ai-agents-on-the-job-site`,
      `${SITE}/blog/subcontractor-compliance-checklist`,
    ]);
  });

  it("points robots.txt at the sitemap index", async () => {
    expect(await robotsLoader().text()).toContain(
      `Sitemap: ${SITE}/sitemap.xml`,
    );
  });
});

describe("without compiled content", () => {
  it("fails with a message that says how to build it", () => {
    vi.stubEnv("CONTENT_BUILD_DIR", path.join(FIXTURES, "no-such-build"));
    expect(() => blogLoader(args("/blog"))).toThrow(
      /^No compiled content at .*no-such-build\. Run "npm run build"/,
    );
  });
});
