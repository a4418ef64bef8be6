import {
  expect,
  test,
  type APIRequestContext,
  type Page,
} from "@playwright/test";
import { fillEquipmentServiceRequest, unique } from "./online-form-support";
import { gotoAndSettle } from "./support";

/**
 * /online-form/{id} and /form-submit-result (behaviour §2) with the mock upstream's seeded forms,
 * with JavaScript on and off alike.
 */

const FAILURE_MESSAGE = "Something went wrong. Please try again.";

type Submission = { formId: string; answers: Record<string, unknown> };

/** The answers the mock upstream received for a form (mocks/README.md). */
async function submissionsOf(request: APIRequestContext, form: string) {
  const response = await request.get(
    `/__mocks/online-form-submissions?form=${form}`,
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as Submission[];
}

async function expectNoSiteHeader(page: Page) {
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  // The site's footer navigation gives way to one "Powered by Aden" line.
  await expect(page.getByRole("contentinfo")).toContainText("Powered by Aden");
  await expect(
    page.getByRole("navigation", { name: "Platform links" }),
  ).toHaveCount(0);
}

async function expectNoIndex(page: Page) {
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
    "content",
    "noindex",
  );
}

test("a seeded form sent end to end lands on the result page, and the upstream has the answers", async ({
  page,
  request,
}) => {
  const response = await gotoAndSettle(
    page,
    "/online-form/equipment-service-request",
  );
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole("heading", { level: 1, name: "Equipment service request" }),
  ).toBeVisible();
  await expectNoSiteHeader(page);
  await expectNoIndex(page);

  const problem = unique("Compressor trips on high discharge temperature");
  await fillEquipmentServiceRequest(page, problem);
  await page.getByLabel("Serial number").fill("VF2-1187342");
  await page.getByRole("button", { name: "Request service" }).click();

  await expect(page).toHaveURL(
    "/form-submit-result?form=equipment-service-request",
  );
  await expect(
    page.getByRole("heading", { level: 1, name: "Your answers were sent" }),
  ).toBeVisible();
  await expect(
    page.getByText("Thank you for filling in Equipment service request."),
  ).toBeVisible();
  await expectNoSiteHeader(page);
  await expectNoIndex(page);

  const sent = (
    await submissionsOf(request, "equipment-service-request")
  ).filter((submission) => submission.answers.problem === problem);
  expect(sent.map((submission) => submission.answers)).toEqual([
    {
      plant: "Northfield Stamping",
      contactName: "Dana Ortiz",
      workEmail: "dana.ortiz@northfield.example",
      equipment: "air-compressor",
      serialNumber: "VF2-1187342",
      urgency: "line-down",
      preferredDate: null,
      problem,
    },
  ]);

  await page.getByRole("link", { name: "Send another response" }).click();
  await expect(page).toHaveURL("/online-form/equipment-service-request");
});

test("a form with a date, a number and a checkbox: the result page says what happens next", async ({
  page,
  request,
}) => {
  await gotoAndSettle(page, "/online-form/patient-supply-request");
  const patient = unique("Maria Chen");
  await page.getByLabel("Patient full name").fill(patient);
  await page.getByLabel("Patient date of birth").fill("1948-03-12");
  await page.getByLabel("Best phone number").fill("(415) 555-0182");
  await page.getByLabel("Supply category").selectOption("Wound care");
  await page.getByLabel("Days of supply needed").fill("30");
  await page.getByRole("radio", { name: "Ship to my home" }).check();
  await page
    .getByRole("checkbox", { name: /I am the patient, or I am authorized/ })
    .check();
  await page.getByRole("button", { name: "Send request" }).click();

  await expect(page).toHaveURL(
    "/form-submit-result?form=patient-supply-request",
  );
  const next = page.getByRole("region", { name: "What happens next" });
  await expect(next).toContainText("A nurse reviews your request");
  const sent = (await submissionsOf(request, "patient-supply-request")).find(
    (submission) => submission.answers.patientName === patient,
  );
  expect(sent?.answers).toMatchObject({
    dateOfBirth: "1948-03-12",
    daysOfSupply: 30,
    category: "wound-care",
    delivery: "ship-to-my-home",
    email: null,
    authorized: true,
  });
});

test("a date of birth in the future is refused next to its field, on both sides (issue 25)", async ({
  page,
  request,
}) => {
  await gotoAndSettle(page, "/online-form/patient-supply-request");
  const dateOfBirth = page.getByLabel("Patient date of birth");
  // The browser's bound: the latest date that is today anywhere on Earth (UTC+14).
  const latestToday = new Date(Date.now() + 14 * 60 * 60 * 1000)
    .toISOString()
    .slice(0, 10);
  await expect(dateOfBirth).toHaveAttribute("max", latestToday);

  const patient = unique("Maria Chen");
  await page.getByLabel("Patient full name").fill(patient);
  await dateOfBirth.fill(`${new Date().getUTCFullYear() + 2}-03-12`);
  await page.getByLabel("Best phone number").fill("(415) 555-0182");
  await page.getByLabel("Supply category").selectOption("Wound care");
  await page.getByLabel("Days of supply needed").fill("30");
  await page.getByRole("radio", { name: "Ship to my home" }).check();
  await page
    .getByRole("checkbox", { name: /I am the patient, or I am authorized/ })
    .check();
  await page.getByRole("button", { name: "Send request" }).click();

  await expect(dateOfBirth).toHaveAccessibleDescription(
    "Patient date of birth can't be in the future",
  );
  await expect(dateOfBirth).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL("/online-form/patient-supply-request");
  await expect(page.getByLabel("Patient full name")).toHaveValue(patient);

  await dateOfBirth.fill("1948-03-12");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page).toHaveURL(
    "/form-submit-result?form=patient-supply-request",
  );
  const sent = (await submissionsOf(request, "patient-supply-request")).filter(
    (submission) => submission.answers.patientName === patient,
  );
  expect(sent.map((submission) => submission.answers.dateOfBirth)).toEqual([
    "1948-03-12",
  ]);
});

