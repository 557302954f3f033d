import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { withFileLock } from "./file-lock.js";

const INPUTS = [
  "src/client",
  "src/shared",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];
/** The pages' server build: React Router writes it after the browser's files. */
const MARKERS = ["dist/pages/server/index.js"];

export function newestChange(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

/** The newest build is older than a source, or missing. */
function buildIsStale(root: string): boolean {
  const builtAt = Math.min(
    ...MARKERS.map((marker) => {
      const file = path.join(root, marker);
      return fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
    }),
  );
  const changedAt = Math.max(...INPUTS.map((input) => newestChange(path.join(root, input))));
  return builtAt < changedAt;
}

/**
 * Builds the pages (the browser's files and the server build) when they are missing or a source
 * is newer. One build at a time: a caller that finds another building waits for it, then finds it
 * fresh.
 */
export function ensureBuild(root = process.cwd()): void {
  if (!buildIsStale(root)) return;
  withFileLock(path.join(root, "dist/.build.lock"), () => {
    if (buildIsStale(root)) build(root);
  });
}

function build(root: string) {
  const fresh = !fs.existsSync(path.join(root, MARKERS[0]!));
  console.log(fresh ? "No client build yet: building…" : "Client sources changed: rebuilding…");
  const reactRouter = path.join(root, "node_modules/@react-router/dev/bin.js");
  execFileSync(process.execPath, [reactRouter, "build"], {
    cwd: root,
    stdio: "inherit",
    // The e2e and bench servers run with NODE_ENV=development; the bundle must still be React's
    // production build, or `npm start` after `npm test` would serve the development one.
    env: { ...process.env, NODE_ENV: "production" },
  });
}
