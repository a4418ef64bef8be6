import { describe, expect, it, vi } from "vitest";
import {
  loadCountryCombobox,
  loadedCountryCombobox,
} from "./load-country-combobox";

const network = vi.hoisted(() => ({ offline: true }));

vi.mock("./country-combobox", async (importOriginal) => {
  if (network.offline)
    throw new Error("Failed to fetch dynamically imported module");
  return importOriginal();
});

describe("loadCountryCombobox", () => {
  it("forgets a failed load, so the next picker asks again", async () => {
    // Vitest words the factory's error its own way; that it fails is what counts.
    await expect(loadCountryCombobox()).rejects.toThrow();
    expect(loadedCountryCombobox()).toBeNull();

    network.offline = false;
    const combobox = await loadCountryCombobox();
    expect(combobox.name).toBe("CountryCombobox");
    expect(loadedCountryCombobox()).toBe(combobox);
    // Asked once more, it is the same code, not a second fetch.
    expect(loadCountryCombobox()).toBe(loadCountryCombobox());
  });
});
