import { expect, test } from "@playwright/test";
import { fillEquipmentServiceRequest, unique } from "../online-form-support";
import { expectNoAxeViolations, gotoAndSettle } from "../support";

// The online form's script-only checks: the pending state, and axe (which runs in the page).

test("with script, the button says it is sending while the answers travel", async ({
  page,
}) => {
  await gotoAndSettle(page, "/online-form/equipment-service-request");
  await fillEquipmentServiceRequest(page, unique("Press alarm E-204"));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    "**/online-form/equipment-service-request*",
    async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    },
  );
  await page.getByRole("button", { name: "Request service" }).click();
  await expect(page.getByRole("button", { name: "Sending…" })).toBeDisabled();
  release();
  await expect(page).toHaveURL(
    "/form-submit-result?form=equipment-service-request",
  );
});

const AXE_SCREENS = {
  "a form": "/online-form/subcontractor-prequalification",
  "the result page": "/form-submit-result?form=patient-supply-request",
};
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

for (const viewport of VIEWPORTS) {
  for (const [name, path] of Object.entries(AXE_SCREENS)) {
    test(`axe finds no violation on ${name} at ${viewport.width}px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await gotoAndSettle(page, path);
      await expectNoAxeViolations(page);
    });
  }

  test(`axe finds no violation on a form with messages at ${viewport.width}px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await gotoAndSettle(page, "/online-form/patient-supply-request");
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByLabel("Patient full name")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expectNoAxeViolations(page);
  });
}
