import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { homePageSchema, pricingPageSchema } from "./page-schemas";

// The home page's story rows, bento cards and customer outcomes (issue 27), as the content
// compiler checks them.
const home = parse(readFileSync("content/pages/home.yaml", "utf8")) as Record<
  string,
  unknown
> & {
  story: { rows: unknown[] };
  outcomes: { figures: Array<{ study: string; figure: number }> };
};

const problemsOf = (copy: unknown) => {
  const result = homePageSchema.safeParse(copy);
  return result.success
    ? []
    : result.error.issues.map((issue) => issue.path.join("."));
};

describe("the home page's schema", () => {
  it("accepts the page as it ships: three story rows and four outcomes", () => {
    expect(problemsOf(home)).toEqual([]);
    expect(home.story.rows).toHaveLength(3);
    expect(home.outcomes.figures).toHaveLength(4);
  });

  it("wants exactly three story rows", () => {
    expect(
      problemsOf({
        ...home,
        story: { ...home.story, rows: home.story.rows.slice(0, 2) },
      }),
    ).toEqual(["story.rows"]);
  });

  it("names a case study's figure by its place, 1 to 3", () => {
    const figures = [
      { study: "tc-boiler", figure: 4 },
      ...home.outcomes.figures.slice(1),
    ];
    expect(
      problemsOf({ ...home, outcomes: { ...home.outcomes, figures } }),
    ).toEqual(["outcomes.figures.0.figure"]);
  });

  it("refuses the old catalogue counts and unknown fields", () => {
    expect(
      problemsOf({ ...home, proof: { title: "Trusted", figures: {} } }),
    ).toEqual([""]);
  });
});

describe("the pricing page's schema", () => {
  const pricing = parse(
    readFileSync("content/pages/pricing.yaml", "utf8"),
  ) as Record<string, unknown> & { description: string };

  it("names a price in braces it doesn't know, and the ones it does", () => {
    const result = pricingPageSchema.safeParse({
      ...pricing,
      description: pricing.description.replace("{team}", "{teams}"),
    });
    expect(
      result.error?.issues.map(({ path, message }) => ({ path, message })),
    ).toEqual([
      {
        path: ["description"],
        message:
          "{teams} is not a price we know: use {team}, {business}, {teamAnnual}, {businessAnnual}, {teamYear}, {discount}",
      },
    ]);
  });

  it("refuses an example meter that has used more than its limit", () => {
    const preview = pricing.preview as { usage: object[] };
    const result = pricingPageSchema.safeParse({
      ...pricing,
      preview: {
        ...preview,
        usage: [{ label: "Automation runs this month", used: 12, limit: 10 }],
      },
    });
    expect(
      result.error?.issues.map(({ path, message }) => ({ path, message })),
    ).toEqual([
      { path: ["preview", "usage", 0], message: "used must not exceed limit" },
    ]);
    expect(pricingPageSchema.safeParse(pricing).success).toBe(true);
    // A meter at its limit is a full bar, which the picture can show.
    expect(
      pricingPageSchema.safeParse({
        ...pricing,
        preview: {
          ...preview,
          usage: [{ label: "Automation runs this month", used: 10, limit: 10 }],
        },
      }).success,
    ).toBe(true);
  });
});
