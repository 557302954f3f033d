import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../src/server/test/free-port.js";
import { ensureServerBundle, serverCommand } from "../../scripts/server-bundle.js";

export interface RunningServer {
  baseUrl: string;
  pid: number;
  stop: () => Promise<void>;
}

/** The production server (built client, embedded PostgreSQL) on a fresh data folder. */
export async function startAppServer(
  dataDir: string,
  env: Record<string, string> = {},
  options: {
    /** Another bundle of the server to run (an A/B of two builds), else the checkout's. */
    bundle?: string;
    /** Node flags Node does not take from NODE_OPTIONS (--cpu-prof). */
    nodeArgs?: string[];
  } = {},
): Promise<RunningServer> {
  const { bundle, nodeArgs = [] } = options;
  fs.rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  if (!bundle) ensureServerBundle();
  const [node, ...args] = serverCommand();
  if (bundle) args[args.length - 1] = path.resolve(bundle);
  args.splice(args.length - 1, 0, ...nodeArgs);
  const child: ChildProcess = spawn(node, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if ((await fetch(`${baseUrl}/readyz`).catch(() => undefined))?.ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    pid: child.pid!,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A server written as a short script, in its own Node process like ours (sharing the bench's
 * event loop with autocannon would slow it down), listening on `port` of 127.0.0.1 and sending
 * "ready" over IPC once it listens. `files` are removed when it stops; `nodeArgs` go to Node
 * (--cpu-prof to profile it).
 */
async function startScriptServer(
  name: string,
  port: number,
  script: string,
  files: string[],
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  // Exits on SIGTERM rather than being killed by it, so a --cpu-prof profile gets written.
  const exiting = `process.on("SIGTERM", () => process.exit(0));`;
  const child = spawn(process.execPath, [...nodeArgs, "-e", `${exiting}${script}`], {
    cwd: process.cwd(),
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`${name} exited with ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      for (const file of files) fs.rmSync(file, { force: true });
    },
  };
}

/**
 * A raw node:http server that answers every request with the given headers and bytes. It keeps
 * idle connections as long as Fastify does (72 s), so even its Keep-Alive header is ours.
 */
export async function startRawServer(
  body: Buffer,
  headers: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  const bodyFile = path.join(os.tmpdir(), `bench-raw-${process.pid}-${port}`);
  fs.writeFileSync(bodyFile, body);
  const script = `
    const http = require("node:http");
    const body = require("node:fs").readFileSync(${JSON.stringify(bodyFile)});
    const headers = ${JSON.stringify(headers)};
    const server = http.createServer((_req, res) => { res.writeHead(200, headers); res.end(body); });
    server.keepAliveTimeout = 72_000;
    server.listen(${port}, "127.0.0.1", () => process.send("ready"));`;
  return startScriptServer("raw server", port, script, [bodyFile], nodeArgs);
}

/** Resident memory of a process in MiB, from /proc. */
export function rssMiB(pid: number): number {
  const status = fs.readFileSync(path.join("/proc", String(pid), "status"), "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Fetches a URL and returns what a raw server needs to send the same response. */
export async function captureResponse(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  const copied: Record<string, string> = {};
  for (const [name, value] of response.headers) {
    if (
      !["connection", "keep-alive", "date", "transfer-encoding", "content-encoding"].includes(name)
    )
      copied[name] = value;
  }
  copied["content-length"] = String(body.length);
  return { body, headers: copied };
}

/**
 * A bare Fastify app of the version the server uses, in its own process: no logger, no plugin,
 * no hook, one route per captured answer (the route's pattern, so routing costs what ours does),
 * sending the same status, headers and bytes. What Fastify itself costs over raw node:http.
 */
export async function startBareFastifyServer(
  answers: Array<{
    route: string;
    body: Buffer;
    headers: Record<string, string>;
  }>,
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  const files = answers.map((answer, i) => {
    const file = path.join(os.tmpdir(), `bench-bare-${process.pid}-${port}-${i}`);
    fs.writeFileSync(file, answer.body);
    const headers = Object.fromEntries(
      Object.entries(answer.headers).filter(([name]) => name !== "content-length"),
    );
    return { route: answer.route, file, headers };
  });
  const script = `
    const fs = require("node:fs");
    const app = require("fastify")({ logger: false });
    for (const { route, file, headers } of ${JSON.stringify(files)}) {
      const body = fs.readFileSync(file);
      app.get(route, (_request, reply) => { reply.headers(headers).send(body); });
    }
    app.listen({ port: ${port}, host: "127.0.0.1" }).then(() => process.send("ready"));`;
  return startScriptServer(
    "bare Fastify server",
    port,
    script,
    files.map(({ file }) => file),
    nodeArgs,
  );
}

/** CPU time (user + system) a process has used so far, in seconds, from /proc. */
export function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(path.join("/proc", String(pid), "stat"), "utf8");
  // The fields after the command name (which may hold spaces) are space-separated; utime and
  // stime are the 14th and 15th fields of the line, in clock ticks (100 a second on Linux).
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
