import { describe, expect, it } from "vitest";
import { ogCardAlt, ogCardKey, ogCardOf } from "~/lib/og-card";
import { seoMeta, type PageSeo } from "~/lib/seo";

const post: PageSeo = {
  siteUrl: "https://www.example.com",
  path: "/blog/what-to-automate-first",
  title: "What to automate first",
  description: "Start where the paperwork is.",
  breadcrumbs: [
    { name: "Home", path: "/" },
    { name: "Blog", path: "/blog" },
    { name: "What to automate first", path: "/blog/what-to-automate-first" },
  ],
};

describe("a page's card key", () => {
  it("is the path, with the home page as index", () => {
    expect(ogCardKey("/")).toBe("index");
    expect(ogCardKey("/pricing")).toBe("pricing");
    expect(ogCardKey("/blog/a-post")).toBe("blog/a-post");
    expect(ogCardKey("/integration-process/slack/invoice-approval")).toBe(
      "integration-process/slack/invoice-approval",
    );
  });

  it("is shared by the views of a page: the query and a trailing slash don't count", () => {
    expect(ogCardKey("/blog?tag=ai&page=2")).toBe("blog");
    expect(ogCardKey("/customers/")).toBe("customers");
    expect(ogCardKey("/?contact=1")).toBe("index");
    expect(ogCardKey("/blog//")).toBe("blog");
    expect(ogCardKey("//blog/a-post")).toBe("blog/a-post");
    expect(ogCardKey("blog/a-post")).toBe("blog/a-post");
  });
});

describe("a page's card", () => {
  it("shows the section the breadcrumbs name after Home, and the page's title", () => {
    const card = ogCardOf({
      path: "/integration-process/slack/invoice-approval",
      title: "Invoice approval with Slack",
      breadcrumbs: [
        { name: "Home" },
        { name: "Integrations" },
        { name: "Slack" },
        { name: "Invoice approval with Slack" },
      ],
    });
    expect(card).toMatchObject({
      key: "integration-process/slack/invoice-approval",
      section: "Integrations",
      title: "Invoice approval with Slack",
    });
  });

  it("has no section for a page at the top of the site", () => {
    const pricing = { name: "Pricing" };
    expect(
      ogCardOf({
        path: "/pricing",
        title: "Pricing",
        breadcrumbs: [{ name: "Home" }, pricing],
      }).section,
    ).toBeNull();
    expect(
      ogCardOf({ path: "/", title: "Aden", breadcrumbs: [{ name: "Home" }] })
        .section,
    ).toBeNull();
  });

  it("says in its alt text the site, the section when there is one, and the title", () => {
    const top = ogCardOf({
      path: "/privacy-policy",
      title: "Privacy policy",
      breadcrumbs: [{ name: "Home" }, { name: "Privacy policy" }],
    });
    expect(ogCardAlt(top, "Aden")).toBe("Aden · Privacy policy");
    expect(ogCardAlt(ogCardOf(post), "Aden")).toBe(
      "Aden · Blog · What to automate first",
    );
  });

  it("writes its version as 8 hex digits, leading zeros kept", () => {
    expect(
      ogCardOf({
        path: "/privacy-policy",
        title: "Privacy policy",
        breadcrumbs: [{ name: "Home" }, { name: "Privacy policy" }],
      }).version,
    ).toBe("03911fbf");
  });

  it("changes its version with its title or section, and only with them", () => {
    const version = ogCardOf(post).version;
    expect(version).toMatch(/^[0-9a-f]{8}$/);
    expect(ogCardOf({ ...post, path: "/blog/moved" }).version).toBe(version);
    expect(
      ogCardOf({ ...post, title: "What to automate next" }).version,
    ).not.toBe(version);
    expect(
      ogCardOf({
        ...post,
        breadcrumbs: [{ name: "Home" }, { name: "News" }, { name: "Post" }],
      }).version,
    ).not.toBe(version);
  });
});

/** The descriptors as plain records: each kind has other keys. */
const descriptors = (page: PageSeo) =>
  seoMeta(page) as ReadonlyArray<Record<string, unknown>>;

describe("seoMeta's image (issue 16)", () => {
  const meta = descriptors(post);
  const value = (key: "property" | "name", name: string) =>
    meta.find((descriptor) => descriptor[key] === name)?.content;

  it("is the page's card, by absolute URL, 1200×630 PNG, for Open Graph and Twitter", () => {
    const url = value("property", "og:image");
    expect(url).toMatch(
      /^https:\/\/www\.example\.com\/og\/blog\/what-to-automate-first\.png\?v=[0-9a-f]{8}$/,
    );
    expect(value("property", "og:image:type")).toBe("image/png");
    expect(value("property", "og:image:width")).toBe("1200");
    expect(value("property", "og:image:height")).toBe("630");
    expect(value("property", "og:image:alt")).toBe(
      "Aden · Blog · What to automate first",
    );
    expect(value("name", "twitter:card")).toBe("summary_large_image");
    expect(value("name", "twitter:image")).toBe(url);
    expect(value("name", "twitter:image:alt")).toBe(
      "Aden · Blog · What to automate first",
    );
  });

  it("is named once each", () => {
    for (const name of ["og:image", "og:image:width", "og:image:height"]) {
      expect(meta.filter((d) => d.property === name)).toHaveLength(1);
    }
    expect(meta.filter((d) => d.name === "twitter:card")).toHaveLength(1);
  });

  it("is the image of an article's JSON-LD too", () => {
    const article = descriptors({
      ...post,
      article: {
        published: "2026-01-02",
        modified: null,
        author: { name: "A. Writer", role: "Editor" },
        tags: ["ai"],
      },
    });
    const posting = article
      .map(
        (descriptor) =>
          descriptor["script:ld+json"] as
            { "@type"?: string; image?: string } | undefined,
      )
      .find((json) => json?.["@type"] === "BlogPosting");
    expect(posting?.image).toBe(value("property", "og:image"));
  });
});
