import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { "@": here("./client/src"), "@shared": here("./shared") };

export default defineConfig({
  test: {
    globalSetup: [here("./test/global-setup.ts")],
    // Vitest's default is one worker less than the cores: one worker on a two-core machine, idle
    // whenever its test waits on Chromium, the database or the network. Two keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "api",
          environment: "node",
          setupFiles: [here("./test/preload-required-esm.ts")],
          include: ["server/**/*.test.ts", "shared/**/*.test.ts", "test/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "test/instances/**"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One module graph per worker, not per file: importing the app's graph again for each
          // of ~120 files cost about a third of the run. Each file still boots its own app on its
          // own database (test/api-harness.ts); no test mocks a module or changes the environment.
          isolate: false,
        },
      },
      {
        // Several production instances from one build (PostgreSQL stage of .ci/run; skipped
        // without TEST_DATABASE_URL).
        resolve: { alias },
        test: {
          name: "instances",
          environment: "node",
          include: ["test/instances/**/*.test.ts"],
          testTimeout: 180_000,
          hookTimeout: 600_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "client",
          environment: "jsdom",
          include: ["client/**/*.test.{ts,tsx}"],
          setupFiles: [here("./test/client-setup.ts")],
          // A form test types hundreds of keys: on a busy machine that can take far more than
          // vitest's 5 s default. The timeout only guards against a hang; no test measures time.
          testTimeout: 60_000,
          // One jsdom and one module graph per worker, not per file: each file's components
          // still mount fresh (cleanup after each test) with their own QueryClient.
          isolate: false,
        },
      },
    ],
  },
});
