/**
 * Where and how the journeys' server runs. Playwright starts it (playwright.config.ts), except in
 * `npm test`, which starts it during its first round and stops it after the journeys
 * (scripts/test.ts, decision 0176). Both take the port, folder and settings from here.
 */
import path from "node:path";
import { TEST_SCRATCH } from "../src/server/test/scratch";

/** tsx as Node's loader: one process, which gets the stop signal itself. */
export const E2E_SERVER_COMMAND = ["node", "--import", "tsx", "scripts/e2e-server.ts"];

/** Set when the server is already up: Playwright then uses it and leaves it running. */
export const E2E_SERVER_STARTED = "E2E_SERVER_STARTED";

/**
 * The port and data folder, chosen once by the first process that asks (Playwright's workers
 * read its configuration again, and inherit the choice).
 */
export function e2eServerPlace(): { port: number; dataDir: string; baseURL: string } {
  process.env.E2E_PORT ??= String(5100 + (process.pid % 800));
  process.env.E2E_DATA_DIR ??= path.join(TEST_SCRATCH, "e2e-runs", String(process.pid));
  const port = Number(process.env.E2E_PORT);
  return { port, dataDir: process.env.E2E_DATA_DIR, baseURL: `http://127.0.0.1:${port}` };
}

export function e2eServerEnv(): Record<string, string> {
  const { port, dataDir } = e2eServerPlace();
  return {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "trace", // all of it goes to reports/suite-logs, searched for secrets (decision 0062)
    NODE_ENV: "development",
  };
}
