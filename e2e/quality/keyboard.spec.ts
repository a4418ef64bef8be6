import { expect, test, type Page } from "@playwright/test";
import { gotoAndSettle } from "../support";
import { recordFindings, type Finding } from "./site";

// Keyboard use on one page of each kind (issue 16): Tab reaches every control a mouse can, in
// turn, and each one shows where focus is. Dialogs keep focus inside and give it back on close.

/** Marks the controls a keyboard must reach (visible, enabled, in the tab order) and counts them. */
function markTabbables(page: Page): Promise<number> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const candidates = [...document.querySelectorAll<HTMLElement>(selector)];
    const tabbable = candidates.filter((element) => {
      if (element.tabIndex < 0) return false;
      if ((element as HTMLButtonElement).disabled) return false;
      if (element instanceof HTMLInputElement && element.type === "hidden")
        return false;
      // One stop per radio group: the checked one.
      if (element instanceof HTMLInputElement && element.type === "radio")
        if (!element.checked) return false;
      if (element.closest("[inert], [aria-hidden='true']")) return false;
      return element.checkVisibility({ visibilityProperty: true });
    });
    tabbable.forEach((element, index) => {
      element.dataset.tabStop = String(index);
    });
    return tabbable.length;
  });
}

/** Where Tab took focus: the control's mark, and whether its focus indicator shows. */
function focusedStop(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline =
      style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== "none";
    return {
      stop: element.dataset.tabStop,
      name: `${element.tagName.toLowerCase()} ${element.getAttribute("aria-label") ?? element.textContent ?? ""}`
        .trim()
        .slice(0, 60),
      visible: outline || ring,
    };
  });
}

const PAGES = [
  "/",
  "/pricing",
  "/blog/month-end-close-checklist-for-contractors",
  "/integrations/quickbooks-online",
  "/contact",
  "/RoiCalculator",
];

for (const path of PAGES) {
  test(`${path}: Tab reaches every control, each with visible focus`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoAndSettle(page, path);
    const started = Date.now();
    const total = await markTabbables(page);
    const reached = new Set<string>();
    const withoutIndicator: string[] = [];
    // One press more than there are stops: focus leaves the page or comes round again.
    for (let press = 0; press <= total; press += 1) {
      await page.keyboard.press("Tab");
      const focused = await focusedStop(page);
      if (!focused) break;
      if (focused.stop !== undefined) {
        if (reached.has(focused.stop)) break;
        reached.add(focused.stop);
      }
      if (!focused.visible) withoutIndicator.push(focused.name);
    }
    const missed = await page.evaluate(
      (seen) =>
        [...document.querySelectorAll<HTMLElement>("[data-tab-stop]")]
          .filter((element) => !seen.includes(element.dataset.tabStop ?? ""))
          .map((element) =>
            `${element.tagName.toLowerCase()} ${element.textContent ?? ""}`
              .trim()
              .slice(0, 60),
          ),
      [...reached],
    );
    const finding: Finding = {
      page: path,
      check: `keyboard (${reached.size} of ${total} stops)`,
      problems: [
        ...missed.map((name) => `Tab never reaches ${name}`),
        ...withoutIndicator.map((name) => `no visible focus on ${name}`),
      ],
      ms: Date.now() - started,
    };
    recordFindings(`keyboard-${path.replace(/\W+/g, "-")}`, [finding]);
    expect(total).toBeGreaterThan(5);
    expect(finding.problems).toEqual([]);
  });
}

test("the contact dialog keeps focus inside and gives it back to its opener", async ({
  page,
}) => {
  await gotoAndSettle(page, "/");
  const opener = page.getByRole("link", { name: "Talk to sales" }).first();
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("First name")).toBeFocused();
  for (let press = 0; press < 25; press += 1) {
    await page.keyboard.press("Tab");
    expect(
      await dialog.evaluate((element) =>
        element.contains(document.activeElement),
      ),
    ).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});
