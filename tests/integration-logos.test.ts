import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  expectedLogos,
  integrationMark,
  LOGOS_DIR,
  renderIntegrationLogo,
} from "../scripts/integration-logos";

describe("integration logos", () => {
  it("are the files the script writes, one per integration and no strays", () => {
    const expected = expectedLogos();
    expect(readdirSync(LOGOS_DIR).sort()).toEqual([...expected.keys()].sort());
    for (const [file, svg] of expected) {
      // Fails after an integration is added or renamed without `npx tsx scripts/integration-logos.ts`.
      expect(readFileSync(path.join(LOGOS_DIR, file), "utf8"), file).toBe(svg);
    }
  });

  it("draws a vendor's mark in its brand colour on a white tile", () => {
    const svg = renderIntegrationLogo("stripe", "Stripe");
    expect(svg).toContain('fill="#ffffff"');
    expect(svg).toContain('fill="#635BFF"');
    expect(svg).toContain("<title>Stripe</title>");
    expect(svg).not.toContain("<text");
  });

  it("draws a tile in the brand colour with its own letters for a vendor simple-icons does not carry", () => {
    const svg = renderIntegrationLogo("procore", "Procore");
    expect(svg).toContain('fill="#FF5200"');
    expect(svg).toMatch(/<text[^>]*>P<\/text>/);
    expect(integrationMark("slack")).toMatch(/fill="#4A154B".*>S<\/text>/);
    expect(integrationMark("salesforce")).toMatch(
      /fill="#00A1E0".*>SF<\/text>/,
    );
    expect(integrationMark("sharepoint")).toMatch(
      /fill="#036C70".*>SP<\/text>/,
    );
  });

  it("gives no two vendors the same mark, letters or tile colour, and no vendor a grey tile", () => {
    const slugs = [...expectedLogos().keys()].map((file) => file.slice(0, -4));
    expect(slugs).toHaveLength(14);
    const marks = slugs.map(integrationMark);
    expect(new Set(marks).size).toBe(14);
    const letters = marks.flatMap(
      (mark) => mark.match(/>([^<]+)<\/text>/)?.[1] ?? [],
    );
    expect(new Set(letters).size).toBe(letters.length);
    const fills = marks.map(
      (mark) =>
        mark
          .match(/<(?:path|rect width)[^>]*fill="(#[0-9A-Fa-f]{6})"/g)
          ?.join() ?? mark,
    );
    expect(new Set(fills).size).toBe(14);
    for (const mark of marks) expect(mark).not.toContain("#f5f6fa");
  });

  it("refuses an integration that has neither a mark nor a tile", () => {
    expect(() => integrationMark("unknown-vendor")).toThrow(/unknown-vendor/);
  });

  it("escapes a name for XML", () => {
    expect(renderIntegrationLogo("stripe", 'A&B "Co"')).toContain(
      'aria-label="A&#38;B &#34;Co&#34;"',
    );
  });
});
