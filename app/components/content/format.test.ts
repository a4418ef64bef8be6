import { describe, expect, it } from "vitest";
import { formatDay, tagLabel } from "./format";

describe("formatDay", () => {
  it("writes a day as Intl's en-US long date does", () => {
    const intl = new Intl.DateTimeFormat("en-US", {
      dateStyle: "long",
      timeZone: "UTC",
    });
    // Every day of a leap year and the turn of the next.
    for (
      let time = Date.UTC(2024, 0, 1);
      time <= Date.UTC(2025, 0, 2);
      time += 86_400_000
    ) {
      const isoDay = new Date(time).toISOString().slice(0, 10);
      expect(formatDay(isoDay)).toBe(intl.format(new Date(time)));
    }
  });

  it("keeps a day as written, whatever the time zone", () => {
    expect(formatDay("2025-03-01")).toBe("March 1, 2025");
    expect(formatDay("2026-12-31")).toBe("December 31, 2026");
  });
});

describe("tagLabel", () => {
  it("writes a tag in sentence case, acronyms in capitals", () => {
    expect(tagLabel("operations")).toBe("Operations");
    expect(tagLabel("field-operations")).toBe("Field operations");
    expect(tagLabel("ai")).toBe("AI");
    expect(tagLabel("ai-agents")).toBe("AI agents");
    expect(tagLabel("osha-training")).toBe("OSHA training");
  });
});
