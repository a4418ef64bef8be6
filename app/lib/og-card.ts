/**
 * Each page's Open Graph card (issue 16, docs/decisions/032): a 1200×630 PNG the build draws from
 * the page's own title and breadcrumbs, at /og/{key}.png. The page (seoMeta) and the build
 * (scripts/og-cards) both go through this module, so a page always names the card drawn for it.
 */
export const OG_CARD_SIZE = { width: 1200, height: 630 } as const;

/** Raise it when the card's look changes, so link previews fetch the new cards. */
export const OG_CARD_VERSION = 1;

/** Where the cards are, under build/client and on the site. */
export const OG_CARD_DIR = "og";

/** What a card is drawn from: the page's PageSeo (~/lib/seo) carries these. */
export type OgCardSource = {
  path: string;
  title: string;
  breadcrumbs: ReadonlyArray<{ name: string }>;
};

export type OgCard = {
  /** The file name under /og/, without `.png`. */
  key: string;
  /** The page's section ("Blog", "Integrations"), or null for a page at the top of the site. */
  section: string | null;
  title: string;
  /** Changes with whatever the picture shows; it is the URL's `v`. */
  version: string;
};

/**
 * A page's card key, from its path alone: "/" is "index", "/blog/a-post" is "blog/a-post". The
 * query doesn't count: a filtered or paginated view shares its page's card.
 */
export function ogCardKey(path: string): string {
  const pathname = (path.split(/[?#]/, 1)[0] ?? "").replace(/\/+$/, "");
  return pathname === "" ? "index" : pathname.replace(/^\/+/, "");
}

/** FNV-1a, 32 bits: short, stable, and the same in the browser and in node. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

export function ogCardOf(page: OgCardSource): OgCard {
  // Home › Section › … › Page: a top-level page (Home › Pricing) is its own section.
  const section =
    page.breadcrumbs.length > 2 ? (page.breadcrumbs[1]?.name ?? null) : null;
  return {
    key: ogCardKey(page.path),
    section,
    title: page.title,
    version: fingerprint(
      JSON.stringify([OG_CARD_VERSION, section, page.title]),
    ),
  };
}

/** The card's path on the site, versioned so a new title is a new URL for link previews. */
export const ogCardPath = (card: OgCard) =>
  `/${OG_CARD_DIR}/${card.key}.png?v=${card.version}`;

/** What the picture says, for og:image:alt. */
export const ogCardAlt = (card: OgCard, siteName: string) =>
  [siteName, card.section, card.title].filter(Boolean).join(" · ");
