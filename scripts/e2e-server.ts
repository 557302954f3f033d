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
const log = fs.createWriteStream(path.join(SUITE_LOGS, E2E_SERVER_LOG), { flags: "a" });
const [node, ...args] = serverCommand();
const child = spawn(node, args, {
  stdio: ["ignore", "pipe", "pipe"],
  env: process.env,
});
child.stdout!.pipe(log);
child.stderr!.on("data", (chunk: Buffer) => {
  log.write(chunk);
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
