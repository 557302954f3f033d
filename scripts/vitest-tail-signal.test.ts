import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { TestSpecification } from "vitest/node";
import { TailSignalReporter } from "./vitest-tail-signal.js";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "vitest-tail-"));
const signal = path.join(folder, "tail");
afterEach(() => fs.rmSync(signal, { force: true }));

/** What the reporter reads of a run's files: only how many there are. */
const files = (count: number) => Array.from({ length: count }) as TestSpecification[];

describe("the Vitest tail signal (npm test starts the journeys on it)", () => {
  it("is given once only two files are left to finish, not before", () => {
    const reporter = new TailSignalReporter(signal);
    reporter.onTestRunStart(files(5));
    reporter.onTestModuleEnd();
    reporter.onTestModuleEnd();
    expect(fs.existsSync(signal)).toBe(false);
    reporter.onTestModuleEnd();
    expect(fs.existsSync(signal)).toBe(true);
  });

  it("is given at the start when the run has two files or fewer", () => {
    new TailSignalReporter(signal).onTestRunStart(files(2));
    expect(fs.existsSync(signal)).toBe(true);
  });

  it("is not given again once npm test has removed it", () => {
    const reporter = new TailSignalReporter(signal);
    reporter.onTestRunStart(files(3));
    reporter.onTestModuleEnd();
    fs.rmSync(signal);
    reporter.onTestModuleEnd();
    expect(fs.existsSync(signal)).toBe(false);
  });
});
