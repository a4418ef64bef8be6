const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * `2025-03-12` → `March 12, 2025` (en-US, long), the same on the server and in the browser.
 * Written out rather than through `Intl.DateTimeFormat`: a page's first Intl formatter loads
 * ICU's data, a long task (13–25 ms here) while the page's script starts.
 */
export function formatDay(isoDay: string): string {
  const [year = "", month = "", day = ""] = isoDay.split("-");
  return `${MONTHS[Number(month) - 1]} ${Number(day)}, ${year}`;
}

export const readingTime = (minutes: number) => `${minutes} min read`;

/** Words a tag spells in capitals, whatever its slug's case. */
const TAG_ACRONYMS = new Set(["ai", "api", "crm", "erp", "hr", "osha"]);

/** A tag's slug as a sentence-case label: `field-operations` → `Field operations`, `ai` → `AI`. */
export function tagLabel(tag: string): string {
  const words = tag
    .split("-")
    .filter(Boolean)
    .map((word) => (TAG_ACRONYMS.has(word) ? word.toUpperCase() : word));
  const sentence = words.join(" ");
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
