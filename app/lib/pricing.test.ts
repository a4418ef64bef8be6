import { describe, expect, test, vi } from "vitest";
import {
  annualCentsPerUser,
  billingFromSearchParams,
  COMPARISON,
  formatUsd,
  groupThousands,
  listPriceCents,
  monthlyCentsFor,
  planById,
  PLANS,
  type PlanId,
} from "./pricing";
import {
  comparisonGroupSchema,
  comparisonSchema,
  plansSchema,
} from "./pricing-schema";

// The figures below are worked out by hand with a 20 % annual discount, so a wrong constant or
// formula fails: annual = monthly × 12 × (1 − 0.20), shown per month as annual / 12.

describe("plan data", () => {
  test("validates against its schema", () => {
    expect(plansSchema.safeParse(PLANS).success).toBe(true);
    expect(comparisonSchema.safeParse(COMPARISON).success).toBe(true);
    for (const group of COMPARISON) {
      expect(comparisonGroupSchema.safeParse(group).success).toBe(true);
    }
  });

  test("has the four plans in order, Team the one most popular", () => {
    expect(PLANS.map((plan) => plan.name)).toEqual([
      "Starter",
      "Team",
      "Business",
      "Enterprise",
    ]);
    expect(PLANS.filter((plan) => plan.highlighted).map((p) => p.id)).toEqual([
      "team",
    ]);
  });

  test("prices: Starter free, Team $29, Business $59 a user, Enterprise custom", () => {
    expect(planById("starter").price).toEqual({ kind: "free" });
    expect(planById("team").price).toEqual({
      kind: "per-user",
      monthlyCents: 2900,
    });
    expect(planById("business").price).toEqual({
      kind: "per-user",
      monthlyCents: 5900,
    });
    expect(planById("enterprise").price).toEqual({ kind: "custom" });
  });

  test("list prices only the plans sold per user, and names a plan it can't find", () => {
    expect(listPriceCents("team")).toBe(2900);
    expect(listPriceCents("business")).toBe(5900);
    expect(() => listPriceCents("starter")).toThrow(
      "starter is not priced per user",
    );
    expect(() => planById("gold" as PlanId)).toThrow("No plan gold");
  });

  test("the top plan talks to sales, the free plan signs up", () => {
    expect(planById("starter").cta).toBe("start-free");
    expect(planById("enterprise").cta).toBe("contact-sales");
  });

  test("refuses a second most popular plan and a plan out of order", () => {
    const issuesOf = (plans: unknown) =>
      plansSchema.safeParse(plans).error?.issues.map(({ path, message }) => ({
        path,
        message,
      }));
    const twoHighlighted = PLANS.map((plan) => ({
      ...plan,
      highlighted: true,
    }));
    expect(issuesOf(twoHighlighted)).toEqual([
      { path: [], message: "Exactly one plan is the most popular" },
    ]);
    const [starter, team, business, enterprise] = PLANS;
    expect(issuesOf([team, starter, business, enterprise])).toEqual([
      { path: [0, "id"], message: "Expected starter at position 0" },
      { path: [1, "id"], message: "Expected team at position 1" },
    ]);
  });

  test("refuses a plan that builds on itself or on a bigger plan", () => {
    const buildingOn = (includesPlan: PlanId) =>
      plansSchema
        .safeParse(
          PLANS.map((plan) =>
            plan.id === "team" ? { ...plan, includesPlan } : plan,
          ),
        )
        .error?.issues.map(({ path, message }) => ({ path, message }));
    const refused = [
      {
        path: [1, "includesPlan"],
        message: "A plan can only build on a smaller one",
      },
    ];
    expect(buildingOn("team")).toEqual(refused);
    expect(buildingOn("business")).toEqual(refused);
    expect(buildingOn("starter")).toBeUndefined();
  });

  test("refuses a comparison row that leaves a plan out", () => {
    const row = { feature: "Forms", values: { starter: "3", team: true } };
    expect(
      comparisonGroupSchema.safeParse({ area: "AI form builder", rows: [row] })
        .success,
    ).toBe(false);
  });
});

describe("annual arithmetic", () => {
  test("Team: $29 × 12 = $348; × 0.8 = $278.40 a year, $23.20 a month", () => {
    expect(annualCentsPerUser(2900)).toBe(27_840);
    expect(monthlyCentsFor(2900, "annual")).toBe(2320);
    expect(monthlyCentsFor(2900, "monthly")).toBe(2900);
  });

  test("Business: $59 × 12 = $708; × 0.8 = $566.40 a year, $47.20 a month", () => {
    expect(annualCentsPerUser(5900)).toBe(56_640);
    expect(monthlyCentsFor(5900, "annual")).toBe(4720);
    expect(monthlyCentsFor(5900, "monthly")).toBe(5900);
  });

  test("a price that does not divide evenly rounds to the cent", () => {
    // $9.99 × 12 = $119.88; × 0.8 = $95.904 → $95.90; / 12 = $7.9917 → $7.99.
    expect(annualCentsPerUser(999)).toBe(9590);
    expect(monthlyCentsFor(999, "annual")).toBe(799);
  });

  test("formats dollars, with cents only when there are some", () => {
    expect(formatUsd(2900)).toBe("$29");
    expect(formatUsd(2320)).toBe("$23.20");
    expect(formatUsd(27_840)).toBe("$278.40");
    expect(formatUsd(501_120)).toBe("$5,011.20");
    expect(formatUsd(0)).toBe("$0");
  });

  test("formats large sums, fractions of a cent and refunds as en-US does", () => {
    expect(formatUsd(123_456_789)).toBe("$1,234,567.89");
    expect(formatUsd(100_000_000)).toBe("$1,000,000");
    expect(formatUsd(99_999)).toBe("$999.99");
    expect(formatUsd(100_000)).toBe("$1,000");
    expect(formatUsd(5)).toBe("$0.05");
    expect(formatUsd(2320.4)).toBe("$23.20");
    expect(formatUsd(2320.6)).toBe("$23.21");
    expect(formatUsd(-2320)).toBe("-$23.20");
  });

  test("writes what Intl's en-US currency format writes, for every sum it is given", () => {
    const whole = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    const withCents = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: 2,
    });
    for (let cents = 0; cents < 2_000_000; cents += 997) {
      const expected = (cents % 100 === 0 ? whole : withCents).format(
        cents / 100,
      );
      expect(formatUsd(cents)).toBe(expected);
    }
  });

  test("groups whole numbers by thousands", () => {
    expect(groupThousands(0)).toBe("0");
    expect(groupThousands(999)).toBe("999");
    expect(groupThousands(1000)).toBe("1,000");
    expect(groupThousands(6420)).toBe("6,420");
    expect(groupThousands(1_234_567)).toBe("1,234,567");
    expect(groupThousands(6420.4)).toBe("6,420");
  });

  test("formats without Intl, whose first formatter holds up the pricing page's start (issue 29)", () => {
    const NumberFormat = vi.spyOn(Intl, "NumberFormat");
    for (const cents of [2900, 2320, 501_120]) formatUsd(cents);
    expect(NumberFormat).not.toHaveBeenCalled();
  });
});

describe("billing parameter", () => {
  test("annual only for ?billing=annual; anything else is monthly", () => {
    const billing = (query: string) =>
      billingFromSearchParams(new URLSearchParams(query));
    expect(billing("billing=annual")).toBe("annual");
    expect(billing("")).toBe("monthly");
    expect(billing("billing=monthly")).toBe("monthly");
    expect(billing("billing=yearly")).toBe("monthly");
    expect(billing("billing=ANNUAL")).toBe("monthly");
  });
});
