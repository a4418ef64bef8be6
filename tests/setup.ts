import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach } from "vitest";
import { resetEnvForTests } from "~/lib/env.server";
import { setLoggerForTests } from "~/lib/logger.server";

// The outbox and the rate limiters keep their one-per-process state on globalThis under these
// registry keys. They are closed and cleared after a test that made them, and only then are
// their modules imported: most test files never touch them, and loading ioredis for every file
// was a sixth of the unit tests' time.
const OUTBOX = Symbol.for("aden.outbox");
const RATE_LIMITERS = Symbol.for("aden.rate-limiters");

// Each test's outbox (a lead the mock upstream fails is kept there) is a folder of its own.
let outboxDir: string | undefined;
beforeEach(() => {
  outboxDir = mkdtempSync(path.join(tmpdir(), "aden-outbox-test-"));
  process.env.DATA_DIR = outboxDir;
});

afterEach(async () => {
  if (OUTBOX in globalThis) {
    const { closeOutbox } = await import("~/lib/outbox/outbox.server");
    await closeOutbox();
  }
  if (RATE_LIMITERS in globalThis) {
    const { resetRateLimitsForTests } = await import("~/lib/rate-limit.server");
    resetRateLimitsForTests();
  }
  if (outboxDir) rmSync(outboxDir, { recursive: true, force: true });
  resetEnvForTests();
  setLoggerForTests();
});
