import { availableParallelism } from "node:os";
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
      // Vitest's default is one test process less than the cores: on two cores, one file at a
      // time. Two share the cores well, since a file's tests often wait on a socket or a child
      // process (decision 062).
      maxWorkers: Math.max(2, availableParallelism() - 1),
      setupFiles: ["tests/setup.ts"],
      restoreMocks: true,
      unstubEnvs: true,
      // The server's own log would fill the test report; tests that read it capture it
      // (tests/log-capture.ts), and one test sets the level itself.
      env: { LOG_LEVEL: "silent" },
    },
  }),
);
