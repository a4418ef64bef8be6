import { describe, expect, test } from "vitest";
import {
  calculateFromSearchParams,
  calculateRoi,
  formatHours,
  formatPayback,
  formatPercent,
  formatAxisUsd,
  formatUsd,
  readRoiFigure,
  roiInputSchema,
  sliderPosition,
  valueAxisTicks,
} from "./roi";

// Every expected figure below is worked out by hand in the comment above it, with 48 working
// weeks a year, so a wrong constant or formula fails.

describe("calculateRoi", () => {
  test("the page's defaults: 25 people, 6 h, $55, 40 %, $1,500 a month", () => {
    const result = calculateRoi({
      team: 25,
      hours: 6,
      rate: 55,
      automated: 40,
      platform: 1500,
    });
    // 25 × 6 = 150 h a week; × 48 = 7,200 h a year; × 0.4 = 2,880 h saved.
    expect(result.hoursSavedPerYear).toBeCloseTo(2880, 9);
    // 2,880 × $55 = $158,400.
    expect(result.grossSavingsPerYear).toBeCloseTo(158_400, 9);
    // $1,500 × 12 = $18,000.
    expect(result.platformCostPerYear).toBe(18_000);
    // $158,400 − $18,000 = $140,400.
    expect(result.netSavingsPerYear).toBeCloseTo(140_400, 9);
    // $140,400 / $18,000 = 7.8 → 780 %.
    expect(result.roiPercent).toBeCloseTo(780, 9);
    // $158,400 / 12 = $13,200 a month; $18,000 / $13,200 = 1.3636… months.
    expect(result.paybackMonths).toBeCloseTo(1.363636, 5);
    // Month 1: $13,200; month 12: $158,400.
    expect(result.cumulativeSavingsByMonth).toHaveLength(12);
    expect(result.cumulativeSavingsByMonth[0]).toBeCloseTo(13_200, 9);
    expect(result.cumulativeSavingsByMonth[11]).toBeCloseTo(158_400, 9);
  });

  test("40 people, 5 h, $60, 50 %, $2,000 a month (the e2e case)", () => {
    const result = calculateRoi({
      team: 40,
      hours: 5,
      rate: 60,
      automated: 50,
      platform: 2000,
    });
    // 40 × 5 × 48 × 0.5 = 4,800 h.
    expect(result.hoursSavedPerYear).toBeCloseTo(4800, 9);
    // 4,800 × $60 = $288,000.
    expect(result.grossSavingsPerYear).toBeCloseTo(288_000, 9);
    // $288,000 − $24,000 = $264,000.
    expect(result.netSavingsPerYear).toBeCloseTo(264_000, 9);
    // $264,000 / $24,000 = 11 → 1,100 %.
    expect(result.roiPercent).toBeCloseTo(1100, 9);
    // $24,000 / ($288,000 / 12 = $24,000) = 1 month.
    expect(result.paybackMonths).toBeCloseTo(1, 9);
  });

  test("zero automation saves nothing and never pays back", () => {
    const result = calculateRoi({
      team: 25,
      hours: 6,
      rate: 55,
      automated: 0,
      platform: 1500,
    });
    expect(result.hoursSavedPerYear).toBe(0);
    expect(result.grossSavingsPerYear).toBe(0);
    // 0 − $18,000.
    expect(result.netSavingsPerYear).toBe(-18_000);
    // −$18,000 / $18,000 = −100 %.
    expect(result.roiPercent).toBe(-100);
    expect(result.paybackMonths).toBeNull();
  });

  test("a platform that costs more than it saves never pays back", () => {
    const result = calculateRoi({
      team: 2,
      hours: 2,
      rate: 30,
      automated: 10,
      platform: 1500,
    });
    // 2 × 2 × 48 × 0.1 = 19.2 h; × $30 = $576; − $18,000 = −$17,424.
    expect(result.hoursSavedPerYear).toBeCloseTo(19.2, 9);
    expect(result.grossSavingsPerYear).toBeCloseTo(576, 9);
    expect(result.netSavingsPerYear).toBeCloseTo(-17_424, 9);
    // −$17,424 / $18,000 = −0.968 → −96.8 %.
    expect(result.roiPercent).toBeCloseTo(-96.8, 9);
    expect(result.paybackMonths).toBeNull();
  });

  test("savings exactly equal to the cost never pay back", () => {
    // 1 × 10 × 48 × 0.5 = 240 h; × $50 = $12,000 = $1,000 × 12.
    const result = calculateRoi({
      team: 1,
      hours: 10,
      rate: 50,
      automated: 50,
      platform: 1000,
    });
    expect(result.netSavingsPerYear).toBe(0);
    expect(result.roiPercent).toBe(0);
    expect(result.paybackMonths).toBeNull();
  });

  test("a free platform pays back at once and has no ROI ratio", () => {
    const result = calculateRoi({
      team: 1,
      hours: 1,
      rate: 10,
      automated: 100,
      platform: 0,
    });
    // 1 × 1 × 48 × 1 = 48 h; × $10 = $480, all of it net.
    expect(result.netSavingsPerYear).toBe(480);
    expect(result.paybackMonths).toBe(0);
    expect(result.roiPercent).toBeNull();
  });
});

