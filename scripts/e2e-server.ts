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
