import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { QueuedLead } from "~/lib/outbox/lead";
import {
  attemptDelivery,
  deliverWaitingLeads,
  getOutbox,
  startOutboxWorker,
} from "~/lib/outbox/outbox.server";
import { action as contactAction } from "~/routes/contact";
import { action as onlineFormAction } from "~/routes/online-form.$id";
import { captureLogs } from "./log-capture";
import {
  EQUIPMENT_SERVICE_ANSWERS,
  honeypotFields,
  postForm,
  useMockUpstream,
} from "./mock-upstream";

// Issue 31: upstream down → the visitor is answered as if it went through → upstream back → the
// lead arrives once. The actions against the mock upstream's handlers, its faults set directly.

const mock = useMockUpstream();
const keys: (string | null)[] = [];
beforeEach(() => {
  keys.length = 0;
});
mock.server.events.on("request:start", ({ request }) => {
  if (request.method === "POST")
    keys.push(request.headers.get("Idempotency-Key"));
});

const ADA = {
  firstname: "Ada",
  lastname: "Lovelace",
  email: "ada@example.com",
  phoneCountry: "us",
  phoneNumber: "(202) 555-0123",
};
const ADA_AS_SENT = {
  firstname: "Ada",
  lastname: "Lovelace",
  phone_number: "(1) 2025550123",
  email: "ada@example.com",
};
const ANSWERS = EQUIPMENT_SERVICE_ANSWERS;

type InPlace = { data: Record<string, unknown>; init: ResponseInit | null };

/** Posts the contact form as script does, or as a browser without it. */
function postContact(
  fields: Record<string, string>,
  { script = true }: { script?: boolean } = {},
) {
  return postForm(contactAction as Parameters<typeof postForm>[0], "/contact", {
    ...(script ? { clientMode: "js" } : {}),
    ...fields,
    ...honeypotFields(),
  }) as Promise<InPlace | Response>;
}

