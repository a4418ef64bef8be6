import type { Image, InlinableImage } from "./model";

// Vite reads import.meta.glob's arguments as literals: a mutant placed in them stops every test
// file from loading (as in app/lib/solutions/pages.server.ts); the tests fail if it finds no file.
// Stryker disable all
const COVER_SOURCES = import.meta.glob<string>(
  "../../../public/images/blog/*.svg",
  { query: "?raw", import: "default", eager: true },
);
// Stryker restore all

/** Above this a cover costs the page more than a request of its own saves (issue 29). */
export const INLINE_COVER_MAX_BYTES = 4096;

/**
 * `data:` URLs of the covers small enough to travel inside a page, keyed by the path the pages
 * use (`/images/blog/<slug>.svg`); `files` maps each cover's file name to the SVG as written.
 */
export function inlineCoverUrls(
  files: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(files)
      .filter(([, svg]) => Buffer.byteLength(svg) <= INLINE_COVER_MAX_BYTES)
      .map(([file, svg]) => [
        file.slice(file.indexOf("/images/")),
        `data:image/svg+xml,${encodeURIComponent(svg.trim())}`,
      ]),
  );
}

/** The blog's covers, read and encoded once, when the server is built and loads. */
const COVER_URLS = inlineCoverUrls(COVER_SOURCES);

/**
 * The largest picture of a blog page (the featured post's cover, a post's cover) with the picture
 * inside the page: over HTTP/1.1 its own request waited behind the page's script for a free
 * connection, and a phone on Slow 4G painted it seconds after the text (docs/performance.md).
 * `src` stays the file's address, for the feed, the Open Graph card and structured data.
 */
export function withInlineCover(
  cover: Image,
  urls: Readonly<Record<string, string>> = COVER_URLS,
): InlinableImage {
  const inlineSrc = urls[cover.src];
  return inlineSrc === undefined ? cover : { ...cover, inlineSrc };
}
