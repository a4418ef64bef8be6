import { describe, expect, test, vi } from "vitest";
import { formatNumber, type NumberFormatOptions } from "./number-format";

/** Every option set the site formats with (app/lib/pricing.ts, app/lib/roi.ts). */
const SITE_OPTIONS: NumberFormatOptions[] = [
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 2 },
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { currency: "USD", maximumFractionDigits: 0 },
  { currency: "USD", minimumFractionDigits: 0, maximumFractionDigits: 2 },
  { currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 },
  {
    currency: "USD",
    notation: "compact",
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  },
  {},
  { currency: "USD" },
];

const intlFormat = ({ currency, ...rest }: NumberFormatOptions) =>
  new Intl.NumberFormat("en-US", {
    ...rest,
    ...(currency ? { style: "currency", currency } : {}),
  });

/** A fixed, spread-out sample: small and large, whole and fractional, ties and near-ties. */
function sampleValues(): number[] {
  const values = [
    0,
    -0,
    0.00123,
    0.000456,
    0.0049,
    0.004,
    0.005,
    0.05,
    0.5,
    1,
    1.005,
    1.045,
    2.5,
    8.345,
    999.94,
    999.95,
    999.96,
    1000,
    1049.99,
    1050,
    9_999.5,
    12_345,
    99_950,
    999_950,
    999_999,
    1_000_000,
    28_750_000,
    28_800_000_000,
    999_950_000_000,
    1e12,
    1e15,
    1.234e16,
    1e-7,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ];
  // A linear congruential sequence: the same numbers on every run.
  let seed = 20_261_128;
  const next = () =>
    (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let index = 0; index < 3000; index += 1) {
    const scale = 10 ** Math.floor(next() * 14 - 2);
    const whole = Math.round(next() * 1000) * scale;
    values.push(index % 3 === 0 ? Math.round(whole * 100) / 100 : whole);
  }
  return values.flatMap((value) => [value, -value]);
}

describe("formatNumber", () => {
  test("writes what Intl's en-US format writes, for every option set the site uses", () => {
    const values = sampleValues();
    for (const options of SITE_OPTIONS) {
      const intl = intlFormat(options);
      for (const value of values) {
        expect(
          formatNumber(value, options),
          `${JSON.stringify(options)} ${value}`,
        ).toBe(intl.format(value));
      }
    }
  });

  test("groups thousands and keeps decimals only as asked", () => {
    expect(formatNumber(1_234_567, { maximumFractionDigits: 0 })).toBe(
      "1,234,567",
    );
    expect(formatNumber(1234.5, { maximumFractionDigits: 2 })).toBe("1,234.5");
    expect(
      formatNumber(1.5, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    ).toBe("1.5");
    expect(
      formatNumber(2, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    ).toBe("2.0");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(0.1234)).toBe("0.123");
  });

  test("rounds the number as written, half away from zero", () => {
    expect(formatNumber(1.005, { maximumFractionDigits: 2 })).toBe("1.01");
    expect(formatNumber(2.5, { maximumFractionDigits: 0 })).toBe("3");
    expect(formatNumber(-2.5, { maximumFractionDigits: 0 })).toBe("-3");
    expect(formatNumber(0.004, { maximumFractionDigits: 2 })).toBe("0");
    expect(formatNumber(-0.2, { maximumFractionDigits: 0 })).toBe("-0");
  });

  test("dollars put the sign before the symbol and default to cents", () => {
    expect(
      formatNumber(-17_424, { currency: "USD", maximumFractionDigits: 0 }),
    ).toBe("-$17,424");
    expect(formatNumber(23.2, { currency: "USD" })).toBe("$23.20");
    expect(
      formatNumber(140_400, { currency: "USD", maximumFractionDigits: 0 }),
    ).toBe("$140,400");
  });

  test("compact notation takes the suffix the rounded number reaches", () => {
    const compact = (value: number) =>
      formatNumber(value, {
        currency: "USD",
        notation: "compact",
        minimumFractionDigits: 0,
        maximumFractionDigits: 1,
      });
    expect(compact(0)).toBe("$0");
    expect(compact(999.94)).toBe("$999.9");
    expect(compact(999.96)).toBe("$1K");
    expect(compact(1050)).toBe("$1.1K");
    expect(compact(50_000)).toBe("$50K");
    expect(compact(999_950)).toBe("$1M");
    expect(compact(2_500_000)).toBe("$2.5M");
    expect(compact(28_800_000_000)).toBe("$28.8B");
    expect(compact(-12_000_000)).toBe("-$12M");
    expect(compact(3e12)).toBe("$3T");
    expect(compact(1e15)).toBe("$1000T");
    expect(compact(1.234e16)).toBe("$12,340T");
  });

  test("builds no Intl object, whose first one holds up a page's start (issue 29)", () => {
    const NumberFormat = vi.spyOn(Intl, "NumberFormat");
    const toLocaleString = vi.spyOn(Number.prototype, "toLocaleString");
    for (const options of SITE_OPTIONS) formatNumber(1234.5, options);
    expect(NumberFormat).not.toHaveBeenCalled();
    expect(toLocaleString).not.toHaveBeenCalled();
  });
});
