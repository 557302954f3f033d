/**
 * The server as one ES module (decision 0169): `npm start`, the journeys' server and every test
 * that starts a server process run dist/server-app/main.js in plain Node. Started from source
 * under tsx's loader, a start cost about twice the CPU (about 4.3 against 2.0 s on this machine),
 * most of it the loader's hooks on every package import, not the TypeScript.
 */
import fs from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";
import { newestChange } from "./ensure-build.js";

export const SERVER_BUNDLE = "dist/server-app/main.js";

/** What the bundle is made of; packages stay imports (node_modules), so only our sources count. */
const INPUTS = ["src/server", "src/shared", "package-lock.json"];

/**
 * What the server's environment always holds (decision 0235). glibc's malloc gives each thread
 * that allocates a heap of its own and keeps what was freed there: the libuv threads compressing
 * responses and the PostgreSQL driver's buffers left a server at 100,000 products 30 MiB larger
 * after ten shoppers' searches (200 against 170 MiB) and 18 MiB after the plain list. Two arenas
 * cost nothing measurable here.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" } as const;

/**
 * What Node always starts the server with (decision 0238): V8 collects the old generation once it
 * is half again what the last full collection kept, instead of up to four times on a machine with
 * this much memory. No `--enable-source-maps`: Node keeps the bundle's map parsed in the heap (19
 * MiB live, multiplied by that growth); stack traces name the bundle's lines, whose esbuild
 * comments name the source file, and the linked map beside it translates them.
 */
export const SERVER_NODE_FLAGS = ["--heap-growing-percent=50"] as const;

/**
 * The command that runs the bundled server: through env(1), which sets SERVER_ENV and replaces
 * itself with Node (the same process id).
 */
export function serverCommand(root = process.cwd()): [string, ...string[]] {
  return [
    "/usr/bin/env",
    ...Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`),
    process.execPath,
    ...SERVER_NODE_FLAGS,
    path.join(root, SERVER_BUNDLE),
  ];
}

/**
 * Bundles src/server/main.ts. Written to a temporary name and renamed, so a process starting the
 * server while another rebuilds it (npm test does both at once) reads a whole file.
 */
export function bundleServer(root = process.cwd()): void {
  const outfile = path.join(root, SERVER_BUNDLE);
  const result = buildSync({
    entryPoints: [path.join(root, "src/server/main.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    outfile,
    write: false,
    logLevel: "warning",
  });
  fs.mkdirSync(path.dirname(outfile), { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.contents);
    fs.renameSync(temporary, file.path);
  }
}

/** Bundles the server when the bundle is missing or a source is newer. */
export function ensureServerBundle(root = process.cwd()): void {
  const bundle = path.join(root, SERVER_BUNDLE);
  const builtAt = fs.existsSync(bundle) ? fs.statSync(bundle).mtimeMs : 0;
  const changedAt = Math.max(...INPUTS.map((input) => newestChange(path.join(root, input))));
  if (builtAt < changedAt) bundleServer(root);
}
