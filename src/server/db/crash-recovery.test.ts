import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { serverCommand } from "../../../scripts/server-bundle.js";
import { freePort } from "../test/free-port.js";
import { testLoginCookie } from "../test/server-process.js";
import { openSuiteLogFile, SUITE_LOG_LEVEL } from "../test/suite-log.js";
import { scratchFolder } from "../test/scratch.js";

/** The bundled server (global-setup builds it), as `npm start` runs it. */
const [node, ...serverArgs] = serverCommand();
const dataDir = scratchFolder("crash");
const serverLog = openSuiteLogFile("crash-recovery-servers");
let server: ChildProcess | undefined;

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(node, serverArgs, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: SUITE_LOG_LEVEL,
      NODE_ENV: "development",
    },
    stdio: ["ignore", serverLog, serverLog],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
    if (ready?.ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not become ready");
}

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((r) => server!.once("exit", r));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("embedded PostgreSQL after the app is killed", () => {
  it("restarts on the same data folder with the data intact", { timeout: 120_000 }, async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    const port = await freePort();
    server = await startServer(port);
    const cookie = await testLoginCookie(`http://127.0.0.1:${port}`);

    server.kill("SIGKILL");
    await new Promise((r) => server!.once("exit", r));
    // The orphaned PostgreSQL still holds the folder and its port: the next start must cope.
    expect(fs.existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(true);

    server = await startServer(port);
    // A second app on the same folder must refuse, not take the running one's database away.
    const second = spawn(node, serverArgs, {
      env: {
        ...process.env,
        PORT: String(await freePort()),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: SUITE_LOG_LEVEL,
      },
      stdio: ["ignore", serverLog, "pipe"],
    });
    let stderr = "";
    second.stderr!.on("data", (chunk) => {
      stderr += chunk;
      fs.writeSync(serverLog, chunk);
    });
    const exitCode = await new Promise((r) => second.once("exit", r));
    expect(exitCode).not.toBe(0);
    expect(stderr).toContain("Another Countinghouse server is using");
    const me = await fetch(`http://127.0.0.1:${port}/api/auth/user`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { id: string }).id).toBe("customer_test_456");
  });
});
