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
): Promise<RunningServer> {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  ensureServerBundle();
  const [node, ...args] = serverCommand();
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
 * A raw node:http server, in its own process like ours (sharing the bench's event loop with
 * autocannon would slow it down), that answers every request with the given headers and bytes.
 */
export async function startRawServer(
  body: Buffer,
  headers: Record<string, string>,
): Promise<RunningServer> {
  const port = await freePort();
  const bodyFile = path.join(os.tmpdir(), `bench-raw-${process.pid}-${port}`);
  fs.writeFileSync(bodyFile, body);
  const script = `
    const http = require("node:http");
    const body = require("node:fs").readFileSync(${JSON.stringify(bodyFile)});
    const headers = ${JSON.stringify(headers)};
    http.createServer((_req, res) => { res.writeHead(200, headers); res.end(body); })
      .listen(${port}, "127.0.0.1", () => process.send("ready"));`;
  const child = spawn(process.execPath, ["-e", script], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`raw server exited with ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      fs.rmSync(bodyFile, { force: true });
    },
  };
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
