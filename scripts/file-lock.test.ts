import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { withFileLock } from "./file-lock.js";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "file-lock-"));
const lock = path.join(folder, "sub", "build.lock");
afterEach(() => fs.rmSync(path.join(folder, "sub"), { recursive: true, force: true }));

describe("withFileLock", () => {
  it("waits while another live process holds the lock, then runs holding it itself", async () => {
    fs.mkdirSync(path.dirname(lock), { recursive: true });
    // The holder writes its pid, keeps the lock 600 ms, then lets go (as a build would).
    const holder = spawn(process.execPath, [
      "-e",
      `const fs = require("fs"); fs.writeFileSync(${JSON.stringify(lock)}, String(process.pid), { flag: "wx" });
       setTimeout(() => fs.rmSync(${JSON.stringify(lock)}), 600);`,
    ]);
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => fs.existsSync(lock) && (clearInterval(poll), resolve()), 5);
    });
    const started = Date.now();
    const seen = withFileLock(lock, () => fs.readFileSync(lock, "utf8"));
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(seen).toBe(String(process.pid));
    expect(fs.existsSync(lock)).toBe(false);
    await new Promise((resolve) => holder.on("exit", resolve));
  });

  it("takes over a lock whose process is gone", () => {
    const gone = spawnSync(process.execPath, ["-e", "console.log(process.pid)"]);
    const deadPid = String(gone.stdout).trim();
    fs.mkdirSync(path.dirname(lock), { recursive: true });
    fs.writeFileSync(lock, deadPid);
    const started = Date.now();
    expect(withFileLock(lock, () => "ran")).toBe("ran");
    expect(Date.now() - started).toBeLessThan(1000);
    expect(fs.existsSync(lock)).toBe(false);
  });

  it("lets go of the lock when the work throws", () => {
    expect(() =>
      withFileLock(lock, () => {
        throw new Error("build failed");
      }),
    ).toThrow("build failed");
    expect(fs.existsSync(lock)).toBe(false);
  });

  it("gives up, naming the holder, when a live holder keeps it past the wait", () => {
    fs.mkdirSync(path.dirname(lock), { recursive: true });
    fs.writeFileSync(lock, String(process.ppid));
    expect(() => withFileLock(lock, () => "ran", 200)).toThrow(
      `${lock} is still held by process ${process.ppid}`,
    );
    expect(fs.readFileSync(lock, "utf8")).toBe(String(process.ppid));
  });
});
