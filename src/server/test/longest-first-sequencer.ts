import fs from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * A file that starts the server as a process of its own (each of those takes 13-40 s), or that
 * waits out real timeouts and cool-downs (openai-advisor: 15 s, most of it asleep).
 */
const waitsLong = (file: string) =>
  /\bspawnServer\(|\bserverCommand\(|\bspawn\(process\.execPath|setTimeout\(resolve\b/.test(
    fs.readFileSync(file, "utf8"),
  );

/**
 * Vitest's order, with the files that mostly wait (on server processes or the clock) first, where
 * the other workers and the static checks keep the cores busy meanwhile. On a fresh clone Vitest
 * knows no durations and runs larger files first; the longest file (start-failures, 40 s) then
 * started 30 s into the run and the crash-recovery file last, alone on its worker for its
 * 17 s (decision 0168); openai-advisor started 23 s in and ended last but one, mostly asleep.
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = sorted.filter((spec) => waitsLong(spec.moduleId));
    return [...first, ...sorted.filter((spec) => !first.includes(spec))];
  }
}
