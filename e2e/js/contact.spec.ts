import { expect, test, type Page } from "@playwright/test";
import {
  CONTACT_TITLE,
  FAILURE_MESSAGE,
  expectBadInputMessages,
  fillContactForm,
  fillWithBadInput,
  leadsOf,
  submitButton,
  TEST_BOOKING_URL,
  uniqueEmail,
  useBookingServer,
} from "../contact-support";
import { gotoAndSettle, holdChunk, waitForApp } from "../support";

/** The contact dialog with JavaScript on (behaviour §2, §4). */

function toggleContactDialog(page: Page, detail: { email?: string } = {}) {
  return page.evaluate(
    (eventDetail) =>
      window.dispatchEvent(
        new CustomEvent("toggleContactDialog", { detail: eventDetail }),
      ),
    detail,
  );
}

const contactDialog = (page: Page) =>
  page.getByRole("dialog", { name: CONTACT_TITLE });

function dataLayerEvents(page: Page) {
  return page.evaluate(() =>
    ((window as { dataLayer?: { event?: unknown }[] }).dataLayer ?? []).map(
      (entry) => entry.event,
    ),
  );
}

test("the toggleContactDialog event opens the dialog with the email, and a lead goes out with the country picked by typing", async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  await gotoAndSettle(page, "/");
  // Kept on window across in-place navigation; a page load would lose it.
  await page.evaluate(() => {
    (window as { stayedOnPage?: boolean }).stayedOnPage = true;
  });
  await toggleContactDialog(page, { email });

  const dialog = contactDialog(page);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL("/?contact=1");
  await expect(dialog.getByLabel("Work email")).toHaveValue(email);
  await expect(dialog.getByLabel("First name")).toBeFocused();

  await fillContactForm(dialog, { firstname: "Ada", lastname: "Lovelace" });
  const country = dialog.getByRole("combobox", { name: "Country" });
  await expect(country).toHaveValue("United States (+1)");
  await country.click();
  await country.pressSequentially("united kingd");
  await expect(
    dialog.getByRole("option", { name: /United Kingdom/ }),
  ).toBeVisible();
  await country.press("Enter");
  await expect(country).toHaveValue("United Kingdom (+44)");
  await fillContactForm(dialog, { phoneNumber: "020 7946 0958" });
  await submitButton(dialog).click();

  await expect(dialog.getByRole("status")).toContainText("Thanks, Ada.");
  await expect(dialog.getByRole("status")).toContainText(
    `Our team will email you at ${email} within one business day to schedule your discovery call.`,
  );
  expect(await leadsOf(request, email)).toEqual([
    {
      firstname: "Ada",
      lastname: "Lovelace",
      phone_number: "(44) 2079460958",
      email,
    },
  ]);
  expect(await dataLayerEvents(page)).toEqual(["contact_lead_submitted"]);
  expect(
    await page.evaluate(
      () => (window as { stayedOnPage?: boolean }).stayedOnPage,
    ),
  ).toBe(true);
});

test("the event toggles: sent while the dialog is open, it closes it", async ({
  page,
}) => {
  await gotoAndSettle(page, "/ai-form");
  await toggleContactDialog(page);
  await expect(contactDialog(page)).toBeVisible();
  await expect(contactDialog(page).getByLabel("Work email")).toHaveValue("");
  await toggleContactDialog(page);
  await expect(contactDialog(page)).toHaveCount(0);
  await expect(page).toHaveURL("/ai-form");
});

test("the dialog's code loads only once it opens", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await gotoAndSettle(page, "/");
  expect(scripts.some((url) => url.includes("contact-dialog"))).toBe(false);
  await toggleContactDialog(page);
  await expect(contactDialog(page)).toBeVisible();
  expect(scripts.some((url) => url.includes("contact-dialog"))).toBe(true);
});

test("an upstream refusal shows the failure message in the dialog and keeps the form", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("refused.test");
  await gotoAndSettle(page, "/?contact=1");
  const dialog = contactDialog(page);
  await fillContactForm(dialog, {
    firstname: "Ada",
    lastname: "Lovelace",
    email,
    phoneNumber: "202 555 0123",
  });
  await submitButton(dialog).click();
  await expect(dialog.getByRole("alert")).toHaveText(FAILURE_MESSAGE);
  await expect(dialog.getByLabel("First name")).toHaveValue("Ada");
  await expect(dialog.getByLabel("Work email")).toHaveValue(email);
  await expect(
    dialog.getByRole("textbox", { name: "Phone number" }),
  ).toHaveValue("202 555 0123");
  await expect(submitButton(dialog)).toBeEnabled();
  expect(await leadsOf(request, email)).toEqual([]);
  expect(await dataLayerEvents(page)).toEqual([]);
});

