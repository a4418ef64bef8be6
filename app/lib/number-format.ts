/**
 * Numbers as `Intl.NumberFormat("en-US", …)` writes them, for the options the site uses, written
 * out: a page's first Intl object loads ICU's locale data, a long task of tens of milliseconds
 * while the page's script starts, before it can hydrate (docs/performance.md). The tests compare
 * every formatter here with Intl's own output.
 */
export type NumberFormatOptions = {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
  /** Dollars: "$1,234", "-$5" (the sign before the symbol, as en-US puts it). */
  currency?: "USD";
  /** "12.3K", "$1.5M", "28.8B", "3T", as en-US's short compact notation. */
  notation?: "standard" | "compact";
};

/** en-US's short compact suffixes: thousands, millions, billions, trillions. */
const COMPACT_SUFFIXES = "KMBT";

/** A rounded number's digits, either side of the decimal point. */
type Rounded = { whole: string; fraction: string };

/**
 * `magnitude` ÷ 10^`shift`, rounded to `fractionDigits` decimals half away from zero. Intl rounds
 * the shortest decimal that reads back as the number (1.005 → 1.01), not its binary value (which
 * `toFixed` rounds: 1.005 → "1.00"), so this works on those digits, `toExponential`'s.
 */
function roundDecimal(
  magnitude: number,
  fractionDigits: number,
  shift = 0,
): Rounded {
  const exponential = magnitude.toExponential();
  const mark = exponential.indexOf("e");
  const digits = exponential.slice(0, mark).replace(".", "");
  // How many of the digits the rounded number keeps: those before the point, once shifted, and
  // the fraction's. None (or fewer than none) for a number below the last kept decimal.
  const kept = Number(exponential.slice(mark + 1)) + 1 - shift + fractionDigits;
  let scaled = BigInt(digits.padEnd(kept, "0").slice(0, Math.max(kept, 0)));
  if ((digits[kept] ?? "") >= "5") scaled += BigInt(1);
  const text = scaled.toString().padStart(fractionDigits + 1, "0");
  const point = text.length - fractionDigits;
  return { whole: text.slice(0, point), fraction: text.slice(point) };
}

/** Thousands separators, from `minimumDigits` digits up (compact notation starts at five). */
function separateThousands(whole: string, minimumDigits = 4): string {
  return whole.length < minimumDigits
    ? whole
    : whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** "12.50" → "12.5" with one decimal required, "12.00" → "12" with none. */
function trimFraction(fraction: string, minimumDigits: number): string {
  let end = fraction.length;
  while (end > minimumDigits && fraction[end - 1] === "0") end -= 1;
  return fraction.slice(0, end);
}

/**
 * `value` as `new Intl.NumberFormat("en-US", options).format(value)` writes it. The fraction
 * digits default as Intl's do (two for dollars, up to three otherwise); compact notation is given
 * its fraction digits, as the site always does (Intl's default there counts significant digits).
 */
export function formatNumber(
  value: number,
  options: NumberFormatOptions = {},
): string {
  const { currency, notation } = options;
  const defaultMinimum = currency ? 2 : 0;
  const minimumFractionDigits =
    options.minimumFractionDigits ??
    Math.min(defaultMinimum, options.maximumFractionDigits ?? defaultMinimum);
  const maximumFractionDigits =
    options.maximumFractionDigits ??
    Math.max(minimumFractionDigits, currency ? 2 : 3);
  const symbol = currency ? "$" : "";
  // Like Intl, a negative number keeps its sign when it rounds to zero ("-0", "-$0").
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  if (Number.isNaN(value)) return `${symbol}NaN`;
  if (!Number.isFinite(value)) return `${sign}${symbol}∞`;
  const magnitude = Math.abs(value);
  let thousands = 0;
  let rounded = roundDecimal(magnitude, maximumFractionDigits);
  // In compact notation, the suffix of the number's size, or of the next size when rounding
  // carried into it (999,960 is "1M", not "1000K").
  while (
    notation === "compact" &&
    rounded.whole.length > 3 &&
    thousands < COMPACT_SUFFIXES.length
  ) {
    thousands += 1;
    rounded = roundDecimal(magnitude, maximumFractionDigits, 3 * thousands);
  }
  const decimals = trimFraction(rounded.fraction, minimumFractionDigits);
  const digits =
    separateThousands(rounded.whole, notation === "compact" ? 5 : 4) +
    (decimals ? `.${decimals}` : "") +
    // No suffix below a thousand: charAt(-1) is "".
    COMPACT_SUFFIXES.charAt(thousands - 1);
  return `${sign}${symbol}${digits}`;
}
