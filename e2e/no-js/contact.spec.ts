import { expect, test } from "@playwright/test";
import {
  CONTACT_TITLE,
  fillContactForm,
  leadsOf,
  submitButton,
  TEST_BOOKING_URL,
  uniqueEmail,
  useBookingServer,
} from "../contact-support";

/** The contact form and the booking step with JavaScript off (docs/architecture.md). */

test("the country select is drawn like the fields beside it, with the site's chevron", async ({
  page,
}) => {
  await page.goto("/contact");
  const country = page.getByRole("combobox", { name: "Country" });
  const number = page.getByRole("textbox", { name: "Phone number" });
  await expect(country).toHaveCSS("appearance", "none");
  await expect(country).toHaveCSS(
    "background-image",
    /^url\("data:image\/svg\+xml/,
  );
  for (const property of ["height", "border-top-color", "border-radius"]) {
    const [select, field] = await Promise.all(
      [country, number].map((element) =>
        element.evaluate(
          (node, name) => getComputedStyle(node).getPropertyValue(name),
          property,
        ),
      ),
    );
    expect(select, property).toBe(field);
  }
});

test("the /contact form sends the lead and shows the next step", async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  await page.goto("/contact");
  const country = page.getByRole("combobox", { name: "Country" });
  await expect(country).toHaveJSProperty("tagName", "SELECT");
  await expect(country).toHaveValue("us");
  await fillContactForm(page, {
    firstname: "Ada",
    lastname: "Lovelace",
    email,
    phoneNumber: "(202) 555-0123",
  });
  const [post] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    submitButton(page).click(),
  ]);
  // Post/redirect/get: the answer is a page of its own, which a reload asks for again.
  expect(post.status()).toBe(302);
  expect(post.headers()["location"]).toBe("/contact");

  await expect(page).toHaveURL("/contact");
  const confirmation = page.getByRole("status");
  await expect(confirmation).toContainText("Thanks, Ada.");
  await expect(confirmation).toContainText(
    `Our team will email you at ${email} within one business day to schedule your discovery call.`,
  );
  await expect(submitButton(page)).toHaveCount(0);
  const lead = {
    firstname: "Ada",
    lastname: "Lovelace",
    phone_number: "(1) 2025550123",
    email,
  };
  expect(await leadsOf(request, email)).toEqual([lead]);

  // A reload, or Back then Forward, shows the form again and sends nothing.
  await page.reload();
  await expect(submitButton(page)).toBeVisible();
  await page.goBack();
  await page.goForward();
  await expect(submitButton(page)).toBeVisible();
  expect(await leadsOf(request, email)).toEqual([lead]);
});

test("the country is chosen in the native select", async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  await page.goto("/contact");
  await page
    .getByRole("combobox", { name: "Country" })
    .selectOption({ value: "gb" });
  await fillContactForm(page, {
    firstname: "Grace",
    lastname: "Hopper",
    email,
    phoneNumber: "020 7946 0958",
  });
  await submitButton(page).click();
  await expect(page.getByRole("status")).toContainText("Thanks, Grace.");
  expect(await leadsOf(request, email)).toEqual([
    expect.objectContaining({ phone_number: "(44) 2079460958" }),
  ]);
});

test("the dialog of any page sends the lead and shows the next step on that page", async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  await page.goto("/ai-form?contact=1");
  const dialog = page.getByRole("dialog", { name: CONTACT_TITLE });
  await fillContactForm(dialog, {
    firstname: "Ada",
    lastname: "Lovelace",
    email,
    phoneNumber: "202 555 0123",
  });
  await submitButton(dialog).click();
  await expect(page).toHaveURL("/ai-form?contact=1");
  await expect(dialog.getByRole("status")).toContainText("Thanks, Ada.");
  await expect(submitButton(dialog)).toHaveCount(0);
  expect(await leadsOf(request, email)).toHaveLength(1);
});

test("a bad entry in the dialog comes back to its page, dialog open, with the messages and what was typed", async ({
  page,
}) => {
  await page.goto("/blog?contact=1");
  const dialog = page.getByRole("dialog", { name: CONTACT_TITLE });
  await fillContactForm(dialog, {
    firstname: "Ada",
    lastname: "",
    email: "ada@example",
    phoneNumber: "202 555 0123",
  });
  await submitButton(dialog).click();

  await expect(page).toHaveURL("/blog?contact=1");
  expect(new URL(page.url()).pathname).toBe("/blog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Last name")).toHaveAccessibleDescription(
    "Last name is required",
  );
  await expect(dialog.getByLabel("Work email")).toHaveAccessibleDescription(
    "Please enter a valid work email address, like name@company.com",
  );
  await expect(dialog.getByLabel("First name")).toHaveValue("Ada");
  await expect(dialog.getByLabel("Work email")).toHaveValue("ada@example");
  await expect(
    dialog.getByRole("textbox", { name: "Phone number" }),
  ).toHaveValue("202 555 0123");
});

test.describe("with a booking page configured", () => {
  const BOOKING_URL = TEST_BOOKING_URL;
  const bookingServer = useBookingServer();

  test("'Book a demo' is a link to a page with the booking frame", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${bookingServer().origin}/ai-form`);
    await page
      .getByRole("banner")
      .getByRole("link", { name: "Book a demo" })
      .click();
    expect(new URL(page.url()).search).toBe("?booking=1");
    const dialog = page.getByRole("dialog", { name: "Book a demo" });
    await expect(dialog.locator("iframe")).toHaveAttribute("src", BOOKING_URL);
    expect((await dialog.boundingBox())?.width).toBe(1200);
  });

  test("after a sent request /contact shows the booking frame, prefilled with name and email", async ({
    page,
  }) => {
    const email = uniqueEmail();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${bookingServer().origin}/contact`);
    await fillContactForm(page, {
      firstname: "Ada",
      lastname: "Lovelace",
      email,
      phoneNumber: "202 555 0123",
    });
    await submitButton(page).click();
    await expect(page.getByRole("status")).toContainText("Thanks, Ada.");
    const frame = page.locator('iframe[title="Book your discovery call"]');
    const src = new URL((await frame.getAttribute("src")) ?? "");
    expect(`${src.origin}${src.pathname}`).toBe(BOOKING_URL);
    expect(src.searchParams.get("name")).toBe("Ada Lovelace");
    expect(src.searchParams.get("email")).toBe(email);
    // 90% of the page, up to 1200px; 760px high (behaviour §9).
    expect((await frame.boundingBox())?.width).toBe(1200);
    expect((await frame.boundingBox())?.height).toBe(760);
    const leads = await fetch(
      `${bookingServer().origin}/__mocks/leads?email=${encodeURIComponent(email)}`,
    );
    expect(await leads.json()).toHaveLength(1);
  });
});

test("markup typed as a name comes back as text, never as markup", async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  const name = '"><img src=x onerror=alert(1)>';
  await page.goto("/contact");
  await fillContactForm(page, {
    firstname: name,
    lastname: "<script>alert(1)</script>",
    email,
    phoneNumber: "(202) 555-0123",
  });
  await submitButton(page).click();
  await expect(page.getByRole("status")).toContainText(`Thanks, ${name}.`);
  const html = await page.content();
  expect(html).not.toContain("<img src=x");
  expect(html).not.toContain("<script>alert(1)");
  expect(await leadsOf(request, email)).toEqual([
    expect.objectContaining({ firstname: name }),
  ]);
});

test("markup in a URL stays text in the page, its title and its structured data", async ({
  request,
}) => {
  for (const path of [
    "/blog/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "/online-form/%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
  ]) {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<img src=x");
  }
});
