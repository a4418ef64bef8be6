import type { Page } from "@playwright/test";

// Shared by the online-form specs (e2e/online-form.spec.ts, e2e/js/online-form-js.spec.ts).

/** Text no other test types, so the mock's submissions can be searched by it. */
export const unique = (text: string) =>
  `${text} (${Date.now()}-${Math.random().toString(36).slice(2, 8)})`;

export async function fillEquipmentServiceRequest(page: Page, problem: string) {
  await page.getByLabel("Plant or company name").fill("Northfield Stamping");
  await page.getByLabel("Your name").fill("Dana Ortiz");
  await page.getByLabel("Work email").fill("dana.ortiz@northfield.example");
  // The label's text ends with the required mark, which its accessible name leaves out.
  await page
    .getByRole("combobox", { name: "Equipment", exact: true })
    .selectOption("Air compressor");
  await page
    .getByRole("radio", { name: "Line down: production has stopped" })
    .check();
  await page.getByLabel("Describe the problem").fill(problem);
}
