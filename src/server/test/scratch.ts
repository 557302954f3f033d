import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Where tests keep their throwaway PostgreSQL clusters and data folders (decision 0173): in memory
 * (/dev/shm) where the machine has it, else the system's temporary folder; TEST_SCRATCH_DIR names
 * another. A test run creates and drops a database per file and starts a dozen clusters: on this
 * machine's disk that was four fifths of PostgreSQL's CPU time, in the kernel.
 */
export const TEST_SCRATCH = path.resolve(
  process.env.TEST_SCRATCH_DIR ?? path.join(inMemory() ?? os.tmpdir(), "countinghouse-tests"),
);

function inMemory(): string | undefined {
  try {
    fs.accessSync("/dev/shm", fs.constants.W_OK);
    return "/dev/shm";
  } catch {
    return undefined;
  }
}

/** This test process's own folder for `name` (the process id keeps parallel runs apart). */
export function scratchFolder(name: string): string {
  return path.join(TEST_SCRATCH, `${name}-${process.pid}`);
}
