import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  expectedLogos,
  initialsOf,
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

  it("draws a neutral tile with initials for a vendor simple-icons does not carry", () => {
    const svg = renderIntegrationLogo("procore", "Procore");
    expect(svg).toContain('fill="#f5f6fa"');
    expect(svg).toMatch(/<text[^>]*>P<\/text>/);
    expect(initialsOf("Microsoft Teams")).toBe("MT");
    expect(initialsOf("NetSuite")).toBe("NS");
    expect(initialsOf("DocuSign")).toBe("DS");
  });

  it("escapes a name for XML", () => {
    expect(renderIntegrationLogo("x", 'A&B "Co"')).toContain(
      'aria-label="A&#38;B &#34;Co&#34;"',
    );
  });
});
