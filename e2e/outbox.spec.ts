import { expect, test } from "@playwright/test";
import {
  CONTACT_TITLE,
  fillContactForm,
  submitButton,
  uniqueEmail,
} from "./contact-support";
import { fillEquipmentServiceRequest, unique } from "./online-form-support";
import {
  adaFrom,
  clearFault,
  leadsAt,
  setFault,
  startOutboxServer,
  submissionsAt,
  waitingLeads,
} from "./outbox-support";
import type { StartedServer } from "./server/start-server";
import { gotoAndSettle } from "./support";

// Issue 31, with JavaScript on and off: the upstream is down → the visitor is told it went
// through → the upstream is back → the lead arrives, once. One server of this file's own, its
// outage shared by the tests in turn.

test.describe.configure({ mode: "serial" });

let server: StartedServer;
test.beforeAll(async () => {
  server = await startOutboxServer();
});
test.afterAll(async () => {
  await server?.stop();
});
test.afterEach(async () => {
  await clearFault(server.origin);
});

/** Once the upstream is back: the lead arrives, the outbox empties, and it stays one lead. */
async function expectDeliveredOnce(email: string) {
  await expect
    .poll(() => leadsAt(server.origin, email), { timeout: 20_000 })
    .toHaveLength(1);
  await expect
    .poll(async () =>
      (await waitingLeads(server.origin)).filter(
        (lead) => lead.payload.email === email,
      ),
    )
    .toEqual([]);
  expect(await leadsAt(server.origin, email)).toEqual([
    {
      firstname: "Ada",
      lastname: "Lovelace",
      phone_number: "(1) 2025550123",
      email,
    },
  ]);
}

async function expectWaiting(email: string) {
  const waiting = (await waitingLeads(server.origin)).filter(
    (lead) => lead.payload.email === email,
  );
  expect(waiting).toHaveLength(1);
  expect(await leadsAt(server.origin, email)).toEqual([]);
}

test("the contact page while the upstream is down: success at once, the lead arrives once it is back", async ({
  page,
}) => {
  await setFault(server.origin, "mode=503");
  const email = uniqueEmail();
  await gotoAndSettle(page, `${server.origin}/contact`);
  await fillContactForm(page, adaFrom(email));
  await submitButton(page).click();

  const confirmation = page.getByRole("status");
  await expect(confirmation).toContainText("Thanks, Ada.");
  await expect(confirmation).toContainText(
    `Our team will email you at ${email} within one business day to schedule your discovery call.`,
  );
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expectWaiting(email);

  await clearFault(server.origin);
  await expectDeliveredOnce(email);
});

test("the contact dialog while the upstream answers 429: success in the dialog, the lead arrives once", async ({
  page,
}) => {
  await setFault(server.origin, "mode=429");
  const email = uniqueEmail();
  await gotoAndSettle(page, `${server.origin}/pricing?contact=1`);
  const dialog = page.getByRole("dialog", { name: CONTACT_TITLE });
  await fillContactForm(dialog, adaFrom(email));
  await submitButton(dialog).click();

  // Without script the dialog's post is sent back to its page, dialog open (behaviour §3).
  await expect(page).toHaveURL(`${server.origin}/pricing?contact=1`);
  await expect(dialog.getByRole("status")).toContainText("Thanks, Ada.");
  await expectWaiting(email);

  await clearFault(server.origin);
  await expectDeliveredOnce(email);
});

test("an online form while the upstream drops the connection: the result page, the answers arrive once", async ({
  page,
}) => {
  await setFault(server.origin, "mode=network");
  await gotoAndSettle(
    page,
    `${server.origin}/online-form/equipment-service-request`,
  );
  const problem = unique("Compressor trips while the upstream is down");
  await fillEquipmentServiceRequest(page, problem);
  await page.getByRole("button", { name: "Request service" }).click();

  await expect(page).toHaveURL(
    `${server.origin}/form-submit-result?form=equipment-service-request`,
  );
  await expect(
    page.getByRole("heading", { level: 1, name: "Your answers were sent" }),
  ).toBeVisible();
  expect(await submissionsAt(server.origin, problem)).toEqual([]);
  expect(
    (await waitingLeads(server.origin)).filter(
      (lead) => lead.payload.answers?.problem === problem,
    ),
  ).toHaveLength(1);

  await clearFault(server.origin);
  await expect
    .poll(() => submissionsAt(server.origin, problem), { timeout: 20_000 })
    .toHaveLength(1);
  await expect
    .poll(async () =>
      (await waitingLeads(server.origin)).filter(
        (lead) => lead.payload.answers?.problem === problem,
      ),
    )
    .toEqual([]);
  expect(await submissionsAt(server.origin, problem)).toHaveLength(1);
});

test("a refusal (4xx) still shows the failure message, and nothing waits", async ({
  page,
}) => {
  const email = uniqueEmail("refused.test");
  await gotoAndSettle(page, `${server.origin}/contact`);
  await fillContactForm(page, adaFrom(email));
  await submitButton(page).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Something went wrong. Please try again.",
  );
  expect(
    (await waitingLeads(server.origin)).filter(
      (lead) => lead.payload.email === email,
    ),
  ).toEqual([]);
});