test("an empty required field gets its message next to it, and everything typed stays", async ({
  page,
  request,
}) => {
  await gotoAndSettle(page, "/online-form/subcontractor-prequalification");
  const email = `${unique("bids").replace(/[^a-z0-9-]/gi, "")}@ridgeline.example`;
  await page.getByLabel("Company legal name").fill("   ");
  await page.getByLabel("Estimating contact email").fill(email);
  await page.getByLabel("Office phone").fill("(512) 555-0147");
  await page.getByLabel("Primary trade").selectOption("Electrical");
  await page.getByLabel("Years in business").fill("18");
  await page.getByRole("radio", { name: "Open shop" }).check();
  await page
    .getByLabel("Safety program summary")
    .fill("OSHA 30 for every foreman; weekly toolbox talks.");
  await page.getByRole("button", { name: "Submit prequalification" }).click();

  const company = page.getByLabel("Company legal name");
  await expect(company).toHaveAccessibleDescription(
    "Company legal name is required",
  );
  await expect(company).toHaveAttribute("aria-invalid", "true");
  await expect(
    page.getByRole("checkbox", { name: /We carry at least \$2M/ }),
  ).toHaveAccessibleDescription("Please check this box to continue");
  await expect(page.getByLabel("Estimating contact email")).not.toHaveAttribute(
    "aria-invalid",
  );

  await expect(page.getByLabel("Estimating contact email")).toHaveValue(email);
  await expect(page.getByLabel("Office phone")).toHaveValue("(512) 555-0147");
  await expect(page.getByLabel("Primary trade")).toHaveValue("electrical");
  await expect(page.getByLabel("Years in business")).toHaveValue("18");
  await expect(page.getByRole("radio", { name: "Open shop" })).toBeChecked();
  await expect(page.getByLabel("Safety program summary")).toHaveValue(
    "OSHA 30 for every foreman; weekly toolbox talks.",
  );
  await expect(page).toHaveURL("/online-form/subcontractor-prequalification");
  const sent = await submissionsOf(request, "subcontractor-prequalification");
  expect(
    sent.filter((submission) => submission.answers.estimatingEmail === email),
  ).toEqual([]);
});

test("an upstream refusal shows the failure message on the form and keeps the answers", async ({
  page,
}) => {
  await gotoAndSettle(page, "/online-form/equipment-service-request");
  const problem = unique("Conveyor belt slipping");
  await fillEquipmentServiceRequest(page, problem);
  await page.getByLabel("Work email").fill("dana@refused.test");
  await page.getByRole("button", { name: "Request service" }).click();

  await expect(page.getByRole("alert")).toHaveText(FAILURE_MESSAGE);
  await expect(page).toHaveURL("/online-form/equipment-service-request");
  await expect(page.getByLabel("Work email")).toHaveValue("dana@refused.test");
  await expect(page.getByLabel("Describe the problem")).toHaveValue(problem);
  await expect(
    page.getByRole("radio", { name: "Line down: production has stopped" }),
  ).toBeChecked();
});

test("an unknown form is a 404 page, without the site header", async ({
  page,
}) => {
  const response = await gotoAndSettle(page, "/online-form/no-such-form");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { level: 1, name: "Page Not Found" }),
  ).toBeVisible();
  await expect(
    page.getByText("Page Not Found: /online-form/no-such-form"),
  ).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
});

test("a form the upstream fails to give is the error page, with no details", async ({
  page,
}) => {
  const response = await gotoAndSettle(page, "/online-form/fail-test");
  expect(response?.status()).toBe(500);
  await expect(
    page.getByRole("heading", { level: 1, name: "Internal Server Error" }),
  ).toBeVisible();
  await expect(page.locator("body")).not.toContainText("temporarily");
  await expect(page.locator("body")).not.toContainText("upstream");
});

test("the result page without a form is a general thank-you with a way home", async ({
  page,
}) => {
  const response = await gotoAndSettle(page, "/form-submit-result");
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole("heading", { level: 1, name: "Your answers were sent" }),
  ).toBeVisible();
  await expect(
    page.getByText("Thank you for filling in the form."),
  ).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Send another response" }),
  ).toHaveCount(0);
  await expectNoSiteHeader(page);
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("banner")).toBeVisible();
});
