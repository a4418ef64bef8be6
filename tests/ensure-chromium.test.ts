import type * as NodeFs from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";

/** The files that exist, as far as the module under test can tell. */
const present = vi.hoisted(() => new Set<string>());

vi.mock("node:fs", async (importOriginal) => ({
  ...(await importOriginal<typeof NodeFs>()),
  existsSync: (file: string) => present.has(file),
}));

const { findChromium } = await import("../scripts/ensure-chromium.mjs");

afterEach(() => present.clear());

// Which browser the Playwright projects launch (decision 074).
describe("findChromium", () => {
  it("prefers Debian's headless shell to the full browser", () => {
    present.add("/usr/bin/chromium-headless-shell");
    present.add("/usr/bin/chromium");
    expect(findChromium()).toBe("/usr/bin/chromium-headless-shell");
  });

  it("falls back to Debian's full browser without the headless shell", () => {
    present.add("/usr/bin/chromium");
    expect(findChromium()).toBe("/usr/bin/chromium");
  });

  it("takes CHROMIUM_PATH first when that file exists", () => {
    vi.stubEnv("CHROMIUM_PATH", "/opt/chromium/chrome");
    present.add("/opt/chromium/chrome");
    present.add("/usr/bin/chromium-headless-shell");
    expect(findChromium()).toBe("/opt/chromium/chrome");
  });

  it("ignores a CHROMIUM_PATH that does not exist", () => {
    vi.stubEnv("CHROMIUM_PATH", "/nowhere/chrome");
    present.add("/usr/bin/chromium-headless-shell");
    expect(findChromium()).toBe("/usr/bin/chromium-headless-shell");
  });

  it("finds nothing when no browser is installed", () => {
    expect(findChromium()).toBeNull();
  });
});
