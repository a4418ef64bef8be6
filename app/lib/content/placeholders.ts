import { COMPANY_EMAIL_DOMAIN, COMPANY_EMAILS } from "~/config/site";

/**
 * `{{kind:name}}` anywhere in a content file, front matter included. Only that shape is ours: a
 * post may quote a template's `{{name}}` in a code sample.
 */
const PLACEHOLDER = /\{\{\s*([A-Za-z]+:[^{}\s]*)\s*\}\}/g;

const VALUES: Record<string, string> = Object.fromEntries(
  Object.entries(COMPANY_EMAILS).map(([name, address]) => [
    `email:${name}`,
    address,
  ]),
);

/** The placeholders content may use, as they are written. */
export const KNOWN_PLACEHOLDERS = Object.keys(VALUES).map(
  (key) => `{{${key}}}`,
);

/**
 * Fills in the values content may not spell out itself (the company's addresses, from
 * app/config/site.ts): `{{email:privacy}}` becomes `privacy@adenhq.com`. A placeholder nobody
 * knows fails the build rather than reaching a page as braces.
 */
export function expandPlaceholders(
  contents: string,
): { ok: true; contents: string } | { ok: false; unknown: string[] } {
  const unknown = new Set<string>();
  const expanded = contents.replace(PLACEHOLDER, (written, key: string) => {
    const value = VALUES[key];
    if (value === undefined) unknown.add(written);
    return value ?? written;
  });
  return unknown.size > 0
    ? { ok: false, unknown: [...unknown] }
    : { ok: true, contents: expanded };
}

const EMAIL_ADDRESS = /[\w.+-]+@([\w-]+(?:\.[\w-]+)+)/g;

/** The email addresses in `text` that are not on the company's mail domain, each once. */
export function addressesOffTheCompanyDomain(text: string): string[] {
  const found = new Set<string>();
  for (const [address, domain] of text.matchAll(EMAIL_ADDRESS)) {
    if (domain?.toLowerCase() !== COMPANY_EMAIL_DOMAIN) found.add(address);
  }
  return [...found];
}
