/**
 * The server the browser journeys run against: the production build on a fresh data folder,
 * removed again when the server stops.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ensureBuild } from "./ensure-build.js";

ensureBuild();
const dataDir = path.resolve(process.env.DATA_DIR ?? ".data/e2e");
fs.rmSync(dataDir, { recursive: true, force: true });
removeFinishedRuns(path.dirname(dataDir));

const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  stdio: "inherit",
  env: process.env,
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

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
