import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Debian and Ubuntu install each PostgreSQL major version's programs here. */
const DEBIAN_FOLDERS = "/usr/lib/postgresql";
const PROGRAMS = ["initdb", "postgres", "pg_dump", "pg_restore"];

export interface DistributionPostgres {
  /** The folder of its programs (what PG_BIN names). */
  bin: string;
  major: number;
}

/**
 * A PostgreSQL installed by the operating system, not the embedded one: PG_BIN's folder when set,
 * else the newest /usr/lib/postgresql/<major>/bin holding a server and the backup tools (Debian's
 * postgresql-<major> package; .ci/run installs it when missing).
 */
export function distributionPostgres(): DistributionPostgres {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : fs.existsSync(DEBIAN_FOLDERS)
      ? fs
          .readdirSync(DEBIAN_FOLDERS)
          .filter((name) => /^\d+$/.test(name))
          .sort((a, b) => Number(b) - Number(a))
          .map((major) => path.join(DEBIAN_FOLDERS, major, "bin"))
      : [];
  const bin = candidates.find((folder) =>
    PROGRAMS.every((program) => fs.existsSync(path.join(folder, program))),
  );
  if (!bin)
    throw new Error(
      `No PostgreSQL with ${PROGRAMS.join(", ")} in ${candidates.join(", ") || DEBIAN_FOLDERS}: ` +
        "apt-get install postgresql (as .ci/run does), or set PG_BIN to such a folder.",
    );
  const version = execFileSync(path.join(bin, "postgres"), ["--version"], { encoding: "utf8" });
  return { bin, major: Number(/\(PostgreSQL\)\s+(\d+)/.exec(version)![1]) };
}
