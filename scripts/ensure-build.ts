import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const INPUTS = ["src/client", "src/shared", "public", "vite.config.ts", "package-lock.json"];
/** The client build's manifest and the server renderer (`vite build --ssr`), the last one written. */
const MARKERS = ["dist/client/.vite/manifest.json", "dist/server/entry-server.js"];

export function newestChange(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

/** Builds the client and its server renderer when either is missing or a source is newer. */
export function ensureBuild(root = process.cwd()): void {
  const builtAt = Math.min(
    ...MARKERS.map((marker) => {
      const file = path.join(root, marker);
      return fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
    }),
  );
  const changedAt = Math.max(...INPUTS.map((input) => newestChange(path.join(root, input))));
  if (builtAt >= changedAt) return;
  console.log(builtAt ? "Client sources changed: rebuilding…" : "No client build yet: building…");
  const vite = path.join(root, "node_modules/vite/bin/vite.js");
  for (const args of [["build"], ["build", "--ssr", "entry-server.tsx"]]) {
    execFileSync(process.execPath, [vite, ...args], {
      cwd: root,
      stdio: "inherit",
      // The e2e and bench servers run with NODE_ENV=development; the bundle must still be React's
      // production build, or `npm start` after `npm test` would serve the development one.
      env: { ...process.env, NODE_ENV: "production" },
    });
  }
}
