import { expect, test } from "@playwright/test";
import { startRedisServer } from "../../tests/redis-server";
import { uniqueEmail } from "../contact-support";
import {
  clearFault,
  launchBrowserWithoutScript,
  leadsAt,
  sendContactForm,
  setFault,
  startOutboxServer,
  waitingLeads,
} from "../outbox-support";
import type { StartedServer } from "./start-server";

// Issue 31: two instances share one Redis outbox. Leads sent to either while the upstream is down
// wait in one stream; once it is back, each arrives once, whichever instance delivers it (each
// instance has its own mock upstream, so the two lists are added up).

test("two instances sharing Redis deliver each waiting lead once", async () => {
  test.setTimeout(90_000);
  const redis = await startRedisServer();
  const { browser, page } = await launchBrowserWithoutScript();
  const instances: StartedServer[] = [];
  try {
    const env = { REDIS_URL: redis.url };
    instances.push(await startOutboxServer(env), await startOutboxServer(env));
    const origins = instances.map((instance) => instance.origin);
    for (const origin of origins) await setFault(origin, "mode=503");

    const emails = [uniqueEmail(), uniqueEmail(), uniqueEmail(), uniqueEmail()];
    for (const [index, email] of emails.entries()) {
      await sendContactForm(page, origins[index % 2]!, email);
    }
    // One stream: either instance lists all four.
    expect(
      (await waitingLeads(origins[1]!)).map((lead) => lead.payload.email),
    ).toEqual(emails);

    for (const origin of origins) await clearFault(origin);
    const arrivals = async (email: string) =>
      (
        await Promise.all(origins.map((origin) => leadsAt(origin, email)))
      ).flat().length;
    for (const email of emails) {
      await expect.poll(() => arrivals(email), { timeout: 20_000 }).toBe(1);
    }
    await expect.poll(() => waitingLeads(origins[0]!)).toEqual([]);
    for (const email of emails) expect(await arrivals(email)).toBe(1);
  } finally {
    await browser.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    await redis.stop();
  }
});
