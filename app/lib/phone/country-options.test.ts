import { describe, expect, it } from "vitest";
import { COUNTRIES, type Country } from "./countries";
import { countryPicker, filterCountries, typedSearch } from "./country-options";

const iso2s = (list: readonly { iso2: string }[]) =>
  list.map((country) => country.iso2);

describe("filterCountries", () => {
  it("offers every country by default, by English name, none disabled", () => {
    const options = filterCountries(COUNTRIES);
    expect(iso2s(options)).toEqual(iso2s(COUNTRIES));
    expect(options.every((option) => !option.disabled)).toBe(true);
    expect(options.find((option) => option.iso2 === "us")?.label).toBe(
      "United States",
    );
  });

  describe("search", () => {
    it("matches English names, whatever the case", () => {
      expect(iso2s(filterCountries(COUNTRIES, { search: "canad" }))).toEqual([
        "ca",
      ]);
      expect(iso2s(filterCountries(COUNTRIES, { search: " CANADA " }))).toEqual(
        ["ca"],
      );
    });

    it("matches Chinese names, even with English labels", () => {
      expect(iso2s(filterCountries(COUNTRIES, { search: "加拿大" }))).toEqual([
        "ca",
      ]);
      expect(iso2s(filterCountries(COUNTRIES, { search: "美国" }))[0]).toBe(
        "us",
      );
    });

    it("puts an exact ISO code first, then names that start with the text", () => {
      const results = iso2s(filterCountries(COUNTRIES, { search: "in" }));
      expect(results[0]).toBe("in");
      expect(results.indexOf("id")).toBeLessThan(results.indexOf("ar"));
      expect(iso2s(filterCountries(COUNTRIES, { search: "us" }))[0]).toBe("us");
    });

    it("matches dial codes with or without the plus, main country first", () => {
      const plusOne = filterCountries(COUNTRIES, { search: "+1" });
      expect(plusOne).toHaveLength(25);
      expect(plusOne[0]?.iso2).toBe("us");
      expect(plusOne.map((option) => option.priority)).toEqual([
        ...Array(25).keys(),
      ]);

      expect(iso2s(filterCountries(COUNTRIES, { search: "44" }))).toEqual(
        iso2s(filterCountries(COUNTRIES, { search: "+44" })),
      );
      expect(iso2s(filterCountries(COUNTRIES, { search: "+44" }))[0]).toBe(
        "gb",
      );
      expect(iso2s(filterCountries(COUNTRIES, { search: "+86" }))[0]).toBe(
        "cn",
      );
    });

    it("finds a +1 member by its area code", () => {
      expect(iso2s(filterCountries(COUNTRIES, { search: "+1 787" }))).toEqual([
        "pr",
      ]);
      expect(iso2s(filterCountries(COUNTRIES, { search: "1809" }))).toEqual([
        "do",
      ]);
    });

    it("keeps the whole list for a lone plus and finds nothing for nonsense", () => {
      expect(filterCountries(COUNTRIES, { search: "+" })).toHaveLength(
        COUNTRIES.length,
      );
      expect(filterCountries(COUNTRIES, { search: "zzqx" })).toEqual([]);
      expect(filterCountries(COUNTRIES, { search: "+999" })).toEqual([]);
    });
  });

  it("shows only the listed countries, whatever the case", () => {
    const options = filterCountries(COUNTRIES, {
      onlyCountries: ["US", "ca", "cn"],
    });
    expect(iso2s(options)).toEqual(["ca", "cn", "us"]);
    expect(
      filterCountries(COUNTRIES, { onlyCountries: ["US"], search: "canada" }),
    ).toEqual([]);
  });

  it("keeps disabled countries in the list, marked disabled", () => {
    const options = filterCountries(COUNTRIES, {
      disabledCountries: ["CN", "ru"],
    });
    expect(options).toHaveLength(COUNTRIES.length);
    const disabled = options.filter((option) => option.disabled);
    expect(iso2s(disabled).sort()).toEqual(["cn", "ru"]);
  });

  it("labels and sorts by Chinese names (pinyin) when asked", () => {
    const options = filterCountries(COUNTRIES, { useChineseNames: true });
    expect(options.find((option) => option.iso2 === "us")?.label).toBe("美国");
    const labels = options.map((option) => option.label);
    // Pinyin order: Měiguó before Zhōngguó, Ā'ěrbāníyà near the start.
    expect(labels.indexOf("美国")).toBeLessThan(labels.indexOf("中国"));
    expect(labels.indexOf("阿尔巴尼亚")).toBeLessThan(10);
  });

  it("applies a custom sort", () => {
    const byDialCode = (a: Country, b: Country) =>
      Number(a.dialCode) - Number(b.dialCode) || a.priority - b.priority;
    const options = filterCountries(COUNTRIES, { sort: byDialCode });
    expect(options[0]?.iso2).toBe("us");
    expect(options.at(-1)?.dialCode).toBe("998");
  });

  it("applies a custom filter before the search", () => {
    const nanpOnly = (country: Country) => country.dialCode === "1";
    expect(filterCountries(COUNTRIES, { filter: nanpOnly })).toHaveLength(25);
    expect(
      filterCountries(COUNTRIES, { filter: nanpOnly, search: "china" }),
    ).toEqual([]);
  });

  it("applies a transform to the sorted list, and searches its result", () => {
    const favourites = ["us", "gb"];
    const pinAndRename = (countries: Country[]) => [
      ...favourites.flatMap((iso2) =>
        countries.filter((country) => country.iso2 === iso2),
      ),
      ...countries
        .filter((country) => !favourites.includes(country.iso2))
        .map((country) =>
          country.iso2 === "nl" ? { ...country, name: "Holland" } : country,
        ),
    ];
    const options = filterCountries(COUNTRIES, { transform: pinAndRename });
    expect(iso2s(options).slice(0, 3)).toEqual(["us", "gb", "af"]);
    expect(
      iso2s(
        filterCountries(COUNTRIES, { transform: pinAndRename, search: "holl" }),
      ),
    ).toEqual(["nl"]);
  });
});

