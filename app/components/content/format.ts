const dayFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeZone: "UTC",
});

/** `2025-03-12` → `March 12, 2025`, the same on the server and in the browser. */
export const formatDay = (isoDay: string) =>
  dayFormat.format(new Date(`${isoDay}T00:00:00Z`));

export const readingTime = (minutes: number) => `${minutes} min read`;
