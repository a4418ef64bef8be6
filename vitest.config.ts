import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config";

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: [
        "tests/**/*.test.{ts,tsx}",
        "app/**/*.test.{ts,tsx}",
        "mocks/**/*.test.ts",
      ],
      environment: "node",
      setupFiles: ["tests/setup.ts"],
      restoreMocks: true,
      unstubEnvs: true,
      // The server's own log would fill the test report; tests that read it capture it
      // (tests/log-capture.ts), and one test sets the level itself.
      env: { LOG_LEVEL: "silent" },
    },
  }),
);
