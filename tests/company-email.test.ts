import path from "node:path";
import { describe, expect, it } from "vitest";
import { COMPANY } from "~/config/site";
import { compileContent } from "~/lib/content/compile";
import { readContentSources } from "~/lib/content/compile-directory.server";

// Issue 25: the footer and the legal pages gave two company mail domains (adenhq.com and
// aden.dev, the demo accounts'). The site's own content, as the build compiles it.

const EMAIL_ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

describe("the company's mail domain", () => {
  const { index, bodies } = compileContent(
    readContentSources(path.resolve(import.meta.dirname, "../content")),
  );

  it("the footer's address is on adenhq.com", () => {
    expect(COMPANY.email).toBe("hello@adenhq.com");
  });

  it("the legal pages give their own addresses on adenhq.com", () => {
    expect(
      Object.fromEntries(index.legal.map((page) => [page.slug, page.contact])),
    ).toEqual({
      privacy: "privacy@adenhq.com",
      "terms-of-service": "legal@adenhq.com",
    });
  });

  it("no legal page shows an address on another domain", () => {
    for (const page of index.legal) {
      const html = bodies.get(`legal/${page.slug}.html`) ?? "";
      const addresses = new Set(html.match(EMAIL_ADDRESS));
      expect(addresses.size).toBeGreaterThan(0);
      for (const address of addresses) {
        expect(address).toMatch(/@adenhq\.com$/);
      }
    }
  });
});
