import { afterEach } from "vitest";
import { resetEnvForTests } from "~/lib/env.server";

afterEach(() => {
  resetEnvForTests();
});
