import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";
import { findRedisServer } from "../../scripts/ensure-redis.mjs";
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
import { freePort, type StartedServer } from "./start-server";

// Issue 31: two instances share one Redis outbox. Leads sent to either while the upstream is down
// wait in one stream; once it is back, each arrives once, whichever instance delivers it (each
// instance has its own mock upstream, so the two lists are added up).

test("two instances sharing Redis deliver each waiting lead once", async () => {
  test.setTimeout(90_000);
  const redisServer = findRedisServer();
  expect(redisServer, "redis-server (scripts/ensure-redis.mjs)").toBeTruthy();
  const redisPort = await freePort();
  const redis = spawn(redisServer!, [
    "--port",
    String(redisPort),
    "--bind",
    "127.0.0.1",
    "--save",
    "",
    "--appendonly",
    "no",
  ]);
  let redisOutput = "";
  redis.stdout.on("data", (chunk) => (redisOutput += chunk));
  const { browser, page } = await launchBrowserWithoutScript();
  const instances: StartedServer[] = [];
  try {
    await expect
      .poll(() => redisOutput, { timeout: 15_000 })
      .toContain("Ready to accept connections");
    const env = { REDIS_URL: `redis://127.0.0.1:${redisPort}` };
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
    redis.kill("SIGTERM");
  }
});
