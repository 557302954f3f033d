/**
 * The server the browser journeys run against: the bundled server and the client build, on a
 * fresh data folder removed again when the server stops.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { processAlive } from "../src/server/lib/process-alive.js";
import { ensureBuild } from "./ensure-build.js";
import { ensureServerBundle, serverCommand } from "./server-bundle.js";
import { E2E_SECRETS, E2E_SERVER_LOG, SUITE_LOGS } from "./suite-logs.js";

ensureBuild();
ensureServerBundle();
const dataDir = path.resolve(process.env.DATA_DIR ?? ".data/e2e");
fs.rmSync(dataDir, { recursive: true, force: true });
removeFinishedRuns(path.dirname(dataDir));

// Every line the server writes goes to the suite's logs, searched at the end of npm test
// (decision 0062); what it writes to stderr is shown too.
fs.mkdirSync(SUITE_LOGS, { recursive: true });
for (const name of [E2E_SERVER_LOG, E2E_SECRETS])
  fs.rmSync(path.join(SUITE_LOGS, name), { force: true });
// The server writes its lines straight into the file. Passed through this process, each line cost
// a pipe write and a wake-up: 3,000 requests took 3.7 CPU-s of both processes, 3.1 this way.
const log = fs.openSync(path.join(SUITE_LOGS, E2E_SERVER_LOG), "a");
const [node, ...args] = serverCommand();
const child = spawn(node, args, {
  stdio: ["ignore", log, "pipe"],
  env: process.env,
});
child.stderr!.on("data", (chunk: Buffer) => {
  fs.writeSync(log, chunk);
  process.stderr.write(chunk);
});
const stop = (signal: NodeJS.Signals) => child.kill(signal);
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
child.on("exit", (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});

/** Folders of earlier runs whose test process is gone (the folder is named after its pid). */
function removeFinishedRuns(folder: string) {
  if (!fs.existsSync(folder)) return;
  for (const name of fs.readdirSync(folder)) {
    if (!/^\d+$/.test(name) || processAlive(Number(name))) continue;
    if (fs.existsSync(path.join(folder, name, "pg", "postmaster.pid"))) continue; // a server may still own it
    fs.rmSync(path.join(folder, name), { recursive: true, force: true });
  }
}
