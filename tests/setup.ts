import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach } from "vitest";
import { resetCsrfForTests } from "~/lib/csrf.server";
import { resetEnvForTests } from "~/lib/env.server";
import { setLoggerForTests } from "~/lib/logger.server";
import { closeOutbox } from "~/lib/outbox/outbox.server";
import { resetRateLimitsForTests } from "~/lib/rate-limit.server";

// Each test's outbox (a lead the mock upstream fails is kept there) is a folder of its own.
let outboxDir: string | undefined;
beforeEach(() => {
  outboxDir = mkdtempSync(path.join(tmpdir(), "aden-outbox-test-"));
  process.env.DATA_DIR = outboxDir;
});

afterEach(async () => {
  await closeOutbox();
  if (outboxDir) rmSync(outboxDir, { recursive: true, force: true });
  resetEnvForTests();
  resetCsrfForTests();
  resetRateLimitsForTests();
  setLoggerForTests();
});
