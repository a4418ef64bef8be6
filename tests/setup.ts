import { afterEach } from "vitest";
import { resetCsrfForTests } from "~/lib/csrf.server";
import { resetEnvForTests } from "~/lib/env.server";
import { resetRateLimitsForTests } from "~/lib/rate-limit.server";

afterEach(() => {
  resetEnvForTests();
  resetCsrfForTests();
  resetRateLimitsForTests();
});
