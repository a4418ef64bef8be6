// The routes the browser benchmarks load (bench/lighthouse.mjs, bench/phone.mjs): one of each kind
// of page. The first five are content and marketing pages.

/** The path of the newest article, from the blog's sitemap. */
export async function articlePath(origin) {
  const sitemap = await fetch(`${origin}/sitemaps/blogs.xml`);
  const loc = /<loc>([^<]+\/blog\/[^<]+)<\/loc>/.exec(await sitemap.text());
  if (!loc)
    throw new Error(`No article in the blog's sitemap (${sitemap.status}).`);
  return new URL(loc[1]).pathname;
}

/** The routes of the browser benchmarks, or BENCH_LH_ROUTES (comma-separated) when set. */
export async function benchRoutes(origin) {
  if (process.env.BENCH_LH_ROUTES)
    return process.env.BENCH_LH_ROUTES.split(",");
  return [
    "/",
    "/project-management",
    "/pricing",
    "/blog",
    await articlePath(origin),
    "/RoiCalculator",
    "/contact",
    "/ai-form",
  ];
}
