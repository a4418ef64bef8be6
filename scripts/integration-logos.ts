// Writes public/images/integrations/{slug}.svg for every integration in content/integrations/:
// the vendor's mark from simple-icons in its brand colour on a white tile, or, for a vendor that
// simple-icons does not carry (several have asked to be removed), a tile in the vendor's brand
// colour with letters no other tile uses (issue 27: two grey "S" tiles looked alike). The files are committed so pages serve them as static images with no script; a unit
// test (tests/integration-logos.test.ts) fails when they drift from what this script writes.
// Run: npx tsx scripts/integration-logos.ts
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as simpleIcons from "simple-icons";
import type { SimpleIcon } from "simple-icons";
import { splitFrontMatter } from "../app/lib/content/front-matter";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const INTEGRATIONS_DIR = path.join(root, "content/integrations");
export const LOGOS_DIR = path.join(root, "public/images/integrations");

/** Integration slug → its simple-icons export (CC0). */
const MARKS: Record<string, SimpleIcon> = {
  "google-drive": simpleIcons.siGoogledrive,
  gusto: simpleIcons.siGusto,
  hubspot: simpleIcons.siHubspot,
  "quickbooks-online": simpleIcons.siQuickbooks,
  shopify: simpleIcons.siShopify,
  stripe: simpleIcons.siStripe,
  xero: simpleIcons.siXero,
};

/**
 * Vendors simple-icons does not carry: their brand colour and the letters on their tile. The
 * letters differ from every other tile's, so Slack, Salesforce and SharePoint read apart.
 */
const LETTER_TILES: Record<string, { letters: string; colour: string }> = {
  docusign: { letters: "DS", colour: "#4C00FF" },
  "microsoft-teams": { letters: "T", colour: "#5059C9" },
  netsuite: { letters: "NS", colour: "#C74634" },
  procore: { letters: "P", colour: "#FF5200" },
  salesforce: { letters: "SF", colour: "#00A1E0" },
  sharepoint: { letters: "SP", colour: "#036C70" },
  slack: { letters: "S", colour: "#4A154B" },
};

const TILE = 64;
const MARK = 34;
const INK_100 = "#e9ebf3";

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The drawing of a vendor's tile, without its name: what must differ from every other tile. */
export function integrationMark(slug: string): string {
  const mark = MARKS[slug];
  if (mark) {
    const offset = (TILE - MARK) / 2;
    return (
      `<rect x="0.5" y="0.5" width="63" height="63" rx="14" fill="#ffffff" stroke="${INK_100}"/>` +
      `<g transform="translate(${offset} ${offset}) scale(${MARK / 24})"><path fill="#${mark.hex}" d="${mark.path}"/></g>`
    );
  }
  const tile = LETTER_TILES[slug];
  if (!tile) {
    throw new Error(
      `No mark for the integration "${slug}": add its simple-icons export to MARKS or its brand colour and letters to LETTER_TILES in scripts/integration-logos.ts`,
    );
  }
  const size = tile.letters.length === 1 ? 30 : 24;
  return (
    `<rect width="64" height="64" rx="14" fill="${tile.colour}"/>` +
    `<text x="32" y="${32 + size * 0.36}" fill="#ffffff" font-family="Inter, system-ui, Arial, sans-serif" font-size="${size}" font-weight="700" letter-spacing="-0.5" text-anchor="middle">${escapeXml(tile.letters)}</text>`
  );
}

export function renderIntegrationLogo(slug: string, name: string): string {
  const label = escapeXml(name);
  const body = integrationMark(slug);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${TILE}" viewBox="0 0 ${TILE} ${TILE}" role="img" aria-label="${label}">` +
    `<title>${label}</title>${body}</svg>\n`
  );
}

/** Every logo file this script writes, by file name. */
export function expectedLogos(): Map<string, string> {
  const logos = new Map<string, string>();
  for (const file of readdirSync(INTEGRATIONS_DIR).sort()) {
    if (!file.endsWith(".md")) continue;
    const slug = file.slice(0, -".md".length);
    const parsed = splitFrontMatter(
      readFileSync(path.join(INTEGRATIONS_DIR, file), "utf8"),
    );
    const data = parsed.ok ? (parsed.data as { name?: unknown }) : {};
    const name = typeof data.name === "string" ? data.name : slug;
    logos.set(`${slug}.svg`, renderIntegrationLogo(slug, name));
  }
  return logos;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, svg] of expectedLogos()) {
    writeFileSync(path.join(LOGOS_DIR, file), svg);
  }
  console.log(`Wrote ${expectedLogos().size} logos to ${LOGOS_DIR}`);
}
