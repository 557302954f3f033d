/**
 * Tells `npm test` (scripts/test.ts) that Vitest is down to its last files, so that the browser
 * journeys can start on the cores those files leave idle (decision 0180). The signal is a file:
 * Vitest runs under npx, which leaves no message channel between the two processes.
 */
import fs from "node:fs";
import type { Reporter, TestSpecification } from "vitest/node";

/** The environment variable that names the signal file; the reporter is on only when it is set. */
export const VITEST_TAIL_SIGNAL = "VITEST_TAIL_SIGNAL";

/** Files still to finish when the signal is given: no file is waiting for a worker any more. */
const LAST_FILES = 2;

export class TailSignalReporter implements Reporter {
  private left = Number.POSITIVE_INFINITY;
  private given = false;

  constructor(private readonly file: string) {}

  onTestRunStart(specifications: ReadonlyArray<TestSpecification>) {
    this.left = specifications.length;
    this.check();
  }

  onTestModuleEnd() {
    this.left--;
    this.check();
  }

  private check() {
    if (this.given || this.left > LAST_FILES) return;
    this.given = true;
    fs.writeFileSync(this.file, "");
  }
}
