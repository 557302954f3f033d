import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** The soak's proxy (scripts/soak/proxy.ts) as a process of its own, like a real one. */
export class ProxyProcess {
  private child: ChildProcess | undefined;

  constructor(
    public readonly port: number,
    private readonly upstreams: number[],
    public readonly logFile: string,
  ) {}

  async start(timeoutMs = 30_000): Promise<void> {
    const log = fs.openSync(this.logFile, "a");
    const child = spawn(
      process.execPath,
      [
        path.resolve("node_modules/tsx/dist/cli.mjs"),
        path.resolve("scripts/soak/proxy.ts"),
        String(this.port),
        ...this.upstreams.map(String),
      ],
      { stdio: ["ignore", log, log] },
    );
    fs.closeSync(log);
    this.child = child;
    for (const started = Date.now(); Date.now() - started < timeoutMs;) {
      if (child.exitCode !== null)
        throw new Error(`the proxy exited with ${child.exitCode}: see ${this.logFile}`);
      if (
        await this.counts().then(
          () => true,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the proxy did not answer within ${timeoutMs} ms`);
  }

  /** Requests sent to each upstream port so far. */
  async counts(): Promise<Record<number, number>> {
    const res = await fetch(`http://127.0.0.1:${this.port}/_proxy/counts`);
    if (!res.ok) throw new Error(`proxy counts: ${res.status}`);
    return (await res.json()) as Record<number, number>;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
}
