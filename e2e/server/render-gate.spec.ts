import { expect, test } from "@playwright/test";
import { setFault, startOutboxServer } from "../outbox-support";

// Issue 30, decision 056: four renders at a time behind the page cache, 64 more waiting at most
// 3 s, the rest refused with 503 at once; cached pages and the probes answer meanwhile. Four contact posts whose lead
// call hangs in the mock upstream hold the four turns.

const HANG_MS = 8_000;
const PRIVATE_PAGE = "/pricing?auth=login";

/** The contact page's honeypot fields, as a browser would post them back. */
async function honeypotFields(origin: string) {
  const html = await (await fetch(`${origin}/contact`)).text();
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(
    /<input id="(name__confirm|from__confirm)"[^>]* value="([^"]*)"/g,
  )) {
    fields[name!] = value!;
  }
  expect(Object.keys(fields)).toEqual(["name__confirm", "from__confirm"]);
  return fields;
}

test("renders take turns: 64 wait up to 3 s, the next is refused at once, and cached pages and /readyz answer meanwhile", async () => {
  test.setTimeout(90_000);
  // The load shedder in front of the gate refuses at once while the event loop runs over 100 ms
  // late, which 70 requests at once on a core the other worker's browser shares can make it:
  // this test measures the gate alone.
  const server = await startOutboxServer({ LOAD_SHEDDING: "false" });
  const { origin } = server;
  try {
    // `/` in the page cache.
    await expect
      .poll(async () => (await fetch(origin)).headers.get("x-page-cache"))
      .toBe("hit");
    const honeypot = await honeypotFields(origin);

    await setFault(origin, `mode=hang&hangMs=${HANG_MS}&count=4`);
    const holders = Array.from({ length: 4 }, (_, index) =>
      fetch(`${origin}/contact`, {
        method: "POST",
        headers: { Origin: origin },
        body: new URLSearchParams({
          ...honeypot,
          firstname: "Ada",
          lastname: "Lovelace",
          email: `held-${index}@example.com`,
          phoneCountry: "us",
          phoneNumber: "(202) 555-0123",
        }),
      }),
    );
    // All four lead calls have reached the upstream: each post holds its turn.
    await expect
      .poll(
        async () =>
          (await (await fetch(`${origin}/__mocks/faults`)).json()) as unknown,
      )
      .toEqual({ fault: null });

    const answered: string[] = [];
    const sentAt = Date.now();
    const privatePages = Array.from({ length: 70 }, async (_, index) => {
      const response = await fetch(`${origin}${PRIVATE_PAGE}&n=${index}`);
      answered.push("private page");
      return {
        status: response.status,
        waitedMs: Date.now() - sentAt,
        retryAfter: response.headers.get("retry-after"),
        body: await response.text(),
      };
    });
    // While the queue is full, a cached page and the probe answer before any waiting render.
    const cached = await fetch(origin);
    answered.push("cached page");
    expect(cached.status).toBe(200);
    expect(cached.headers.get("x-page-cache")).toBe("hit");
    const ready = await fetch(`${origin}/readyz`);
    answered.push("readyz");
    expect(ready.status).toBe(200);

    const results = await Promise.all(privatePages);
    // The four turns are held for 8 s: none of the 70 is rendered. Six are refused at once, the
    // 64 that waited are refused at their 3 s deadline, before the turns come free.
    expect(results.filter(({ status }) => status === 503)).toHaveLength(70);
    for (const answer of results) {
      expect(answer.retryAfter).toBe("2");
      expect(answer.body).toBe(
        "The site is busy right now. Please try again in a moment.",
      );
    }
    const waited = results.filter(({ waitedMs }) => waitedMs >= 2_900);
    expect(waited).toHaveLength(64);
    // The six refusals came at once; every page that waited came after the cached page and readyz.
    expect(answered.indexOf("cached page")).toBeLessThanOrEqual(6);
    expect(answered.indexOf("readyz")).toBeLessThanOrEqual(7);
    for (const holder of await Promise.all(holders)) {
      expect(holder.status).toBe(200);
    }
  } finally {
    await server.stop();
  }
});
