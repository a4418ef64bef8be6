import { defineConfig, mergeConfig } from "vitest/config";
import baseConfig from "./vitest.config";

/**
 * The unit tests Stryker runs against each mutant (stryker.config.json). It leaves out the tests
 * that guard the repository rather than app/lib, server/ or mocks/ (they lint, read every tracked
 * file or rebuild generated assets) and the hostile-input catalogue, which replays every action
 * through a whole server build for a minute: a mutant they alone would kill counts as survived,
 * so the rules it checks have unit tests of their own.
 */
export default mergeConfig(
  baseConfig,
  defineConfig({
    test: {
      exclude: [
        "node_modules/**",
        "tests/bad-input.test.ts",
        "tests/import-rules.test.ts",
        "tests/standalone.test.ts",
        "tests/deploy-manifest.test.ts",
        "tests/inter-subset.test.ts",
        "tests/integration-logos.test.ts",
      ],
    },
  }),
);