test("Escape first closes an open country list, then the dialog; reopened, it is back to the form and +1", async ({
  page,
}) => {
  await gotoAndSettle(page, "/");
  await toggleContactDialog(page);
  const dialog = contactDialog(page);
  const country = dialog.getByRole("combobox", { name: "Country" });
  await country.click();
  await country.pressSequentially("germ");
  await country.press("Enter");
  await expect(country).toHaveValue("Germany (+49)");
  await dialog.getByLabel("First name").fill("Ada");

  await country.click();
  await expect(country).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(country).toHaveAttribute("aria-expanded", "false");
  await expect(dialog).toBeVisible();
  await expect(country).toHaveValue("Germany (+49)");

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL("/");

  await toggleContactDialog(page);
  await expect(contactDialog(page)).toBeVisible();
  await expect(
    contactDialog(page).getByRole("combobox", { name: "Country" }),
  ).toHaveValue("United States (+1)");
  await expect(
    contactDialog(page).locator('[name="phoneCountry"]'),
  ).toHaveValue("us");
  await expect(contactDialog(page).getByLabel("First name")).toHaveValue("");
});

test("closing after a sent request shows the form again on the next opening", async ({
  page,
}) => {
  await gotoAndSettle(page, "/");
  await toggleContactDialog(page);
  const dialog = contactDialog(page);
  await fillContactForm(dialog, {
    firstname: "Ada",
    lastname: "Lovelace",
    email: uniqueEmail(),
    phoneNumber: "202 555 0123",
  });
  await submitButton(dialog).click();
  await expect(dialog.getByRole("status")).toContainText("Thanks, Ada.");
  await dialog.getByRole("link", { name: "Done" }).click();
  await expect(dialog).toHaveCount(0);
  await toggleContactDialog(page);
  await expect(submitButton(contactDialog(page))).toBeVisible();
});

test("the page behind the dialog does not scroll while it is open", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 700 });
  await gotoAndSettle(page, "/");
  const bodyOverflow = () =>
    page.evaluate(() => getComputedStyle(document.body).overflow);
  expect(await bodyOverflow()).not.toBe("hidden");
  await toggleContactDialog(page);
  await expect(contactDialog(page)).toBeVisible();
  await expect.poll(bodyOverflow).toBe("hidden");
  await page.mouse.move(200, 200);
  await page.mouse.wheel(0, 800);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press("Escape");
  await expect(contactDialog(page)).toHaveCount(0);
  await expect.poll(bodyOverflow).not.toBe("hidden");
});

test("a dialog opened by the URL hydrates and submits in place", async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  await gotoAndSettle(page, "/ai-form?contact=1");
  const dialog = contactDialog(page);
  await expect(dialog.getByRole("combobox", { name: "Country" })).toHaveValue(
    "United States (+1)",
  );
  await fillContactForm(dialog, {
    firstname: "Grace",
    lastname: "Hopper",
    email,
    phoneNumber: "(202) 555-0123",
  });
  await submitButton(dialog).click();
  await expect(dialog.getByRole("status")).toContainText("Thanks, Grace.");
  await expect(page).toHaveURL("/ai-form?contact=1");
  expect(await leadsOf(request, email)).toEqual([
    expect.objectContaining({ phone_number: "(1) 2025550123" }),
  ]);
});

test.describe("with a booking page configured", () => {
  const BOOKING_URL = TEST_BOOKING_URL;
  const bookingServer = useBookingServer();

  test("'Book a demo' opens the booking dialog: 90% wide up to 1200px, frame 760 high", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${bookingServer().origin}/`);
    await waitForApp(page);
    await page
      .getByRole("banner")
      .getByRole("link", { name: "Book a demo" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Book a demo" });
    await expect(dialog).toBeVisible();
    expect(new URL(page.url()).search).toBe("?booking=1");
    const frame = dialog.locator("iframe");
    await expect(frame).toHaveAttribute("src", BOOKING_URL);
    await expect(frame).toHaveAttribute("title", "Book your discovery call");
    expect((await dialog.boundingBox())?.width).toBe(1200);
    expect((await frame.boundingBox())?.height).toBe(760);

    await page.setViewportSize({ width: 1000, height: 900 });
    await expect
      .poll(async () => (await dialog.boundingBox())?.width)
      .toBe(900);
  });

  test("after a sent request the dialog shows the booking frame, prefilled with name and email", async ({
    page,
  }) => {
    const email = uniqueEmail();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${bookingServer().origin}/?contact=1`);
    await waitForApp(page);
    const dialog = contactDialog(page);
    await fillContactForm(dialog, {
      firstname: "Ada",
      lastname: "Lovelace",
      email,
      phoneNumber: "202 555 0123",
    });
    await submitButton(dialog).click();
    const frame = dialog.locator("iframe");
    await expect(frame).toBeAttached();
    const src = new URL((await frame.getAttribute("src")) ?? "");
    expect(`${src.origin}${src.pathname}`).toBe(BOOKING_URL);
    expect(src.searchParams.get("name")).toBe("Ada Lovelace");
    expect(src.searchParams.get("email")).toBe(email);
    // The dialog widens from the form's width to the booking step's as the frame arrives.
    await expect
      .poll(async () => (await dialog.boundingBox())?.width)
      .toBe(1200);
    expect(await dataLayerEvents(page)).toEqual(["contact_lead_submitted"]);
  });
});

