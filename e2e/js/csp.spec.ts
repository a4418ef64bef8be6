import { expect, test } from "@playwright/test";
import { waitForApp } from "../support";

// A page a shared cache may keep carries no nonce: its own inline scripts are allowed by their
// hashes (docs/decisions/048). A script injected into it must still be refused.

for (const path of ["/", "/pricing", "/blog"]) {
  test(`${path}: the page's own scripts run, an injected inline script does not`, async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") violations.push(message.text());
    });
    await page.route(path, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        "</head>",
        "<script>document.documentElement.dataset.injected = 'yes'</script></head>",
      );
      await route.fulfill({ response, body: html });
    });

    const answer = await page.goto(path);
    expect(answer!.headers()["content-security-policy"]).not.toContain(
      "'nonce-",
    );
    // The page's own inline scripts and modules ran: it hydrated.
    await waitForApp(page);
    await expect(page.locator("html")).not.toHaveAttribute(
      "data-injected",
      "yes",
    );
    expect(
      violations.filter((text) => text.includes("Content Security Policy")),
    ).toHaveLength(1);
  });
}
