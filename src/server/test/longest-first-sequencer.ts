import fs from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** A file that starts the server as a process of its own: each of those takes 13-40 s. */
const startsProcesses = (file: string) =>
  /\bspawnServer\(|\bserverCommand\(|\bspawn\(process\.execPath/.test(
    fs.readFileSync(file, "utf8"),
  );

/**
 * Vitest's order, with the files that start servers as processes first. On a fresh clone Vitest
 * knows no durations and runs larger files first; the longest file (start-failures, 40 s) then
 * started 30 s into the run and the crash-recovery file last, alone on its worker for its
 * 17 s (decision 0168).
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = sorted.filter((spec) => startsProcesses(spec.moduleId));
    return [...first, ...sorted.filter((spec) => !first.includes(spec))];
  }
}
