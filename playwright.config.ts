import { defineConfig } from "@playwright/test";
import { CHROMIUM_INSTALL_HINT, chromiumFlags, findChromium } from "./server/chromium";

const chromium = await findChromium(process.env.CHROMIUM_PATH);
if (!chromium) throw new Error(CHROMIUM_INSTALL_HINT);

const PORT = Number(process.env.E2E_PORT ?? 5055);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: "e2e",
  // Two cores: one browser at a time keeps the server and Chromium from starving each other.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // npm test runs these beside the vitest suite, so the machine is busy: the limits only catch a
  // hang, and no assertion measures time.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  outputDir: "test-results",
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: { executablePath: chromium.path, args: chromiumFlags() },
    // A failed test keeps its trace (actions, DOM snapshots, network), without the screencast:
    // recording every frame of every test kept Chromium's GPU process busy (about a tenth of a core
    // over a run) and cost a third of Chromium's CPU; screenshot on failure below still shows the
    // end. Measured in BENCHMARKS.md, "The test suite's Chromium".
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
  webServer: {
    // The real server on a throwaway in-memory PGlite, serving the built client (npm run test:e2e builds it).
    command: "npx tsx server/index.ts",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "test",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      // The links the app sends out (share links, e-mails) on the address the browser uses.
      APP_URL: baseURL,
      PGLITE_DIR: "memory://",
      LOG_LEVEL: "warn",
      ADMIN_EMAILS: "admin@e2e.test",
      // Every spec signs its people in from this one address: more than the 50 a quarter-hour one
      // network gets. The limiter still runs (test/security/routing-bypass.test.ts attacks it).
      RATE_LIMIT_SIGNIN: "1000/15m",
      // A kit's 5 s limit is wall-clock time: npm test runs these beside the vitest suite.
      LOGO_KIT_TIME_LIMIT_MS: "60000",
      CHROMIUM_PATH: chromium.path,
      DATABASE_URL: "",
    },
  },
});
