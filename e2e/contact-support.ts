import {
  expect,
  test,
  type APIRequestContext,
  type Page,
} from "@playwright/test";
import { startServer, type StartedServer } from "./server/start-server";
import { leaveOwnServerAfterEach } from "./support";

/** An address no other test uses, so the mock's lead list can be searched by it. */
export function uniqueEmail(domain = "example.com") {
  return `lead-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@${domain}`;
}

export type ContactInput = {
  firstname?: string;
  lastname?: string;
  email?: string;
  phoneNumber?: string;
};

/** Fills the contact form inside `scope` (the /contact page or the dialog). */
export async function fillContactForm(
  scope: Page | ReturnType<Page["getByRole"]>,
  input: ContactInput,
) {
  if (input.firstname !== undefined)
    await scope.getByLabel("First name").fill(input.firstname);
  if (input.lastname !== undefined)
    await scope.getByLabel("Last name").fill(input.lastname);
  if (input.email !== undefined)
    await scope.getByLabel("Work email").fill(input.email);
  if (input.phoneNumber !== undefined)
    await scope
      .getByRole("textbox", { name: "Phone number" })
      .fill(input.phoneNumber);
}

/** A send with a blank last name, an address without a domain and a number too short to be one. */
export function fillWithBadInput(
  page: Page,
  { firstname, email }: { firstname: string; email: string },
) {
  return fillContactForm(page, {
    firstname,
    lastname: "   ",
    email,
    phoneNumber: "123",
  });
}

/** The messages that send gets, each next to its field. */
export async function expectBadInputMessages(page: Page) {
  await expect(page.getByLabel("Last name")).toHaveAccessibleDescription(
    "Last name is required",
  );
  await expect(page.getByLabel("Work email")).toHaveAccessibleDescription(
    "Please enter a valid work email address, like name@company.com",
  );
  await expect(
    page.getByRole("textbox", { name: "Phone number" }),
  ).toHaveAccessibleDescription(
    "Please enter a valid phone number for United States",
  );
}

export const submitButton = (scope: Page | ReturnType<Page["getByRole"]>) =>
  scope.getByRole("button", { name: "Request a discovery call" });

/** The leads the mock upstream received for this address (mocks/README.md). */
export async function leadsOf(request: APIRequestContext, email: string) {
  const response = await request.get(
    `/__mocks/leads?email=${encodeURIComponent(email)}`,
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, string>[];
}

export const CONTACT_TITLE = "Next-gen automation platform for your business";
export const FAILURE_MESSAGE = "Something went wrong. Please try again.";

export const TEST_BOOKING_URL =
  "https://booking.example.com/aden/discovery-call";

/**
 * For the describe block it is called in: another server instance with BOOKING_URL set (the
 * main test server has none). Returns a getter, since the server starts in beforeAll.
 */
export function useBookingServer() {
  let server: StartedServer | undefined;
  test.beforeAll(async () => {
    server = await startServer({
      MOCKS: "true",
      BOOKING_URL: TEST_BOOKING_URL,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  leaveOwnServerAfterEach();
  return () => {
    if (!server) throw new Error("the booking server has not started");
    return server;
  };
}