describe("formatting", () => {
  test("figures read as the page shows them", () => {
    expect(formatUsd(140_400)).toBe("$140,400");
    expect(formatUsd(-17_424)).toBe("\u2212$17,424");
    expect(formatUsd(9_999_999)).toBe("$9,999,999");
    // The largest inputs: 10,000 × 60 × 48 × 100 % × $1,000 = $28.8 billion.
    expect(formatUsd(28_800_000_000)).toBe("$28.8B");
    expect(formatUsd(-12_000_000)).toBe("\u2212$12M");
    expect(formatPercent(-96.8)).toBe("\u221297%");
    expect(formatHours(2880)).toBe("2,880 h");
    expect(formatPercent(780)).toBe("780%");
    expect(formatPercent(null)).toBe("n/a");
    expect(formatPayback(1.363636)).toBe("1.4 months");
    expect(formatPayback(null)).toBe("Never");
    expect(formatPayback(0)).toBe("Immediate");
    expect(formatPayback(0.0001)).toBe("Under 0.1 months");
    expect(formatPayback(0.05)).toBe("0.1 months");
    expect(formatUsd(10_000_000)).toBe("$10M");
  });
});

const valid = {
  team: "25",
  hours: "6",
  rate: "55",
  automated: "40",
  platform: "1500",
};
/** The first message a field gets when it is given `value` and the others are valid. */
const messageFor = (field: string, value: string | undefined) => {
  const result = roiInputSchema.safeParse({ ...valid, [field]: value });
  expect(result.success).toBe(false);
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
};

