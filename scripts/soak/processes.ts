import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { ensureServerBundle, serverCommand } from "../server-bundle.js";

/**
 * One server process, started as `npm start` runs it (the bundled server and the built client),
 * its output appended to a log file so a restart continues the same file.
 */
export class AppProcess {
  private child: ChildProcess | undefined;
  readonly starts: number[] = [];

  constructor(
    public readonly name: string,
    public readonly port: number,
    private readonly env: Record<string, string>,
    public readonly logFile: string,
  ) {}

  get pid() {
    return this.child?.pid;
  }

  get running() {
    return (
      this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null
    );
  }

  async start(timeoutMs = 120_000): Promise<number> {
    const started = Date.now();
    const log = fs.openSync(this.logFile, "a");
    ensureServerBundle();
    const [node, ...args] = serverCommand();
    const child = spawn(node, args, {
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: "127.0.0.1" },
      stdio: ["ignore", log, log],
    });
    fs.closeSync(log);
    this.child = child;
    while (Date.now() - started < timeoutMs) {
      if (child.exitCode !== null)
        throw new Error(
          `${this.name} exited with ${child.exitCode} while starting: see ${this.logFile}`,
        );
      const ready = await fetch(`http://127.0.0.1:${this.port}/readyz`).catch(() => undefined);
      if (ready?.ok) {
        this.starts.push(Date.now() - started);
        return Date.now() - started;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${this.name} was not ready within ${timeoutMs} ms`);
  }

  /** kill -9: no shutdown hook runs, in-flight requests are cut. */
  async kill(): Promise<void> {
    await this.signal("SIGKILL");
  }

  async stop(): Promise<void> {
    await this.signal("SIGTERM");
  }

  private async signal(signal: NodeJS.Signals) {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill(signal);
    await exited;
  }
}
