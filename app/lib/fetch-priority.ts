/**
 * Spread on a page's largest picture above the fold (the blog's featured cover, a post's cover):
 * the browser asks for it with the first requests instead of after layout, behind the page's
 * script. React 18 does not know the `fetchPriority` prop (React 19 does) and warns about that
 * spelling; the lowercase attribute passes through as written.
 */
export const LARGEST_PICTURE = { fetchpriority: "high" } as const;