test("on /contact, focus goes from the sent form's button to the answer that replaced it", async ({
  page,
}) => {
  await gotoAndSettle(page, "/contact");
  await fillContactForm(page, {
    firstname: "Ada",
    lastname: "Lovelace",
    email: uniqueEmail(),
    phoneNumber: "(202) 555-0123",
  });
  await submitButton(page).click();
  await expect(page.getByRole("status")).toContainText("Thanks, Ada.");
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ""))
    .toContain("Thanks, Ada.");
});

test("a phone number the browser could not check yet is checked by the server, nothing lost", async ({
  page,
  request,
}) => {
  // The phone metadata loads on demand; here it never arrives.
  await page.route(/\/assets\/validator-[\w-]+\.js$/, () => {});
  await gotoAndSettle(page, "/contact");
  const email = uniqueEmail();
  await fillContactForm(page, {
    firstname: "Ada",
    lastname: "Lovelace",
    email,
    phoneNumber: "123",
  });
  await submitButton(page).click();

  const phone = page.getByRole("textbox", { name: "Phone number" });
  await expect(phone).toHaveAccessibleDescription(
    "Please enter a valid phone number for United States",
  );
  await expect(phone).toHaveValue("123");
  await expect(page.getByLabel("Work email")).toHaveValue(email);
  expect(await leadsOf(request, email)).toEqual([]);
});

test("with the phone metadata loaded, a wrong number is refused in the browser", async ({
  page,
}) => {
  const posts: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST") posts.push(sent.url());
  });
  const validator = page.waitForResponse(/\/assets\/validator-[\w-]+\.js$/);
  await gotoAndSettle(page, "/contact");
  await page.getByRole("textbox", { name: "Phone number" }).focus();
  await validator;
  await fillContactForm(page, {
    firstname: "Ada",
    lastname: "Lovelace",
    email: uniqueEmail(),
    phoneNumber: "123",
  });
  await submitButton(page).click();
  await expect(
    page.getByRole("textbox", { name: "Phone number" }),
  ).toHaveAccessibleDescription(
    "Please enter a valid phone number for United States",
  );
  expect(posts).toEqual([]);
});

test("on /contact the native country select works until the combobox's code arrives, which keeps the choice and the focus", async ({
  page,
}) => {
  const release = await holdChunk(page, "country-combobox");
  await page.goto("/contact");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const country = page.getByRole("combobox", { name: "Country" });
  await expect(country).toHaveAttribute("data-awaiting-combobox", "true");
  await country.selectOption("gb");
  await country.focus();

  release();
  await expect(country).toHaveAttribute("aria-autocomplete", "list");
  await expect(country).toBeFocused();
  await expect(country).toHaveValue("United Kingdom (+44)");
  await expect(page.locator('[name="phoneCountry"]')).toHaveValue("gb");
});

test("on a 390 px phone, a failed send shows the first field with its label below the header, still red while focused", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoAndSettle(page, "/contact");
  await submitButton(page).click();
  const firstName = page.getByLabel("First name");
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAccessibleDescription("First name is required");
  await expect(firstName).toHaveCSS("border-color", "rgb(200, 30, 58)");
  const header = await page.getByRole("banner").boundingBox();
  // Focus scrolls at once (no smooth scrolling): the label is on screen, under the fixed header.
  const label = await page
    .locator("label", { hasText: "First name" })
    .boundingBox();
  expect(label!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  expect(label!.y + label!.height).toBeLessThanOrEqual(844);
});

test("a send tried before the number check has loaded shows the number's message with the others once it arrives", async ({
  page,
  request,
}) => {
  const releaseCheck = await holdChunk(page, "validator");
  await gotoAndSettle(page, "/contact");
  const email = "grace@example";
  await fillWithBadInput(page, { firstname: "Grace", email });
  await submitButton(page).click();
  await expect(page.getByLabel("Last name")).toHaveAccessibleDescription(
    "Last name is required",
  );
  const phone = page.getByRole("textbox", { name: "Phone number" });
  // "123" has a number's shape: without the metadata the browser can't tell it is no number.
  await expect(phone).not.toHaveAttribute("aria-invalid", "true");

  releaseCheck();
  await expectBadInputMessages(page);
  await expect(phone).toHaveValue("123");
  await expect(page.getByLabel("First name")).toHaveValue("Grace");
  expect(await leadsOf(request, email)).toEqual([]);
});