describe("search ranking, on a list of our own", () => {
  const country = (
    iso2: string,
    name: string,
    dialCode: string,
    areaCodes?: string[],
  ): Country => ({
    iso2,
    name,
    nameZh: `中文名 ${iso2}`,
    dialCode,
    priority: 0,
    ...(areaCodes ? { areaCodes } : {}),
  });
  const LIST = [
    country("ai", "Anguilla", "1", ["264"]),
    country("pg", "Papua New Guinea", "675"),
    country("gw", "Guinea-Bissau", "245"),
    country("gq", "Equatorial Guinea", "240"),
    country("fr", "France", "33"),
    country("gn", "Guinea", "224"),
    country("xa", "Twelveland", "12"),
    country("xb", "Oneland", "1"),
  ];

  it("ranks names that start with the text, then a word that does, then any that hold it", () => {
    expect(iso2s(filterCountries(LIST, { search: "gui" }))).toEqual([
      "gw",
      "gn",
      "pg",
      "gq",
      "ai",
    ]);
  });

  it("ranks an exact dial code before longer ones, and reads area codes from their start", () => {
    expect(iso2s(filterCountries(LIST, { search: "+1" }))).toEqual([
      "ai",
      "xb",
      "xa",
    ]);
    expect(iso2s(filterCountries(LIST, { search: "+1 26" }))).toEqual(["ai"]);
  });

  it("takes an empty list of only-countries or disabled ones as no list, and codes with spaces", () => {
    expect(
      filterCountries(LIST, { onlyCountries: [], disabledCountries: [] }),
    ).toHaveLength(8);
    expect(
      iso2s(filterCountries(LIST, { onlyCountries: [" FR ", "gn"] })),
    ).toEqual(["fr", "gn"]);
  });
});

describe("countryPicker", () => {
  it("has the defaults of behaviour §2", () => {
    const picker = countryPicker({});
    expect(picker.type).toBe("phone");
    expect(picker.searchable).toBe(true);
    expect(picker.selectedText).toBe("Selected");
    expect(picker.selected).toMatchObject({ iso2: "us", dialCode: "1" });
    expect(picker.optionText(picker.selected)).toBe("United States (+1)");
    expect(picker.options).toHaveLength(COUNTRIES.length);
    expect(picker.noDataText).toBe("No country found");
    expect(picker.listZIndex).toBeUndefined();
    expect(picker.maxHeight).toBe(288);
  });

  it("shows area codes for Canada, the Dominican Republic, Jamaica and Puerto Rico, unless told not to", () => {
    const picker = countryPicker({});
    const areaCodesOf = (name: string) => {
      const option = picker.options.find((option) => option.name === name);
      return option && picker.areaCodesText(option);
    };
    expect(areaCodesOf("Canada")).toMatch(/^Area codes 204, .*\b416\b/);
    expect(areaCodesOf("Dominican Republic")).toBe("Area codes 809, 829, 849");
    expect(areaCodesOf("Jamaica")).toBe("Area codes 658, 876");
    expect(areaCodesOf("Puerto Rico")).toBe("Area codes 787, 939");
    expect(areaCodesOf("United States")).toBeNull();
    expect(areaCodesOf("France")).toBeNull();

    const hidden = countryPicker({ showAreaCode: false });
    const puertoRico = hidden.options.find((option) => option.iso2 === "pr");
    expect(puertoRico && hidden.areaCodesText(puertoRico)).toBeNull();
  });

  it("takes the given options over the defaults", () => {
    const given = {
      type: "country",
      searchable: false,
      selectedText: "已选择",
      noDataText: "Nothing by that name",
      listZIndex: 2100,
      maxHeight: 200,
    } as const;
    const picker = countryPicker({ ...given, useChineseNames: true }, "CA");
    expect(picker).toMatchObject(given);
    expect(picker.optionText(picker.selected)).toBe("加拿大");
    expect(picker.optionText(null)).toBe("");
  });

  it("chooses the first available country when the chosen one is excluded or disabled", () => {
    expect(
      countryPicker({ onlyCountries: ["gb", "fr"] }, "us").selected?.iso2,
    ).toBe("fr");
    expect(
      countryPicker(
        { onlyCountries: ["us", "gb"], disabledCountries: ["us"] },
        "us",
      ).selected?.iso2,
    ).toBe("gb");
    expect(
      countryPicker({ onlyCountries: ["us"], disabledCountries: ["us"] })
        .selected,
    ).toBeNull();
  });

  it("searches within its options, and gives the whole list for an empty search", () => {
    const picker = countryPicker({ onlyCountries: ["us", "ca", "cn"] });
    expect(iso2s(picker.search("+1"))).toEqual(["us", "ca"]);
    expect(iso2s(picker.search("china"))).toEqual(["cn"]);
    expect(picker.search("  ")).toBe(picker.options);
    expect(picker.search("france")).toEqual([]);
  });
});

describe("typedSearch", () => {
  it("treats typing into the closed field as a new search", () => {
    const shown = "United States (+1)";
    expect(typedSearch(shown, "United States (+1)jap", true)).toBe("jap");
    expect(typedSearch(shown, "United States (+", true)).toBe("");
    expect(typedSearch(shown, "fr", true)).toBe("fr");
    expect(typedSearch("ja", "jap", false)).toBe("jap");
  });
});