describe("roiInputSchema", () => {
  test("accepts the figures as people type them", () => {
    expect(
      roiInputSchema.parse({
        ...valid,
        rate: " $55.50 ",
        automated: "40%",
        platform: "1,500",
      }),
    ).toEqual({
      team: 25,
      hours: 6,
      rate: 55.5,
      automated: 40,
      platform: 1500,
    });
  });

  test("takes figures that are numbers already", () => {
    const figures = {
      team: 25,
      hours: 6,
      rate: 55.5,
      automated: 40,
      platform: 1500,
    };
    expect(roiInputSchema.parse(figures)).toEqual(figures);
  });

  test("a missing or blank field is required", () => {
    expect(messageFor("team", undefined)).toBe("Team size is required");
    expect(messageFor("hours", "  ")).toBe(
      "Manual work per person is required",
    );
    expect(messageFor("platform", "")).toBe("Platform cost is required");
  });

  test("letters are not a number", () => {
    expect(messageFor("rate", "abc")).toBe(
      "Loaded hourly cost must be a number",
    );
    expect(messageFor("team", "12x")).toBe("Team size must be a number");
    // Commas don't make a figure of what has letters, signs in the wrong place or no digit.
    for (const typed of ["2,5h", "h2,5", ",", "1.2.3", "5-"]) {
      expect(messageFor("hours", typed)).toBe(
        "Manual work per person must be a number",
      );
    }
  });

  test("bounds and whole people", () => {
    expect(messageFor("team", "0")).toBe("Team size must be at least 1");
    expect(messageFor("team", "2.5")).toBe("Team size must be a whole number");
    expect(messageFor("team", "10001")).toBe(
      "Team size must be at most 10,000",
    );
    // Past the largest double a figure reads as Infinity: too large, not "not whole".
    expect(messageFor("team", "9".repeat(400))).toBe(
      "Team size must be at most 10,000",
    );
    expect(messageFor("team", `-${"9".repeat(400)}`)).toBe(
      "Team size must be at least 1",
    );
    // Out of range and not whole: the range is what to fix first.
    expect(messageFor("team", "10000.5")).toBe(
      "Team size must be at most 10,000",
    );
    expect(messageFor("hours", "-1")).toBe(
      "Manual work per person must be at least 0",
    );
    expect(messageFor("hours", "61")).toBe(
      "Manual work per person must be at most 60",
    );
    expect(messageFor("automated", "101")).toBe(
      "Share of that work automated must be at most 100",
    );
    expect(messageFor("platform", "-5")).toBe(
      "Platform cost must be at least 0",
    );
  });
});

describe("commas, as phones in many locales type them (issue 25)", () => {
  const parsed = (field: string, value: string) =>
    roiInputSchema.parse({ ...valid, [field]: value })[
      field as keyof typeof valid
    ];

  test("a decimal comma is a decimal, never a multiplier", () => {
    expect(parsed("hours", "2,5")).toBe(2.5);
    expect(parsed("hours", ",5")).toBe(0.5);
    expect(parsed("rate", "55,50")).toBe(55.5);
    expect(parsed("automated", "40,5 %")).toBe(40.5);
    expect(parsed("platform", "2,5")).toBe(2.5);
    // Hours a week stay below 1,000: a comma there can't separate thousands.
    expect(parsed("hours", "2,500")).toBe(2.5);
  });

  test("commas before groups of three digits separate thousands where a field reaches 1,000", () => {
    expect(parsed("team", "1,000")).toBe(1000);
    expect(parsed("platform", "1,500")).toBe(1500);
    expect(parsed("platform", "12,000.50")).toBe(12000.5);
    expect(parsed("platform", "1,000,000")).toBe(1_000_000);
    expect(parsed("rate", "1,000")).toBe(1000);
  });

  test("a comma in a count is not a thousands separator unless three digits follow", () => {
    expect(messageFor("team", "2,5")).toBe("Team size must be a whole number");
  });

  test("a mix of commas and points that could mean two figures is refused, with its own message", () => {
    expect(messageFor("platform", "1.500,50")).toBe(
      "Platform cost must be written like 2.5 or 2,5",
    );
    expect(messageFor("hours", "1,5,0")).toBe(
      "Manual work per person must be written like 2.5 or 2,5",
    );
    expect(messageFor("hours", "1,500.5")).toBe(
      "Manual work per person must be written like 2.5 or 2,5",
    );
    expect(messageFor("team", "1,00,000")).toBe(
      "Team size must be written like 2.5 or 2,5",
    );
    expect(messageFor("rate", "5,5,")).toBe(
      "Loaded hourly cost must be written like 2.5 or 2,5",
    );
  });

  test("2,5 hours gives the result of 2.5 hours, not of 25 (the issue's case)", () => {
    const calculation = calculateFromSearchParams(
      new URLSearchParams(
        "team=25&hours=2,5&rate=55&automated=40&platform=1500",
      ),
    );
    expect(calculation.status).toBe("ok");
    if (calculation.status !== "ok") return;
    expect(calculation.raw.hours).toBe("2,5");
    // 25 × 2.5 × 48 × 0.4 = 1,200 h (2,5 read as 25 gave 12,000 h); × $55 = $66,000;
    // less $18,000 = $48,000 (was $642,000).
    expect(calculation.result.hoursSavedPerYear).toBeCloseTo(1200, 9);
    expect(calculation.result.netSavingsPerYear).toBeCloseTo(48_000, 9);
  });
});

