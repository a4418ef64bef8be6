import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, expect, type Page } from "@playwright/test";
import { chromiumLaunch } from "../playwright.config";
import {
  fillContactForm,
  submitButton,
  type ContactInput,
} from "./contact-support";
import { startServer, type StartedServer } from "./server/start-server";

// Shared by the outbox specs (issue 31): a server of their own, since an outage of its mock
// upstream would fail every other test's leads on the shared one.

/** A fresh folder for a server's file outbox. */
export const freshDataDir = () =>
  mkdtempSync(path.join(tmpdir(), "aden-e2e-outbox-"));

export function startOutboxServer(
  env: Record<string, string> = {},
): Promise<StartedServer> {
  return startServer({
    MOCKS: "true",
    RATE_LIMIT_SCALE: "1000",
    DATA_DIR: freshDataDir(),
    ...env,
  });
}

/** Takes the mock upstream's lead calls down (mocks/README.md): `mode=503`, `count=N`… */
export async function setFault(origin: string, query: string) {
  const response = await fetch(`${origin}/__mocks/faults?${query}`, {
    method: "POST",
  });
  expect(response.status).toBe(200);
}

export async function clearFault(origin: string) {
  const response = await fetch(`${origin}/__mocks/faults`, {
    method: "DELETE",
  });
  expect(response.status).toBe(200);
}

type WaitingLead = {
  id: string;
  kind: string;
  attempts: number;
  payload: { email?: string; answers?: Record<string, unknown> };
};

/** What waits in the server's outbox (`/__mocks/outbox`). */
export async function waitingLeads(origin: string): Promise<WaitingLead[]> {
  const response = await fetch(`${origin}/__mocks/outbox`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { waiting: WaitingLead[] }).waiting;
}

/** The contact leads the server's mock upstream received for an address. */
export async function leadsAt(origin: string, email: string) {
  const response = await fetch(
    `${origin}/__mocks/leads?email=${encodeURIComponent(email)}`,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, string>[];
}

type Submission = { formId: string; answers: Record<string, unknown> };

/** The online form answers the server's mock upstream received whose problem is `problem`. */
export async function submissionsAt(origin: string, problem: string) {
  const response = await fetch(
    `${origin}/__mocks/online-form-submissions?form=equipment-service-request`,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as Submission[]).filter(
    (submission) => submission.answers.problem === problem,
  );
}

/** Ada Lovelace's contact request, from `email`. */
export const adaFrom = (email: string): ContactInput => ({
  firstname: "Ada",
  lastname: "Lovelace",
  email,
  phoneNumber: "(202) 555-0123",
});

/** Sends the /contact form of `origin` as a visitor does, and waits for the confirmation. */
export async function sendContactForm(
  page: Page,
  origin: string,
  email: string,
) {
  await page.goto(`${origin}/contact`);
  await fillContactForm(page, adaFrom(email));
  await submitButton(page).click();
  await expect(page.getByRole("status")).toContainText("Thanks, Ada.");
}

/** Launches Debian's Chromium without script, for the server project (which has no browser). */
export async function launchBrowserWithoutScript() {
  const browser = await chromium.launch(chromiumLaunch);
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { browser, page: await context.newPage() };
}
