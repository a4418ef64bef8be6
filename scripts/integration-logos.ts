// Writes public/images/integrations/{slug}.svg for every integration in content/integrations/:
// the vendor's mark from simple-icons in its brand colour on a white tile, or, for a vendor that
// simple-icons does not carry (several have asked to be removed), a neutral tile with its
// initials. The files are committed so pages serve them as static images with no script; a unit
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

/** Integration slug → its simple-icons export; a slug left out gets the neutral tile. */
const MARKS: Record<string, SimpleIcon> = {
  "google-drive": simpleIcons.siGoogledrive,
  gusto: simpleIcons.siGusto,
  hubspot: simpleIcons.siHubspot,
  "quickbooks-online": simpleIcons.siQuickbooks,
  shopify: simpleIcons.siShopify,
  stripe: simpleIcons.siStripe,
  xero: simpleIcons.siXero,
};

const TILE = 64;
const MARK = 34;
const INK_100 = "#e9ebf3";
const INK_50 = "#f5f6fa";
const INK_700 = "#333a56";

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** Up to two capitals of the name: "Microsoft Teams" → "MT", "NetSuite" → "NS", "Slack" → "S". */
export function initialsOf(name: string): string {
  const capitals = name.match(/\p{Lu}/gu) ?? [name.charAt(0).toUpperCase()];
  return capitals.slice(0, 2).join("");
}

export function renderIntegrationLogo(slug: string, name: string): string {
  const label = escapeXml(name);
  const mark = MARKS[slug];
  const offset = (TILE - MARK) / 2;
  const body = mark
    ? `<rect x="0.5" y="0.5" width="63" height="63" rx="14" fill="#ffffff" stroke="${INK_100}"/>` +
      `<g transform="translate(${offset} ${offset}) scale(${MARK / 24})"><path fill="#${mark.hex}" d="${mark.path}"/></g>`
    : `<rect x="0.5" y="0.5" width="63" height="63" rx="14" fill="${INK_50}" stroke="${INK_100}"/>` +
      `<text x="32" y="40" fill="${INK_700}" font-family="Inter, system-ui, Arial, sans-serif" font-size="22" font-weight="700" text-anchor="middle">${escapeXml(initialsOf(name))}</text>`;
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
