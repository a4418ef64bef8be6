import { afterEach } from "vitest";
import { resetEnvForTests } from "~/lib/env.server";
import { resetRateLimitsForTests } from "~/lib/rate-limit.server";

afterEach(() => {
  resetEnvForTests();
  resetRateLimitsForTests();
});
