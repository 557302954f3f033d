import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, headlessShellPath } from "./scripts/chromium";
import {
  E2E_SERVER_COMMAND,
  E2E_SERVER_STARTED,
  e2eServerEnv,
  e2eServerPlace,
} from "./scripts/e2e-server-options";

export const { baseURL } = e2eServerPlace();

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
  // Four journeys at a time (decisions 0172 and 0186): a journey waits on the app and the server
  // between its steps, so three still left a tenth of the two cores idle. Each worker signs in as
  // its own users (e2e/helpers.ts signIn).
  workers: 4,
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
    launchOptions: {
      executablePath: headlessShellPath(),
      // One renderer per browser context and site (decision 0183): each new page otherwise started
      // a second, short-lived renderer process, about 2 % of the journeys' Chromium CPU.
      args: [...CHROMIUM_ARGS, "--renderer-process-limit=1"],
    },
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
    command: E2E_SERVER_COMMAND.join(" "),
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    // npm test starts it beforehand and stops it itself (scripts/test.ts).
    reuseExistingServer: process.env[E2E_SERVER_STARTED] === "1",
    // Not the default SIGKILL of the group: the server stops its PostgreSQL and removes its folder.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "pipe",
    stderr: "pipe",
    env: e2eServerEnv(),
  },
});