describe("calculateFromSearchParams", () => {
  test("an empty query shows the defaults and their result", () => {
    const calculation = calculateFromSearchParams(new URLSearchParams());
    expect(calculation.status).toBe("ok");
    expect(calculation.raw).toEqual({
      team: "25",
      hours: "6",
      rate: "55",
      automated: "40",
      platform: "1500",
    });
  });

  test("a query keeps what was typed and says what is wrong, field by field", () => {
    const calculation = calculateFromSearchParams(
      new URLSearchParams("team=abc&hours=6&rate=55&automated=140"),
    );
    expect(calculation).toEqual({
      status: "invalid",
      raw: {
        team: "abc",
        hours: "6",
        rate: "55",
        automated: "140",
        platform: "",
      },
      errors: {
        team: "Team size must be a number",
        automated: "Share of that work automated must be at most 100",
        platform: "Platform cost is required",
      },
    });
  });
});

describe("the sliders beside the fields", () => {
  test("a slider stands at the typed figure, read as the schema reads it", () => {
    expect(sliderPosition("team", "25")).toBe(25);
    expect(sliderPosition("hours", "2,5")).toBe(2.5);
    expect(sliderPosition("platform", "1,500")).toBe(1500);
    expect(sliderPosition("rate", "$55")).toBe(55);
  });

  test("a figure beyond a slider's ends leaves the slider at that end", () => {
    // Team size's slider runs 1 to 500; the field takes up to 10,000.
    expect(sliderPosition("team", "2,000")).toBe(500);
    expect(sliderPosition("team", "0")).toBe(1);
    // Platform cost's slider runs 0 to 20,000 a month.
    expect(sliderPosition("platform", "250000")).toBe(20_000);
    // Hourly cost's slider starts at 10.
    expect(sliderPosition("rate", "4")).toBe(10);
  });

  test("a field without a number leaves its slider where it is", () => {
    expect(sliderPosition("team", "")).toBeNull();
    expect(sliderPosition("team", "abc")).toBeNull();
    expect(sliderPosition("platform", "1.500,50")).toBeNull();
    expect(readRoiFigure("hours", "2,500")).toBe(2.5);
  });
});

describe("the chart's value axis", () => {
  test("ticks from 0 in round steps, the last at or above the top", () => {
    // The defaults' year of savings, $158,400: steps of $50,000.
    expect(valueAxisTicks(158_400)).toEqual([
      0, 50_000, 100_000, 150_000, 200_000,
    ]);
    // $288,000: steps of $100,000.
    expect(valueAxisTicks(288_000)).toEqual([0, 100_000, 200_000, 300_000]);
    // $18,000 (a year of platform cost above small savings): steps of $5,000.
    expect(valueAxisTicks(18_000)).toEqual([0, 5_000, 10_000, 15_000, 20_000]);
    // Exactly on a step: no empty step above it.
    expect(valueAxisTicks(100_000)).toEqual([
      0, 25_000, 50_000, 75_000, 100_000,
    ]);
    expect(valueAxisTicks(1)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  test("an empty chart still has an axis", () => {
    expect(valueAxisTicks(0)).toEqual([0, 1]);
    expect(valueAxisTicks(Number.NaN)).toEqual([0, 1]);
  });

  test("labels are short dollar figures", () => {
    expect(formatAxisUsd(0)).toBe("$0");
    expect(formatAxisUsd(50_000)).toBe("$50K");
    expect(formatAxisUsd(2_500_000)).toBe("$2.5M");
  });
});
