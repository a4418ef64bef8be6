import { expect, test } from "@playwright/test";
import {
  CONTACT_TITLE,
  expectBadInputMessages,
  fillContactForm,
  fillWithBadInput,
  leadsOf,
  submitButton,
  uniqueEmail,
} from "./contact-support";
import { gotoAndSettle } from "./support";

/** The contact form and dialog, with JavaScript on and off alike (behaviour §2, §5). */

test("the dialog opened by ?contact=1 is in the server HTML, as a form that posts to /contact", async ({
  request,
}) => {
  const response = await request.get("/?contact=1");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('role="dialog"');
  expect(html).toContain(CONTACT_TITLE);
  expect(html).toMatch(/<form method="post" action="\/contact"/);
  for (const name of [
    "firstname",
    "lastname",
    "email",
    "phoneCountry",
    "phoneNumber",
  ]) {
    expect(html).toContain(`name="${name}"`);
  }
  // The native select's default is the United States (behaviour §9).
  expect(html).toMatch(/<option value="us" selected="">/);
});

test("the dialog shows the four fields, with the United States chosen", async ({
  page,
}) => {
  await gotoAndSettle(page, "/?contact=1");
  const dialog = page.getByRole("dialog", { name: CONTACT_TITLE });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("First name")).toBeVisible();
  await expect(dialog.getByLabel("Last name")).toBeVisible();
  await expect(dialog.getByLabel("Work email")).toHaveAttribute(
    "type",
    "email",
  );
  await expect(
    dialog.getByRole("textbox", { name: "Phone number" }),
  ).toBeVisible();
  await expect(dialog.locator('[name="phoneCountry"]')).toHaveValue("us");
});

test("'Book a demo' without a booking page opens the contact form", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoAndSettle(page, "/ai-form");
  await page
    .getByRole("banner")
    .getByRole("link", { name: "Book a demo" })
    .click();
  await expect(page).toHaveURL("/ai-form?contact=1");
  await expect(page.getByRole("dialog", { name: CONTACT_TITLE })).toBeVisible();
});

test("bad input gets its messages next to the fields, and nothing typed is lost", async ({
  page,
  request,
}) => {
  await gotoAndSettle(page, "/contact");
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Get a walkthrough built around your business",
    }),
  ).toBeVisible();
  const email = "ada@example";
  await fillWithBadInput(page, { firstname: "Ada", email });
  await submitButton(page).click();

  await expectBadInputMessages(page);
  await expect(page.getByLabel("First name")).not.toHaveAttribute(
    "aria-invalid",
    "true",
  );

  await expect(page.getByLabel("First name")).toHaveValue("Ada");
  await expect(page.getByLabel("Work email")).toHaveValue(email);
  await expect(page.getByRole("textbox", { name: "Phone number" })).toHaveValue(
    "123",
  );
  await expect(page.locator('[name="phoneCountry"]')).toHaveValue("us");
  expect(await leadsOf(request, email)).toEqual([]);
});

test("an empty form gets '{field} is required' for each field", async ({
  page,
}) => {
  await gotoAndSettle(page, "/contact");
  await submitButton(page).click();
  for (const [label, message] of [
    ["First name", "First name is required"],
    ["Last name", "Last name is required"],
    ["Work email", "Work email is required"],
  ] as const) {
    await expect(page.getByLabel(label)).toHaveAccessibleDescription(message);
  }
  await expect(
    page.getByRole("textbox", { name: "Phone number" }),
  ).toHaveAccessibleDescription("Phone number is required");
});

test("the upstream's refusal shows the failure message and keeps the form as typed", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("refused.test");
  await gotoAndSettle(page, "/contact");
  await fillContactForm(page, {
    firstname: "Ada",
    lastname: "Lovelace",
    email,
    phoneNumber: "(202) 555-0123",
  });
  await submitButton(page).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Something went wrong. Please try again.",
  );
  await expect(page.getByLabel("First name")).toHaveValue("Ada");
  await expect(page.getByLabel("Last name")).toHaveValue("Lovelace");
  await expect(page.getByLabel("Work email")).toHaveValue(email);
  await expect(page.getByRole("textbox", { name: "Phone number" })).toHaveValue(
    "(202) 555-0123",
  );
  expect(await leadsOf(request, email)).toEqual([]);
});

test("the dialog's close control leads back to the page without the dialog", async ({
  page,
}) => {
  await gotoAndSettle(page, "/ai-form?contact=1");
  const dialog = page.getByRole("dialog", { name: CONTACT_TITLE });
  await dialog.getByRole("link", { name: "Close" }).click();
  await expect(page).toHaveURL("/ai-form");
  await expect(dialog).toHaveCount(0);
});
