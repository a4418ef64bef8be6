import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, gotoAndSettle } from "../support";

// axe runs in the page, so it runs with script on only (as e2e/js/a11y.spec.ts does).
const screens = {
  "with a result": {
    path: "/RoiCalculator?team=40&hours=5&rate=60&automated=50&platform=2000",
    shows: "$264,000",
  },
  "with bad input": {
    path: "/RoiCalculator?team=abc&hours=6&rate=55&automated=40&platform=1500",
    shows: "Team size must be a number",
  },
};

for (const [name, { path, shows }] of Object.entries(screens)) {
  test(`axe finds no violation on the calculator ${name}`, async ({ page }) => {
    await gotoAndSettle(page, path);
    // In the result region: below lg the summary bar repeats the figure (hidden at this width).
    await expect(
      page
        .getByRole("region", { name: "Your result" })
        .getByText(shows)
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
