import { afterEach } from "vitest";
import { resetCsrfForTests } from "~/lib/csrf.server";
import { resetEnvForTests } from "~/lib/env.server";
import { setLoggerForTests } from "~/lib/logger.server";
import { resetRateLimitsForTests } from "~/lib/rate-limit.server";

afterEach(() => {
  resetEnvForTests();
  resetCsrfForTests();
  resetRateLimitsForTests();
  setLoggerForTests();
});
