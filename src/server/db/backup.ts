import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { ensureDatabase } from "./client.js";

/**
 * Backups with PostgreSQL's own tools (decision 0244): `pg_dump --format=custom` of the app's
 * database, and `pg_restore` of such a file into a new, empty database in one transaction. The
 * programs come from PG_BIN's folder when it is set, else from PATH; they must be of the server's
 * major version or newer (pg_dump refuses a newer server), which is checked first.
 */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

export interface BackupOptions {
  /** The database to back up or restore into (its password goes to the tools by environment). */
  databaseUrl: string;
  /** The dump file. */
  file: string;
  /** A folder holding pg_dump and pg_restore; unset: PATH. */
  pgBin?: string;
}

type Program = "pg_dump" | "pg_restore";

function programPath(name: Program, pgBin: string | undefined): string {
  return pgBin ? path.join(pgBin, name) : name;
}

interface Ran {
  code: number | null;
  output: string;
}

function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const take = (chunk: Buffer) => (output = (output + chunk.toString("utf8")).slice(-8000));
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.once("error", (err: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          `${program} could not be run (${err.code ?? err.message}). Install PostgreSQL's client ` +
            "programs (Debian: apt-get install postgresql-client) or set PG_BIN to their folder.",
        ),
      ),
    );
    child.once("close", (code) => resolve({ code, output }));
  });
}

/** The major version of one of PostgreSQL's programs ("pg_dump (PostgreSQL) 15.18 (Debian …)"). */
async function programMajor(name: Program, pgBin: string | undefined): Promise<number> {
  const program = programPath(name, pgBin);
  const { output } = await run(program, ["--version"], process.env);
  const major = /\(PostgreSQL\)\s+(\d+)/.exec(output)?.[1];
  if (!major) throw new BackupError(`${program} --version said "${output.trim()}"`);
  return Number(major);
}

/**
 * The URL without its password, and an environment that carries it (PGPASSWORD): a password on
 * the command line would show in every process list on the machine.
 */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv; name: string } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!name) throw new BackupError("DATABASE_URL names no database (postgres://…/countinghouse).");
  return {
    url: url.href,
    name,
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(
      `PostgreSQL at ${connection(databaseUrl).url} did not answer: ${(err as Error).message}`,
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ server_version_num: string }>("SHOW server_version_num");
  return Math.floor(Number(rows[0]!.server_version_num) / 10_000);
}

/** The last lines of a tool's output, for the one-line error. */
const tail = (output: string) => output.trim().split("\n").slice(-3).join(" | ");

/**
 * Writes the database to `file` (custom format, compressed). The file appears only whole: the
 * dump goes to `file.partial` and is renamed when pg_dump succeeded. Safe while servers run:
 * pg_dump reads one consistent snapshot.
 */
export async function backupDatabase(options: BackupOptions): Promise<{ bytes: number }> {
  const { url, env } = connection(options.databaseUrl);
  const server = await withClient(options.databaseUrl, serverMajor);
  const tool = await programMajor("pg_dump", options.pgBin);
  if (tool < server)
    throw new BackupError(
      `pg_dump ${tool} cannot back up a PostgreSQL ${server} server: set PG_BIN to the folder of ` +
        `PostgreSQL ${server}'s client programs (or newer ones).`,
    );
  const file = path.resolve(options.file);
  const partial = `${file}.partial`;
  const dumped = await run(
    programPath("pg_dump", options.pgBin),
    ["--format=custom", `--file=${partial}`, `--dbname=${url}`],
    env,
  );
  if (dumped.code !== 0) {
    fs.rmSync(partial, { force: true });
    throw new BackupError(`pg_dump failed (exit ${dumped.code}): ${tail(dumped.output)}`);
  }
  fs.renameSync(partial, file);
  return { bytes: fs.statSync(file).size };
}

/** Tables, views and sequences of the database's own (not PostgreSQL's, not an extension's). */
const OWN_RELATIONS = `
  SELECT count(*)::int AS count FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
    AND n.nspname NOT IN ('pg_catalog', 'information_schema')
    AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'
    AND NOT EXISTS (
      SELECT 1 FROM pg_depend d
      WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e'
    )`;

/**
 * Restores `file` into DATABASE_URL's database, made when missing (through the server's
 * `postgres` database), and refused when it already holds tables: a restore never mixes with
 * other data. One transaction: it arrives whole or not at all. Owners and grants of the old
 * server are not carried over (the restoring user owns everything). ANALYZE afterwards, so the
 * planner has statistics before the first request.
 */
export async function restoreDatabase(options: BackupOptions): Promise<void> {
  const file = path.resolve(options.file);
  if (!fs.existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  const { url, env, name } = connection(options.databaseUrl);
  await ensureDatabaseFor(options.databaseUrl, name);
  const relations = await withClient(options.databaseUrl, async (client) => {
    const { rows } = await client.query<{ count: number }>(OWN_RELATIONS);
    return rows[0]!.count;
  });
  if (relations > 0)
    throw new BackupError(
      `The database "${name}" is not empty (${relations} tables, views or sequences): restore ` +
        "into a new, empty database and point DATABASE_URL at it.",
    );
  const restored = await run(
    programPath("pg_restore", options.pgBin),
    ["--single-transaction", "--exit-on-error", "--no-owner", "--no-acl", `--dbname=${url}`, file],
    env,
  );
  if (restored.code !== 0)
    throw new BackupError(
      `pg_restore failed (exit ${restored.code}); nothing was restored: ${tail(restored.output)}`,
    );
  await withClient(options.databaseUrl, (client) => client.query("ANALYZE"));
}

/** Makes the database when it does not exist yet, through the same server's `postgres` one. */
async function ensureDatabaseFor(databaseUrl: string, name: string): Promise<void> {
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = "/postgres";
  try {
    await ensureDatabase(maintenance.href, name);
  } catch (err) {
    throw new BackupError(
      `The database "${name}" could not be found or made (${(err as Error).message}): create ` +
        "it empty (createdb) and restore again.",
    );
  }
}
