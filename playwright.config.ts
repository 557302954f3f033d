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

/**
 * The journeys' pages run their JavaScript in V8's baseline tiers only (decision 0187): a journey's
 * renderer lives for seconds, and optimising compilers (Maglev, TurboFan) spent more CPU compiling
 * its code than the compiled code saved. The JavaScript means the same in every tier. The bench
 * (bench/lib/lighthouse.ts) keeps Chromium's defaults: it measures the app as people's browsers run it.
 */
const JOURNEY_JS_FLAGS = ["--js-flags=--max-opt=1"];

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
      args: [...CHROMIUM_ARGS, "--renderer-process-limit=1", ...JOURNEY_JS_FLAGS],
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
