import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { data, type ServerBuild } from "@remix-run/node";
import { afterEach, describe, expect, it } from "vitest";
import { ogCardOf, type OgCard } from "~/lib/og-card";
import { renderCard } from "../scripts/og-cards/card";
import { drawCards } from "../scripts/og-cards/draw";
import { pageCard } from "../scripts/og-cards/pages";
import { readPng } from "../scripts/og-cards/png";

const card = (key: string, title: string, section: string | null = "Blog") =>
  ({ key, title, section, version: "0" }) satisfies OgCard;

describe("a drawn card (issue 16)", () => {
  it("is a 1200×630 PNG that says which title it shows, however long the title", async () => {
    const title =
      "A title long enough to need clamping: procurement paper trails, subcontractor compliance, certified payroll, lien waivers and month-end close for every public agency in the state";
    const png = readPng(await renderCard({ section: "Blog", title }));
    expect(png).toMatchObject({ width: 1200, height: 630 });
    expect(png?.text.get("Title")).toBe(title);
  });
});

describe("drawing the cards", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true });
  });
  function setUp() {
    const root = mkdtempSync(path.join(tmpdir(), "og-cards-"));
    dirs.push(root);
    const drawn: string[] = [];
    const options = {
      outDir: path.join(root, "out"),
      cacheDir: path.join(root, "cache"),
      stamp: "template-1",
      draw: async ({ title }: Pick<OgCard, "title">) => {
        drawn.push(title);
        return Buffer.from(title);
      },
    };
    return { options, drawn, root };
  }

  it("writes {key}.png for each card, in folders for nested keys", async () => {
    const { options } = setUp();
    await drawCards(
      [card("index", "Home"), card("blog/a-post", "A post")],
      options,
    );
    expect(readFileSync(path.join(options.outDir, "index.png"), "utf8")).toBe(
      "Home",
    );
    expect(
      readFileSync(path.join(options.outDir, "blog/a-post.png"), "utf8"),
    ).toBe("A post");
  });

  it("draws on a rebuild only the cards whose words or template changed", async () => {
    const { options, drawn } = setUp();
    const cards = [card("a", "One"), card("b", "Two"), card("c", "Three")];
    expect(await drawCards(cards, options)).toEqual({ drawn: 3, cached: 0 });

    drawn.length = 0;
    expect(await drawCards(cards, options)).toEqual({ drawn: 0, cached: 3 });
    expect(drawn).toEqual([]);

    const renamed = [
      card("a", "One"),
      card("b", "Two, renamed"),
      card("c", "Three"),
    ];
    expect(await drawCards(renamed, options)).toEqual({ drawn: 1, cached: 2 });
    expect(drawn).toEqual(["Two, renamed"]);

    const moved = [card("a", "One", "News"), card("b", "Two, renamed")];
    expect(await drawCards(moved, options)).toEqual({ drawn: 1, cached: 1 });

    expect(await drawCards(moved, { ...options, stamp: "template-2" })).toEqual(
      { drawn: 2, cached: 0 },
    );
  });

  it("keeps in the cache only the cards of the last build", async () => {
    const { options } = setUp();
    await drawCards([card("a", "One"), card("b", "Two")], options);
    await drawCards([card("a", "One")], options);
    expect(readdirSync(options.cacheDir)).toHaveLength(1);
  });

  it("refuses a key that would write outside the folder, and two pages on one key", async () => {
    const { options } = setUp();
    await expect(drawCards([card("../escape", "X")], options)).rejects.toThrow(
      /not a card key/,
    );
    await expect(
      drawCards([card("a", "One"), card("a", "Other")], options),
    ).rejects.toThrow(/share the card key "a"/);
  });
});

describe("a page's card, asked of the built app", () => {
  const seoOf = (path: string, title: string) => ({
    seo: {
      siteUrl: "http://localhost:3000",
      path,
      title,
      description: "",
      breadcrumbs: [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: title, path },
      ],
    },
  });
  const routes: ServerBuild["routes"] = {
    root: { id: "root", path: "", module: { default: () => null } },
    "routes/blog.$slug": {
      id: "routes/blog.$slug",
      parentId: "root",
      path: "blog/:slug",
      module: {
        default: () => null,
        loader: ({ params }) =>
          params.slug === "old"
            ? data(seoOf("/blog/new", "New"))
            : data(seoOf(`/blog/${params.slug}`, `Post ${params.slug}`)),
      },
    },
    "routes/$": {
      id: "routes/$",
      parentId: "root",
      path: "*",
      module: {
        default: () => null,
        loader: () => {
          throw new Response(null, { status: 404 });
        },
      },
    },
  };
  const build = { routes } as ServerBuild;

  it("is drawn from what the page's loader says", async () => {
    expect(await pageCard(build, "/blog/first")).toEqual(
      ogCardOf(seoOf("/blog/first", "Post first").seo),
    );
  });

  it("fails the build for a sitemap URL that isn't a page, or whose page calls itself another", async () => {
    await expect(pageCard(build, "/nowhere")).rejects.toThrow(
      "/nowhere: the loader threw a 404 response",
    );
    await expect(pageCard(build, "/blog/old")).rejects.toThrow(
      "/blog/old: the sitemap lists it, but the page's canonical path is /blog/new",
    );
  });
});
