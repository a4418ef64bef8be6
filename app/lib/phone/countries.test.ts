import { describe, expect, it, vi } from "vitest";
import { COUNTRIES, findCountry, flagEmoji } from "./countries";
import { COUNTRY_TABLE } from "./country-table";
import { countryRowsFromMetadata } from "./country-table.source";

describe("COUNTRY_TABLE", () => {
  it("is what libphonenumber-js's metadata gives today (else: npm run generate:countries)", () => {
    expect(COUNTRY_TABLE).toEqual(countryRowsFromMetadata());
  });
});

describe("COUNTRIES", () => {
  it("needs none of the runtime's display-name or collation data for the default list", async () => {
    // A browser's first DisplayNames or Collator is a long task (ICU data): the contact page
    // hydrates its picker without one.
    const displayNames = vi.spyOn(Intl, "DisplayNames");
    const collator = vi.spyOn(Intl, "Collator");
    vi.resetModules();
    const { COUNTRIES: fresh } = await import("./countries");
    const { filterCountries } = await import("./country-options");
    expect(filterCountries(fresh)).toHaveLength(fresh.length);
    expect(displayNames).not.toHaveBeenCalled();
    expect(collator).not.toHaveBeenCalled();
  });

  it("lists about 240 countries and territories, each once", () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(235);
    expect(COUNTRIES.length).toBeLessThanOrEqual(250);
    const codes = COUNTRIES.map((country) => country.iso2);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("gives every entry a lowercase ISO code, both names and a dial code", () => {
    for (const country of COUNTRIES) {
      expect(country.iso2).toMatch(/^[a-z]{2}$/);
      expect(country.dialCode).toMatch(/^[1-9]\d{0,2}$/);
      expect(country.name).not.toBe(country.iso2.toUpperCase());
      expect(country.name.length).toBeGreaterThan(1);
      // Every Chinese name holds at least one Han character.
      expect(country.nameZh).toMatch(/\p{Script=Han}/u);
      expect(country.priority).toBeGreaterThanOrEqual(0);
    }
  });

  it("is sorted by English name", () => {
    const names = COUNTRIES.map((country) => country.name);
    const sorted = [...names].sort(new Intl.Collator("en").compare);
    expect(names).toEqual(sorted);
    expect(names[0]).toBe("Afghanistan");
  });

  it("describes a sample of entries from the metadata", () => {
    expect(findCountry("us")).toEqual({
      iso2: "us",
      name: "United States",
      nameZh: "美国",
      dialCode: "1",
      priority: 0,
    });
    expect(findCountry("cn")).toMatchObject({
      name: "China",
      nameZh: "中国",
      dialCode: "86",
      priority: 0,
    });
    expect(findCountry("gb")).toMatchObject({ dialCode: "44", priority: 0 });
    expect(findCountry("je")).toMatchObject({ dialCode: "44" });
    expect(findCountry("je")?.priority).toBeGreaterThan(0);
    expect(findCountry("je")?.areaCodes).toBeUndefined();
    expect(findCountry("kz")).toMatchObject({ dialCode: "7", priority: 1 });
    expect(findCountry("ru")).toMatchObject({ dialCode: "7", priority: 0 });
  });

  it("gives the other +1 members their area codes, derived from the metadata", async () => {
    // Loaded afresh: the list is built when the module loads, and mutation testing switches a
    // mutant on only once the tests start.
    vi.resetModules();
    const { COUNTRIES, findCountry } = await import("./countries");
    expect(findCountry("pr")?.areaCodes).toEqual(["787", "939"]);
    expect(findCountry("do")?.areaCodes).toEqual(["809", "829", "849"]);
    expect(findCountry("jm")?.areaCodes).toEqual(["658", "876"]);
    expect(findCountry("bs")?.areaCodes).toEqual(["242"]);

    const canada = findCountry("ca");
    expect(canada?.areaCodes).toEqual(
      expect.arrayContaining(["204", "416", "514", "604", "905"]),
    );
    expect(canada?.areaCodes).not.toContain("212");
    expect(canada?.areaCodes).not.toContain("800");

    const nanp = COUNTRIES.filter((country) => country.dialCode === "1");
    expect(nanp.length).toBe(25);
    for (const member of nanp) {
      if (member.iso2 === "us") continue;
      expect(member.areaCodes?.length, member.iso2).toBeGreaterThan(0);
    }
    // No area code belongs to two members.
    const all = nanp.flatMap((member) => member.areaCodes ?? []);
    expect(new Set(all).size).toBe(all.length);
  });

  it("ranks the members of a shared dial code, the main one first", () => {
    const priorities = COUNTRIES.filter((country) => country.dialCode === "1")
      .map((country) => country.priority)
      .sort((a, b) => a - b);
    expect(priorities).toEqual([...Array(25).keys()]);
  });
});

describe("findCountry", () => {
  it("accepts any case and answers undefined for unknown codes", () => {
    expect(findCountry("CA")?.name).toBe("Canada");
    expect(findCountry("zz")).toBeUndefined();
    expect(findCountry("")).toBeUndefined();
  });
});

describe("flagEmoji", () => {
  it("spells a country's flag in regional indicator letters, from an ISO code in any case", () => {
    expect(flagEmoji("us")).toBe("\u{1f1fa}\u{1f1f8}");
    expect(flagEmoji("GB")).toBe("\u{1f1ec}\u{1f1e7}");
  });
});
