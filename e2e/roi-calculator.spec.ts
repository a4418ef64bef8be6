import { expect, test, type Page } from "@playwright/test";
import { field, type LABELS } from "./roi-support";
import { gotoAndSettle, javaScriptEnabled } from "./support";

// The hand-computed case of app/lib/roi.test.ts, with 48 working weeks a year:
// 40 people × 5 h × 48 × 50 % = 4,800 h; × $60 = $288,000; less 12 × $2,000 = $264,000 net;
// ROI $264,000 / $24,000 = 1,100 %; payback $24,000 / ($288,000 / 12) = 1.0 month.
const CASE = {
  team: "40",
  hours: "5",
  rate: "60",
  automated: "50",
  platform: "2000",
};
const CASE_QUERY = new URLSearchParams(CASE).toString();

function result(page: Page) {
  return page.getByRole("region", { name: "Your result" });
}

/** The figure (a `dd`) under one of the result's labels. */
function figure(page: Page, label: string) {
  return result(page)
    .getByText(label, { exact: true })
    .locator("xpath=following-sibling::dd[1]");
}

async function expectCaseResult(page: Page) {
  await expect(page.getByTestId("roi-net")).toHaveText("$264,000");
  await expect(figure(page, "Hours saved a year")).toHaveText("4,800 h");
  await expect(figure(page, "Gross savings a year")).toHaveText("$288,000");
  await expect(figure(page, "Payback period")).toHaveText("1.0 months");
  await expect(figure(page, "ROI")).toHaveText("1,100%");
  await expect(result(page)).toContainText("48 working weeks a year");
}

test("without a query the calculator shows the defaults and their result", async ({
  page,
}) => {
  const response = await gotoAndSettle(page, "/RoiCalculator");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe(
    "public, max-age=0, s-maxage=300, stale-while-revalidate=86400",
  );
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    "what automating it returns",
  );
  await expect(field(page, "team")).toHaveValue("25");
  await expect(field(page, "platform")).toHaveValue("1500");
  // 25 × 6 × 48 × 40 % = 2,880 h; × $55 = $158,400; less $18,000 = $140,400.
  await expect(page.getByTestId("roi-net")).toHaveText("$140,400");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/RoiCalculator$/,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    "ROI calculator",
  );
});

test("changing the inputs recomputes the result and puts it in the URL", async ({
  page,
}) => {
  await gotoAndSettle(page, "/RoiCalculator");
  const withScript = javaScriptEnabled();
  if (withScript) {
    await page.evaluate(() => {
      (window as Window & { roiMarker?: string }).roiMarker = "same document";
    });
  }
  for (const [name, value] of Object.entries(CASE)) {
    await field(page, name as keyof typeof LABELS).fill(value);
  }
  if (!withScript) {
    await page.getByRole("button", { name: "Calculate" }).click();
  }
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/RoiCalculator" &&
      Object.entries(CASE).every(
        ([name, value]) => url.searchParams.get(name) === value,
      ),
  );
  await expectCaseResult(page);
  if (withScript) {
    // The result came without a page load: the document is the one the marker was set on.
    expect(
      await page.evaluate(
        () => (window as Window & { roiMarker?: string }).roiMarker,
      ),
    ).toBe("same document");
  }
});

test("a shared URL reproduces the result", async ({ page }) => {
  const response = await gotoAndSettle(page, `/RoiCalculator?${CASE_QUERY}`);
  expect(response?.status()).toBe(200);
  for (const [name, value] of Object.entries(CASE)) {
    await expect(field(page, name as keyof typeof LABELS)).toHaveValue(value);
  }
  await expectCaseResult(page);
});

test("a cost above the savings never pays back", async ({ page }) => {
  // 2 × 2 × 48 × 10 % = 19.2 h; × $30 = $576; less $18,000 = −$17,424.
  await gotoAndSettle(
    page,
    "/RoiCalculator?team=2&hours=2&rate=30&automated=10&platform=1500",
  );
  await expect(page.getByTestId("roi-net")).toHaveText("\u2212$17,424");
  await expect(figure(page, "Payback period")).toHaveText("Never");
  // −$17,424 / $18,000 = −96.8 %.
  await expect(figure(page, "ROI")).toHaveText("\u221297%");
  await expect(result(page)).toContainText("it never pays back");
});

test("bad input gets a message next to its field, and the form as typed", async ({
  page,
}) => {
  const response = await gotoAndSettle(
    page,
    "/RoiCalculator?team=abc&hours=-2&rate=55&automated=40&platform=",
  );
  expect(response?.status()).toBe(200);
  const team = field(page, "team");
  await expect(team).toHaveValue("abc");
  await expect(team).toHaveAttribute("aria-invalid", "true");
  await expect(team).toHaveAccessibleDescription(/Team size must be a number/);
  await expect(field(page, "hours")).toHaveValue("-2");
  await expect(field(page, "hours")).toHaveAccessibleDescription(
    /Manual work per person must be at least 0/,
  );
  await expect(field(page, "platform")).toHaveAccessibleDescription(
    /Platform cost is required/,
  );
  await expect(field(page, "rate")).toHaveValue("55");
  await expect(field(page, "rate")).not.toHaveAttribute("aria-invalid");
  await expect(result(page)).toContainText("Check the highlighted fields");

  // Typed into the form: fixed fields answer again; a new mistake gets its own message.
  await team.fill("40");
  await field(page, "hours").fill("5");
  await field(page, "rate").fill("60");
  await field(page, "automated").fill("50");
  await field(page, "platform").fill("2,000");
  if (!javaScriptEnabled()) {
    await page.getByRole("button", { name: "Calculate" }).click();
  }
  await expectCaseResult(page);
  await field(page, "automated").fill("140");
  if (!javaScriptEnabled()) {
    await page.getByRole("button", { name: "Calculate" }).click();
  }
  await expect(field(page, "automated")).toHaveAccessibleDescription(
    /Share of that work automated must be at most 100/,
  );
  await expect(field(page, "automated")).toHaveValue("140");
});

test("a decimal comma, as a phone's keypad types it, is read as a decimal and never multiplies", async ({
  page,
}) => {
  await gotoAndSettle(page, "/RoiCalculator");
  const hours = field(page, "hours");
  // A text input (type=number could not hold a comma) with the decimal keypad, which offers
  // only a comma in many locales.
  expect(await hours.getAttribute("type")).toBeNull();
  await expect(hours).toHaveAttribute("inputmode", "decimal");
  await hours.fill("2,5");
  if (!javaScriptEnabled()) {
    await page.getByRole("button", { name: "Calculate" }).click();
  }
  await expect(page).toHaveURL(
    (url) => url.searchParams.get("hours") === "2,5",
  );
  // 25 × 2.5 × 48 × 40 % = 1,200 h; × $55 = $66,000; less $18,000 = $48,000 (not 12,000 h and
  // $642,000, as when 2,5 was read as 25).
  await expect(figure(page, "Hours saved a year")).toHaveText("1,200 h");
  await expect(page.getByTestId("roi-net")).toHaveText("$48,000");
  await expect(hours).toHaveValue("2,5");

  // Commas and points that could mean figures a thousand apart are refused next to the field.
  const platform = field(page, "platform");
  await platform.fill("1.500,50");
  if (!javaScriptEnabled()) {
    await page.getByRole("button", { name: "Calculate" }).click();
  }
  await expect(platform).toHaveAccessibleDescription(
    /Platform cost must be written like 2\.5 or 2,5/,
  );
  await expect(platform).toHaveAttribute("aria-invalid", "true");
  await expect(result(page)).toContainText("Check the highlighted fields");
});
