import { describe, expect, it } from "vitest";
import { pageMeta } from "./seo";

describe("pageMeta", () => {
  it("gives a page's own title, description and canonical URL from its loader's seo", () => {
    const tags = pageMeta({
      data: {
        seo: {
          siteUrl: "https://adenhq.com",
          path: "/pricing",
          title: "Pricing",
          description: "Plans and prices.",
          breadcrumbs: [{ name: "Home", path: "/" }],
        },
      },
    });
    expect(tags).toContainEqual({ title: "Pricing | Aden" });
    expect(tags).toContainEqual({
      name: "description",
      content: "Plans and prices.",
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://adenhq.com/pricing",
    });
  });

  it("gives the not-found title, out of search results, when the loader threw", () => {
    expect(pageMeta({ data: undefined })).toEqual([
      { title: "Page Not Found | Aden" },
      { name: "robots", content: "noindex" },
    ]);
  });
});
