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
  // Past the idle moments where configured third parties would add their scripts. (Not
  // "networkidle": the link prefetch queue keeps the network busy for half a minute.)
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestIdleCallback(() => requestIdleCallback(resolve)),
      ),
  );
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement>("script[src]")]
        .map((script) => new URL(script.src))
        .filter((url) => url.origin !== location.origin)
        .map((url) => url.href),
    ),
  ).toEqual([]);
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
