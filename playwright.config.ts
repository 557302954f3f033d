import { defineConfig, devices } from "@playwright/test";
import path from "node:path";
import { CHROMIUM_ARGS, headlessShellPath } from "./scripts/chromium";
import { TEST_SCRATCH } from "./src/server/test/scratch";

// Workers read this file again: the port and data folder are chosen once, by the main process.
process.env.E2E_PORT ??= String(5100 + (process.pid % 800));
process.env.E2E_DATA_DIR ??= path.join(TEST_SCRATCH, "e2e-runs", String(process.pid));
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;

/** Files whose journeys change the products or assert on the whole catalogue's counts. */
const CATALOGUE_JOURNEYS = [
  "admin.spec.ts",
  "catalogue.spec.ts",
  "catalogue-paging.spec.ts",
  "product-facts.spec.ts",
];

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: false,
  // Three journeys at a time (decision 0172): a journey waits on the app and the server between
  // its steps, so two left a fifth of the two cores idle. Each worker signs in as its own users
  // (e2e/helpers.ts signIn).
  workers: 3,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    baseURL,
    // Recording a trace costs about a quarter of the journeys' CPU (decision 0093): on only when
    // asked (E2E_TRACE=1). A failure still keeps its screenshot and error.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: headlessShellPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    // Journeys that change the catalogue, or count it, take turns: one worker at a time.
    {
      name: "catalogue",
      testMatch: CATALOGUE_JOURNEYS,
      workers: 1,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      name: "chromium",
      testIgnore: CATALOGUE_JOURNEYS,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: {
    command: "tsx scripts/e2e-server.ts",
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Not the default SIGKILL of the group: the server stops its PostgreSQL and removes its folder.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "trace", // all of it goes to reports/suite-logs, searched for secrets (decision 0062)
      NODE_ENV: "development",
    },
  },
});
