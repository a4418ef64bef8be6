import { expect, test, type Locator, type Page } from "@playwright/test";
import { field, LABELS } from "./roi-support";
import { gotoAndSettle, javaScriptEnabled } from "./support";

// The calculator's controls (issue 27): sliders paired with the typed fields, units in the boxes,
// a chart with a value axis, and on phones a summary of the result that stays on screen while
// the form is, without ever covering the field in focus. Run with and without script.

const slider = (page: Page, name: keyof typeof LABELS) =>
  page.getByRole("slider", { name: LABELS[name], exact: true });
const summary = (page: Page) => page.getByTestId("roi-summary");

async function calculate(page: Page) {
  if (!javaScriptEnabled()) {
    await page.getByRole("button", { name: "Calculate" }).click();
  }
}

test("every field shows its unit in its box", async ({ page }) => {
  await gotoAndSettle(page, "/RoiCalculator");
  const units = {
    team: "people",
    hours: "h/week",
    rate: "$/hour",
    automated: "%",
    platform: "$/month",
  } as const;
  for (const [name, unit] of Object.entries(units)) {
    const box = field(page, name as keyof typeof LABELS);
    const shown = box.locator("xpath=following-sibling::span[1]");
    await expect(shown).toHaveText(unit);
    await expect(shown).toBeVisible();
    // The unit sits inside the field's box, at its right end.
    const [input, label] = [await box.boundingBox(), await shown.boundingBox()];
    expect(label!.x).toBeGreaterThan(input!.x);
    expect(label!.x + label!.width).toBeLessThanOrEqual(
      input!.x + input!.width + 1,
    );
  }
});

test("the chart has a value axis with dollar ticks", async ({ page }) => {
  // The defaults save $158,400 in a year: ticks every $50,000 up to $200,000.
  await gotoAndSettle(page, "/RoiCalculator");
  await expect(page.getByTestId("roi-value-axis").locator("span")).toHaveText([
    "$0",
    "$50K",
    "$100K",
    "$150K",
    "$200K",
  ]);
  await expect(page.getByTestId("roi-value-axis")).toBeVisible();
});

test("a slider moves its field and the result, and typing moves the slider; without script the fields stand alone", async ({
  page,
}) => {
  if (!javaScriptEnabled()) {
    await gotoAndSettle(page, "/RoiCalculator");
    await expect(page.getByRole("slider")).toHaveCount(0);
    await field(page, "team").fill("30");
    await calculate(page);
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("team") === "30",
    );
    await expect(page.getByTestId("roi-net")).toHaveText("$172,080");
    return;
  }
  await gotoAndSettle(page, "/RoiCalculator");
  const team = slider(page, "team");
  await expect(team).toHaveValue("25");
  await expect(team).toHaveAttribute("aria-valuetext", "25 people");
  await team.focus();
  for (let step = 0; step < 5; step += 1)
    await page.keyboard.press("ArrowRight");
  await expect(team).toHaveValue("30");
  await expect(field(page, "team")).toHaveValue("30");
  await expect(team).toHaveAttribute("aria-valuetext", "30 people");
  // 30 × 6 × 48 × 40 % = 3,456 h; × $55 = $190,080; less $18,000 = $172,080.
  await expect(page.getByTestId("roi-net")).toHaveText("$172,080");
  await expect(page).toHaveURL((url) => url.searchParams.get("team") === "30");

  // The End key takes the share automated to 100 %: 30 × 6 × 48 = 8,640 h; × $55 = $475,200;
  // less $18,000 = $457,200.
  await slider(page, "automated").focus();
  await page.keyboard.press("End");
  await expect(field(page, "automated")).toHaveValue("100");
  await expect(page.getByTestId("roi-net")).toHaveText("$457,200");

  // Typing moves the slider; past the slider's end (500 people) it waits at the end.
  await field(page, "team").fill("120");
  await expect(team).toHaveValue("120");
  await field(page, "team").fill("2,000");
  await expect(team).toHaveValue("500");
  await field(page, "hours").fill("2,5");
  await expect(slider(page, "hours")).toHaveValue("2.5");
});

/** Whether two boxes overlap by more than a pixel. */
function overlap(
  a: { y: number; height: number },
  b: { y: number; height: number },
) {
  return a.y + a.height > b.y + 1 && b.y + b.height > a.y + 1;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

test("at 390 px the result stays in view while the form is on screen, and never covers the field in focus", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoAndSettle(page, "/RoiCalculator");
  // The last field is far below the first screen; the summary is on screen all the same.
  const platform = field(page, "platform");
  await platform.fill("3000");
  await calculate(page);
  // $158,400 − 12 × $3,000 = $122,400.
  await expect(summary(page)).toContainText("$122,400");
  // 12 × $3,000 = $36,000 over $158,400 / 12 = $13,200 a month: 2.7 months.
  await expect(summary(page)).toContainText("2.7 months");
  await platform.scrollIntoViewIfNeeded();
  await expect(summary(page)).toBeInViewport();
  const bar = await boxOf(summary(page));
  expect(bar.y + bar.height).toBeLessThanOrEqual(844 + 1);
  expect(overlap(await boxOf(platform), bar)).toBe(false);

  // Walk the form with the keyboard from its first field: whatever has focus is clear of the bar.
  await page.evaluate(() => window.scrollTo(0, 0));
  await field(page, "team").focus();
  const controls = javaScriptEnabled() ? 10 : 5;
  for (let index = 0; index < controls; index += 1) {
    const focused = page.locator(":focus");
    await expect(focused).toBeInViewport();
    const where = await boxOf(focused);
    const covering = await boxOf(summary(page));
    expect(
      overlap(where, covering),
      `focus ${index} at ${where.y}, bar at ${covering.y}`,
    ).toBe(false);
    await page.keyboard.press("Tab");
  }
  // Past the form the bar stays at the form's end instead of following the page.
  await page
    .getByRole("heading", { name: "How we calculate" })
    .scrollIntoViewIfNeeded();
  const form = await boxOf(page.getByRole("form", { name: "Your team today" }));
  const settled = await boxOf(summary(page));
  expect(settled.y + settled.height).toBeCloseTo(form.y + form.height, 0);
});

test("at 1440 px the summary bar is not shown: the whole result sits beside the form", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoAndSettle(page, "/RoiCalculator");
  await expect(summary(page)).toBeHidden();
  const result = await boxOf(page.getByRole("region", { name: "Your result" }));
  const form = await boxOf(page.getByRole("form", { name: "Your team today" }));
  expect(result.x).toBeGreaterThan(form.x + form.width);
  await expect(page.getByTestId("roi-net")).toBeInViewport();
});
