import type { AddressInfo, Server } from "node:net";
import express from "express";
import { setupServer } from "msw/node";
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import { MOCK_API_BASE_URL } from "~/lib/env.server";
import {
  getOnlineForm,
  submitHomepageCta,
  submitOnlineForm,
  UpstreamError,
} from "~/lib/upstream.server";
import { createFaultState, type FaultState } from "./faults";
import { createHandlers } from "./handlers";
import { introspectionRouter } from "./introspection";
import { seedOnlineForms } from "./seed";
import { createMockStore, type MockStore } from "./store";

/** The mock upstream's outages and idempotency keys (issue 31, mocks/README.md). */

let store: MockStore;
let faults: FaultState;
let origin: string;
let site: Server;
const msw = setupServer();

// The introspection pages are on this test's own server; any other unhandled call is an error.
beforeAll(() =>
  msw.listen({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).hostname !== "127.0.0.1") print.error();
    },
  }),
);
beforeEach(async () => {
  store = createMockStore();
  seedOnlineForms(store);
  faults = createFaultState();
  msw.resetHandlers(
    ...createHandlers({
      api: MOCK_API_BASE_URL,
      store,
      ready: Promise.resolve(),
      faults,
    }),
  );
  const app = express();
  app.use(introspectionRouter(store, Promise.resolve(), faults));
  await new Promise<void>((resolve) => {
    site = app.listen(0, "127.0.0.1", () => resolve());
  });
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterEach(() => {
  site.close();
});
afterAll(() => msw.close());

const ADA = {
  firstname: "Ada",
  lastname: "Lovelace",
  phone_number: "(1) 2025550143",
  email: "ada@example.com",
};

async function statusOf(call: Promise<unknown>): Promise<number | string> {
  try {
    await call;
    return "ok";
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return error.status ?? error.message;
  }
}

const setFault = (query: string) =>
  fetch(`${origin}/__mocks/faults?${query}`, { method: "POST" });

describe("/__mocks/faults", () => {
  it("fails the next N lead calls with the status asked for, then the upstream is back", async () => {
    const set = await setFault("mode=503&count=2");
    expect(await set.json()).toEqual({
      fault: { mode: "503", count: 2, remaining: 2 },
    });
    expect(await statusOf(submitHomepageCta(ADA))).toBe(503);
    expect(await statusOf(submitHomepageCta(ADA))).toBe(503);
    expect(await statusOf(submitHomepageCta(ADA))).toBe("ok");
    expect(store.leads()).toEqual([ADA]);
    expect(await (await fetch(`${origin}/__mocks/faults`)).json()).toEqual({
      fault: null,
    });
  });

  it("answers 429 with Retry-After, drops the connection, or stays down until cleared", async () => {
    await setFault("mode=429");
    expect(await statusOf(submitHomepageCta(ADA))).toBe(429);
    await setFault("mode=network");
    expect(await statusOf(submitHomepageCta(ADA))).toBe(
      "The server could not be reached. Please try again.",
    );
    await setFault("mode=500");
    for (let call = 0; call < 3; call += 1) {
      expect(
        await statusOf(
          submitOnlineForm("equipment-service-request", { plant: "P2" }),
        ),
      ).toBe(500);
    }
    await fetch(`${origin}/__mocks/faults`, { method: "DELETE" });
    expect(await statusOf(submitHomepageCta(ADA))).toBe("ok");
  });

  it("hangs a call for hangMs, then answers 504", async () => {
    await setFault("mode=hang&hangMs=50&count=1");
    const started = Date.now();
    expect(await statusOf(submitHomepageCta(ADA))).toBe(504);
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
  });

  it("leaves the calls that carry no lead alone: the form's definition still loads", async () => {
    await setFault("mode=503");
    expect(await getOnlineForm("equipment-service-request")).toMatchObject({
      id: "equipment-service-request",
    });
  });

  it("refuses a fault it doesn't know, with how to ask", async () => {
    const refused = await setFault("mode=418");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message:
        "Use /__mocks/faults?mode=503|500|429|network|hang[&count=N][&hangMs=M]",
    });
  });
});

describe("the failing answers", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("429 says so and asks the client to wait a second", async () => {
    const state = createFaultState();
    state.set({ mode: "429" });
    const response = await state.nextFailure();
    expect(response?.status).toBe(429);
    expect(response?.headers.get("Retry-After")).toBe("1");
    expect(await response?.json()).toEqual({ message: "Too many requests." });
  });

  it("a hang lasts 35 s by default, then answers 504", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const state = createFaultState();
    state.set({ mode: "hang" });
    const answer = state.nextFailure();
    await vi.advanceTimersByTimeAsync(34_999);
    let settled = false;
    void answer.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const response = await answer;
    expect(response?.status).toBe(504);
    expect(await response?.json()).toEqual({ message: "Gateway timeout" });
  });
});

describe("idempotency keys", () => {
  it("a repeated Idempotency-Key is answered, and the lead kept once", async () => {
    const key = "6f1c1a52-55c4-4f4e-9f1e-3d7b8a0c2e11";
    expect(
      await statusOf(submitHomepageCta(ADA, { idempotencyKey: key })),
    ).toBe("ok");
    expect(
      await statusOf(submitHomepageCta(ADA, { idempotencyKey: key })),
    ).toBe("ok");
    expect(store.leads()).toEqual([ADA]);
    await submitHomepageCta(ADA, {
      idempotencyKey: "0b7e6f0e-8a53-4a0e-b1c9-2f0f2f1d7a90",
    });
    expect(store.leads()).toEqual([ADA, ADA]);
  });

  it("holds for an online form's answers too", async () => {
    const key = "9a0d6c43-0f2b-4b7e-8c53-1c1f0e6a9b22";
    for (let call = 0; call < 2; call += 1) {
      await submitOnlineForm(
        "equipment-service-request",
        {
          plant: "P2",
          contactName: "Dana",
          workEmail: "dana@example.com",
          equipment: "air-compressor",
          urgency: "line-down",
          problem: "Trips.",
        },
        { idempotencyKey: key },
      );
    }
    expect(store.formSubmissions("equipment-service-request")).toHaveLength(1);
  });
});
