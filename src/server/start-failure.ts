import type { Config } from "./config.js";
import { isConnectionFailure } from "./db/availability.js";
import { DataFolderBusyError, EmbeddedStartError } from "./db/embedded.js";
import { METRICS_LISTEN_FAILED } from "./plugins/metrics.js";

/** DATABASE_URL without its password: where the app tried to connect. */
function databaseAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname}`;
  } catch {
    return "DATABASE_URL";
  }
}

function codeOf(err: unknown): string | undefined {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; depth++) {
    const { code, errors } = e as Error & { code?: unknown; errors?: unknown };
    if (typeof code === "string") return code;
    if (Array.isArray(errors) && errors[0] instanceof Error) return codeOf(errors[0]);
    e = e.cause;
  }
  return undefined;
}

/**
 * The one line `npm start` prints when opening the database fails: the cause and what to do.
 * No stack: the operator can act on the line, and the stack says nothing more to them.
 */
export function databaseStartFailure(config: Config, err: unknown): string {
  if (err instanceof DataFolderBusyError || err instanceof EmbeddedStartError) return err.message;
  const code = codeOf(err);
  const first = (err instanceof Error ? err.message : String(err)).split("\n")[0];
  if (config.databaseUrl) {
    const where = databaseAddress(config.databaseUrl);
    if (isConnectionFailure(err))
      return (
        `Cannot reach the database at ${where} (DATABASE_URL): ${code ?? first}. ` +
        "Start that PostgreSQL server or correct DATABASE_URL (or unset it to use the embedded database)."
      );
    if (code === "28P01" || code === "28000")
      return `The database at ${where} (DATABASE_URL) refused the login: ${first}. Correct the user and password in DATABASE_URL.`;
    if (code === "3D000")
      return `The database at ${where} (DATABASE_URL) does not exist: ${first}. Create it (createdb) or correct DATABASE_URL.`;
    return `The database at ${where} (DATABASE_URL) could not be opened: ${first}.`;
  }
  return `The embedded database in ${config.dataDir} could not be opened: ${first}. Stop whatever else uses that folder, or set DATA_DIR to another one.`;
}

/** The one line for a server that could not listen. */
export function listenFailure(config: Config, err: unknown): string {
  const code = codeOf(err);
  if (code === METRICS_LISTEN_FAILED) return (err as Error).message;
  const at = `${config.host}:${config.port}`;
  if (code === "EADDRINUSE")
    return `Port ${config.port} is already in use on ${config.host} (another program, or another Countinghouse, is listening at ${at}). Stop it, or choose another port: PORT=${config.port + 1} npm start`;
  if (code === "EACCES")
    return `Not allowed to listen on port ${config.port} (ports below 1024 need extra rights). Choose another port: PORT=5000 npm start`;
  if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND")
    return `Cannot listen on ${config.host}: no such address on this computer. Set HOST to one of its addresses (HOST=127.0.0.1, or HOST=0.0.0.0 for every interface).`;
  const first = (err instanceof Error ? err.message : String(err)).split("\n")[0];
  return `Countinghouse could not listen on ${at}: ${first}.`;
}

/**
 * Lines of the embedded PostgreSQL's own log worth showing in the terminal: a crash (PANIC), an
 * unexpected FATAL, and the supervisor's restarts. The FATALs PostgreSQL prints for connections
 * it refuses or ends while starting, stopping, recovering or after a crash (the supervisor's own
 * line says that) are expected, and stay out.
 */
export function shownPostgresLine(line: string): boolean {
  if (/^embedded PostgreSQL/.test(line)) return true;
  if (/PANIC/.test(line)) return true;
  if (!/FATAL/.test(line)) return false;
  return !/starting up|not yet accepting connections|shutting down|terminating connection due to (administrator command|unexpected postmaster exit)|in recovery mode/.test(
    line,
  );
}
