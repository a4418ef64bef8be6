import { BLOG_PAGE_SIZE } from "./model";
import { SLUG_PATTERN } from "./vocabulary";

export type BlogQuery = { page: number; tag: string | null };

/**
 * `/blog?page=N&tag=x`. Answers null for a query that names no page: a page that is not a whole
 * number from 1, or a tag that can't exist. `?page=1` is the same page as no page.
 */
export function parseBlogQuery(
  searchParams: URLSearchParams,
): BlogQuery | null {
  const pageParam = searchParams.get("page");
  const tagParam = searchParams.get("tag");
  if (pageParam !== null && !/^[1-9]\d{0,5}$/.test(pageParam)) return null;
  if (tagParam !== null && !SLUG_PATTERN.test(tagParam)) return null;
  return { page: pageParam === null ? 1 : Number(pageParam), tag: tagParam };
}

export type Page<T> = {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
};

/** One page of a list; null past the last page. An empty list still has its first page. */
export function paginate<T>(
  items: readonly T[],
  page: number,
  pageSize: number = BLOG_PAGE_SIZE,
): Page<T> | null {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  const start = (page - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    page,
    pageCount,
    total: items.length,
  };
}

/** The one URL of a blog list page: page 1 has no `page`, and `tag` comes first. */
export function blogListHref({ page, tag }: BlogQuery) {
  const params = new URLSearchParams();
  if (tag) params.set("tag", tag);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}
