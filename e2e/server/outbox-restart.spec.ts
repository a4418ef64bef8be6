import { spawnSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { uniqueEmail } from "../contact-support";
import {
  freshDataDir,
  launchBrowserWithoutScript,
  leadsAt,
  sendContactForm,
  setFault,
  clearFault,
  startOutboxServer,
  waitingLeads,
} from "../outbox-support";
import type { StartedServer } from "./start-server";

// Issue 31: the server is killed while leads wait in its DATA_DIR; the next start delivers every
// one of them, and none that was delivered before the kill arrives again.

test("leads queued when the server is killed arrive after the restart, each once", async () => {
  test.setTimeout(90_000);
  const dataDir = freshDataDir();
  const { browser, page } = await launchBrowserWithoutScript();
  const servers: StartedServer[] = [];
  try {
    const first = await startOutboxServer({ DATA_DIR: dataDir });
    servers.push(first);
    await setFault(first.origin, "mode=503");

    // Delivered before the kill: it must not arrive again afterwards.
    const early = uniqueEmail();
    await sendContactForm(page, first.origin, early);
    await clearFault(first.origin);
    await expect
      .poll(() => leadsAt(first.origin, early), { timeout: 20_000 })
      .toHaveLength(1);
    await expect.poll(() => waitingLeads(first.origin)).toEqual([]);

    await setFault(first.origin, "mode=503");
    const queued = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    for (const email of queued)
      await sendContactForm(page, first.origin, email);
    expect(
      (await waitingLeads(first.origin)).map((lead) => lead.payload.email),
    ).toEqual(queued);

    first.kill("SIGKILL");
    await first.exited;

    // What an operator sees meanwhile: ids, kinds and ages, never a visitor's details.
    const status = spawnSync(
      process.execPath,
      ["build/node/outbox.js", "status"],
      {
        encoding: "utf8",
        env: {
          PATH: process.env.PATH ?? "",
          NODE_ENV: "production",
          MOCKS: "true",
          DATA_DIR: dataDir,
        },
      },
    );
    expect(status.status).toBe(0);
    const report = JSON.parse(status.stdout) as {
      store: string;
      waiting: number;
      leads: { kind: string; attempts: number }[];
    };
    expect(report).toMatchObject({ store: "file", dataDir, waiting: 3 });
    expect(report.leads.map((lead) => lead.kind)).toEqual([
      "contact",
      "contact",
      "contact",
    ]);
    for (const email of queued) expect(status.stdout).not.toContain(email);

    // The same DATA_DIR; this process's mock upstream is up.
    const second = await startOutboxServer({ DATA_DIR: dataDir });
    servers.push(second);
    expect(second.output()).toContain("3 lead(s) waiting");
    for (const email of queued) {
      await expect
        .poll(() => leadsAt(second.origin, email), { timeout: 20_000 })
        .toHaveLength(1);
    }
    await expect.poll(() => waitingLeads(second.origin)).toEqual([]);
    for (const email of queued) {
      expect(await leadsAt(second.origin, email)).toHaveLength(1);
    }
    expect(await leadsAt(second.origin, early)).toEqual([]);
  } finally {
    await browser.close();
    for (const server of servers) {
      server.kill("SIGTERM");
      await server.exited;
    }
  }
});