function postOnlineForm(fields: Record<string, string>) {
  const request = new Request(
    "http://localhost:3000/online-form/equipment-service-request",
    {
      method: "POST",
      body: new URLSearchParams({ ...fields, ...honeypotFields() }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    },
  );
  return onlineFormAction({
    request,
    params: { id: "equipment-service-request" },
    context: { cspNonce: "" },
  });
}

const waiting = async () => (await getOutbox()).list();
const deliverNow = async () =>
  deliverWaitingLeads(await getOutbox(), { ignoreSchedule: true });

describe("the contact request while the upstream is down", () => {
  it("answers success, and the lead arrives once when the upstream is back", async () => {
    mock.faults.set({ mode: "503" });
    const answer = (await postContact(ADA)) as InPlace;
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data).toMatchObject({
      status: "success",
      booking: {
        name: "Ada Lovelace",
        firstname: "Ada",
        email: "ada@example.com",
      },
    });
    expect(mock.store.leads()).toEqual([]);
    expect(await waiting()).toHaveLength(1);

    // Still down: the worker's attempt fails, and the lead waits with one more attempt counted.
    expect(await deliverNow()).toEqual({
      delivered: 0,
      waiting: 1,
      rejected: 0,
    });
    const [stillWaiting] = await waiting();
    expect(stillWaiting?.attempts).toBe(2);
    expect(stillWaiting?.nextAttemptAt).toBeGreaterThan(Date.now());

    mock.faults.clear();
    expect(await deliverNow()).toEqual({
      delivered: 1,
      waiting: 0,
      rejected: 0,
    });
    expect(mock.store.leads()).toEqual([ADA_AS_SENT]);
    expect(await waiting()).toEqual([]);
    expect(await deliverNow()).toEqual({
      delivered: 0,
      waiting: 0,
      rejected: 0,
    });
    expect(mock.store.leads()).toEqual([ADA_AS_SENT]);
    // Every attempt, the visitor's included, carried the same key.
    expect(keys).toEqual([
      stillWaiting!.id,
      stillWaiting!.id,
      stillWaiting!.id,
    ]);
  });

  it("a delivery repeated after the upstream took it (a crash before it was marked) keeps one lead", async () => {
    mock.faults.set({ mode: "network", count: 1 });
    await postContact(ADA);
    const [lead] = await waiting();
    // The upstream takes it, and the process "dies" before the queue hears of it.
    expect(await attemptDelivery(lead!)).toEqual({ result: "delivered" });
    expect(await deliverNow()).toEqual({
      delivered: 1,
      waiting: 0,
      rejected: 0,
    });
    expect(mock.store.leads()).toEqual([ADA_AS_SENT]);
  });

  it("the script-less dialog is sent back to its page, told it went through", async () => {
    mock.faults.set({ mode: "429" });
    const answer = (await postContact(
      { ...ADA, returnTo: "/pricing" },
      { script: false },
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/pricing?contact=1");
    expect(await waiting()).toHaveLength(1);
    mock.faults.clear();
    await deliverNow();
    expect(mock.store.leads()).toEqual([ADA_AS_SENT]);
  });

  it("bad input is refused as today, and nothing enters the outbox", async () => {
    mock.faults.set({ mode: "503" });
    const answer = (await postContact({
      ...ADA,
      email: "ada@example",
    })) as InPlace;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.error).toEqual({
      email: ["Please enter a valid work email address, like name@company.com"],
    });
    expect(await waiting()).toEqual([]);
  });

  it("a lead the upstream refuses for good while queued is set aside, logged, and not retried", async () => {
    const log = captureLogs();
    mock.faults.set({ mode: "500", count: 1 });
    await postContact({ ...ADA, email: "ada@refused.test" });
    expect(await waiting()).toHaveLength(1);
    expect(await deliverNow()).toEqual({
      delivered: 0,
      waiting: 0,
      rejected: 1,
    });
    expect(await waiting()).toEqual([]);
    const [rejected] = await (await getOutbox()).rejected();
    expect(rejected).toMatchObject({
      status: 422,
      lead: { payload: { email: "ada@refused.test" } },
    });
    expect(log.records).toContainEqual(
      expect.objectContaining({
        level: "error",
        msg: "Outbox: the upstream refused a queued lead (HTTP 422); it is set aside",
      }),
    );
  });
});

describe("an outbox that can't take the lead", () => {
  it("an unwritable DATA_DIR: the failure message, and an error in the log", async () => {
    const log = captureLogs();
    const notAFolder = path.join(tmpdir(), `aden-outbox-file-${process.pid}`);
    writeFileSync(notAFolder, "");
    process.env.DATA_DIR = path.join(notAFolder, "data");
    mock.faults.set({ mode: "503" });
    const answer = (await postContact(ADA)) as InPlace;
    expect(answer.init?.status).toBe(502);
    expect(answer.data.error).toEqual({
      "": ["Something went wrong. Please try again."],
    });
    expect(log.records).toContainEqual(
      expect.objectContaining({
        level: "error",
        msg: "Outbox: a lead could not be kept for later; the visitor was asked to try again",
      }),
    );
  });

  it("a full outbox (OUTBOX_MAX_LEADS): the next lead gets the failure message", async () => {
    process.env.OUTBOX_MAX_LEADS = "1";
    try {
      mock.faults.set({ mode: "503" });
      const first = (await postContact(ADA)) as InPlace;
      expect(first.data.status).toBe("success");
      const second = (await postContact({
        ...ADA,
        email: "grace@example.com",
      })) as InPlace;
      expect(second.init?.status).toBe(502);
      expect(second.data.error).toEqual({
        "": ["Something went wrong. Please try again."],
      });
      expect(await waiting()).toHaveLength(1);
    } finally {
      delete process.env.OUTBOX_MAX_LEADS;
    }
  });
});

describe("an online form while the upstream is down", () => {
  it("goes on to the result page, and the answers arrive once when the upstream is back", async () => {
    mock.faults.set({ mode: "503" });
    const answer = (await postOnlineForm(ANSWERS)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(
      "/form-submit-result?form=equipment-service-request",
    );
    expect(mock.store.formSubmissions()).toEqual([]);
    const [queued] = await waiting();
    expect(queued).toMatchObject({
      kind: "online-form",
      payload: {
        formId: "equipment-service-request",
        answers: { contactName: "Dana Ortiz", serialNumber: null },
      },
    });
    mock.faults.clear();
    expect(await deliverNow()).toEqual({
      delivered: 1,
      waiting: 0,
      rejected: 0,
    });
    expect(await deliverNow()).toEqual({
      delivered: 0,
      waiting: 0,
      rejected: 0,
    });
    expect(mock.store.formSubmissions()).toEqual([
      expect.objectContaining({
        formId: "equipment-service-request",
        answers: expect.objectContaining({
          workEmail: "dana.ortiz@northfield.example",
          problem:
            "Compressor trips on high discharge temperature after 20 minutes.",
        }),
      }),
    ]);
  });
});

describe("the worker", () => {
  it("delivers a waiting lead on its own once it is due, and warns about a lead waiting too long", async () => {
    const log = captureLogs();
    mock.faults.set({ mode: "503", count: 1 });
    await postContact(ADA);
    // The first retry is due 0.5 to 1 s after the visitor's attempt.
    const worker = startOutboxWorker({ warnAfterMs: 1, pollMs: 50 });
    try {
      await expect
        .poll(() => mock.store.leads(), { timeout: 5_000 })
        .toEqual([ADA_AS_SENT]);
    } finally {
      await worker.stop();
    }
    expect(await waiting()).toEqual([]);
    expect(log.records).toContainEqual(
      expect.objectContaining({
        level: "warn",
        msg: "Outbox: a lead is still waiting for the upstream",
      }),
    );
  });

  it("stops cleanly: an attempt in flight is cut short and its lead stays queued, attempts unchanged", async () => {
    mock.faults.set({ mode: "503", count: 1 });
    await postContact(ADA);
    mock.faults.set({ mode: "hang", hangMs: 60_000 });
    const worker = startOutboxWorker({ pollMs: 10 });
    // The visitor's attempt, then the worker's, which hangs.
    await expect.poll(() => keys.length, { timeout: 5_000 }).toBe(2);
    const started = Date.now();
    await worker.stop();
    expect(Date.now() - started).toBeLessThan(1_000);
    const [lead] = await waiting();
    expect(lead?.attempts).toBe(1);
  });
});

/** A lead the worker has tried once already. */
const queuedLead = (overrides: Partial<QueuedLead> = {}): QueuedLead =>
  ({
    id: "3f2b8c1e-7d4a-4b6e-9c0f-1a2b3c4d5e6f",
    kind: "contact",
    queuedAt: 1_000,
    attempts: 2,
    nextAttemptAt: 0,
    payload: ADA_AS_SENT,
    ...overrides,
  }) as QueuedLead;

describe("one delivery attempt", () => {
  it("a delivered lead is logged with how long it waited", async () => {
    const log = captureLogs();
    const lead = queuedLead({ queuedAt: Date.now() - 90_000 });
    expect(await attemptDelivery(lead)).toEqual({ result: "delivered" });
    expect(log.records).toEqual([
      expect.objectContaining({
        level: "info",
        leadId: "3f2b8c1e-7d4a-4b6e-9c0f-1a2b3c4d5e6f",
        kind: "contact",
        attempts: 2,
        waitedSeconds: 90,
        msg: "Outbox: queued lead delivered",
      }),
    ]);
  });

  it("a failure counts one more attempt, logged with the next try's delay", async () => {
    const log = captureLogs();
    mock.faults.set({ mode: "network" });
    const before = Date.now();
    const outcome = await attemptDelivery(queuedLead());
    const delayMs = log.records[0]?.delayMs as number;
    // The third attempt waits 2 to 4 s (backoff.ts).
    expect(delayMs).toBeGreaterThanOrEqual(2_000);
    expect(delayMs).toBeLessThanOrEqual(4_000);
    expect(outcome).toEqual({
      result: "retry",
      attempts: 3,
      nextAttemptAt: expect.any(Number),
    });
    const { nextAttemptAt } = outcome as { nextAttemptAt: number };
    expect(nextAttemptAt).toBeGreaterThanOrEqual(before + delayMs);
    expect(nextAttemptAt).toBeLessThanOrEqual(Date.now() + delayMs);
    expect(log.records).toEqual([
      expect.objectContaining({
        level: "info",
        leadId: "3f2b8c1e-7d4a-4b6e-9c0f-1a2b3c4d5e6f",
        kind: "contact",
        attempts: 3,
        delayMs,
        msg: expect.stringMatching(
          /^Outbox: delivery HTTP no answer; next try in [234] s$/,
        ),
      }),
    ]);
    log.records.length = 0;
    mock.faults.set({ mode: "503" });
    await attemptDelivery(queuedLead());
    expect(log.records).toEqual([
      expect.objectContaining({
        level: "info",
        msg: expect.stringMatching(
          /^Outbox: delivery HTTP 503; next try in [234] s$/,
        ),
      }),
    ]);
  });

  it("a refusal sets the lead aside, logged with the upstream's status", async () => {
    const log = captureLogs();
    const outcome = await attemptDelivery(
      queuedLead({ payload: { ...ADA_AS_SENT, email: "ada@refused.test" } }),
    );
    expect(outcome).toMatchObject({ result: "rejected", status: 422 });
    expect(log.records).toEqual([
      expect.objectContaining({
        level: "error",
        leadId: "3f2b8c1e-7d4a-4b6e-9c0f-1a2b3c4d5e6f",
        kind: "contact",
        upstreamStatus: 422,
        msg: "Outbox: the upstream refused a queued lead (HTTP 422); it is set aside",
      }),
    ]);
  });
});

describe("a pass over the waiting leads", () => {
  it("tries only the leads that are due, this millisecond included", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 50_000 });
    try {
      const queue = await getOutbox();
      await queue.add(queuedLead({ nextAttemptAt: 50_000 }));
      await queue.add(
        queuedLead({
          id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
          nextAttemptAt: 50_001,
        }),
      );
      expect(await deliverWaitingLeads(queue)).toEqual({
        delivered: 1,
        waiting: 0,
        rejected: 0,
      });
      expect(mock.store.leads()).toEqual([ADA_AS_SENT]);
    } finally {
      vi.useRealTimers();
    }
  });
});
