import { describe, expect, it } from "vitest";
import { blogListHref, paginate, parseBlogQuery } from "./blog-query";

const params = (query: string) => new URLSearchParams(query);

describe("parseBlogQuery", () => {
  it("reads the page and the tag, page 1 by default", () => {
    expect(parseBlogQuery(params(""))).toEqual({ page: 1, tag: null });
    expect(parseBlogQuery(params("page=3&tag=month-end-close"))).toEqual({
      page: 3,
      tag: "month-end-close",
    });
    expect(parseBlogQuery(params("page=120"))).toEqual({
      page: 120,
      tag: null,
    });
  });

  it.each([
    "page=0",
    "page=-1",
    "page=2.5",
    "page=abc",
    "page=",
    "page=01",
    "tag=Bad Tag",
    "tag=",
  ])("refuses %s", (query) => {
    expect(parseBlogQuery(params(query))).toBeNull();
  });
});

describe("paginate", () => {
  const items = Array.from({ length: 25 }, (_, index) => index + 1);

  it("cuts pages of 12", () => {
    expect(paginate(items, 1)).toEqual({
      items: items.slice(0, 12),
      page: 1,
      pageCount: 3,
      total: 25,
    });
    expect(paginate(items, 3)?.items).toEqual([25]);
  });

  it("has no page past the last, but an empty list has its first page", () => {
    expect(paginate(items, 4)).toBeNull();
    expect(paginate([], 1)).toEqual({
      items: [],
      page: 1,
      pageCount: 1,
      total: 0,
    });
    expect(paginate([], 2)).toBeNull();
  });

  it("has no page before the first or between two pages", () => {
    expect(paginate(items, 0)).toBeNull();
    expect(paginate(items, -1)).toBeNull();
    expect(paginate(items, 1.5)).toBeNull();
  });

  it("fills exactly the pages it needs", () => {
    expect(paginate(items.slice(0, 24), 2)?.pageCount).toBe(2);
    expect(paginate(items.slice(0, 24), 3)).toBeNull();
  });
});

describe("blogListHref", () => {
  it("gives each list page one URL", () => {
    expect(blogListHref({ page: 1, tag: null })).toBe("/blog");
    expect(blogListHref({ page: 2, tag: null })).toBe("/blog?page=2");
    expect(blogListHref({ page: 1, tag: "ai" })).toBe("/blog?tag=ai");
    expect(blogListHref({ page: 4, tag: "ai" })).toBe("/blog?tag=ai&page=4");
  });
});
