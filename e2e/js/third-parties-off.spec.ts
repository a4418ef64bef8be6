import { expect, test } from "@playwright/test";
import { gotoAndSettle, navigateToPricingInApp } from "../support";

/** docs/architecture.md: a third-party feature whose key is unset is simply off (the test server has none). */
test("with no keys set nothing third-party is loaded or requested", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.origin !== origin) {
      foreign.push(request.url());
    }
  });
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });

  await gotoAndSettle(page, "/");
  await navigateToPricingInApp(page);
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent("toggleContactDialog")),
  );
  await expect(page.getByRole("dialog")).toBeVisible();
  // Past the idle point where configured third parties would load.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve)),
  );
  // Anything scheduled at idle would be on the wire by now; wait until the network is quiet.
  await page.waitForLoadState("networkidle");

  expect(foreign).toEqual([]);
  expect(
    await page.evaluate(() => ({
      intercom: "Intercom" in window,
      sentry: "__SENTRY__" in window,
      posthog: Object.keys(localStorage).some((key) => key.startsWith("ph_")),
    })),
  ).toEqual({ intercom: false, sentry: false, posthog: false });
  expect(consoleErrors).toEqual([]);
});
