import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import {
  embeddedDatabaseUrl,
  portForFolder,
  startEmbeddedPostgres,
  type EmbeddedServer,
} from "./embedded.js";
import { scratchFolder } from "../test/scratch.js";

/** Finding 4: the embedded superuser password was the constant "countinghouse". */
const dataRoot = scratchFolder("embedded");
let server: EmbeddedServer | undefined;

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataRoot, { recursive: true, force: true });
});

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const withPassword = (url: string, password: string) => {
  const parsed = new URL(url);
  parsed.password = password;
  return parsed.href;
};

const passwordFiles = () =>
  fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith("pg-password-"));

describe("the embedded PostgreSQL port", () => {
  it("is the same for a folder every time, and below the ports outgoing connections get", () => {
    const [low, high] = fs
      .readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8")
      .trim()
      .split(/\s+/)
      .map(Number);
    const ports = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const folder = path.join(os.tmpdir(), `.data/test-run-${i}/pg`);
      const port = portForFolder(folder);
      expect(portForFolder(folder)).toBe(port);
      expect(port).toBeGreaterThanOrEqual(20000);
      expect(port < low! || port > high!, `${port} is in ${low}-${high}`).toBe(true);
      ports.add(port);
    }
    // Spread over the range, not a handful of values.
    expect(ports.size).toBeGreaterThan(1800);
  });
});

describe("the embedded PostgreSQL password", () => {
  it("is random per data folder, kept with mode 0600, and the init file is gone", async () => {
    const before = passwordFiles();
    server = await startEmbeddedPostgres(dataRoot);
    const file = path.join(dataRoot, "pg-password");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const password = fs.readFileSync(file, "utf8").trim();
    expect(password).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await canConnect(server.url())).toBe(true);
    expect(await canConnect(withPassword(server.url(), "countinghouse"))).toBe(false);
    expect(embeddedDatabaseUrl(dataRoot)).toContain(encodeURIComponent(password));
    // initdb's password file lived in a private folder inside the data folder, now removed.
    expect(fs.readdirSync(dataRoot).filter((name) => name.startsWith(".init-"))).toEqual([]);
    expect(passwordFiles()).toEqual(before);
  }, 180_000);

  it("a folder made with the old constant gets a random password at its next start", async () => {
    const admin = new pg.Client({ connectionString: server!.url() });
    await admin.connect();
    await admin.query("ALTER USER postgres PASSWORD 'countinghouse'");
    await admin.end();
    fs.rmSync(path.join(dataRoot, "pg-password"));
    await server!.stop();
    server = await startEmbeddedPostgres(dataRoot);
    const password = fs.readFileSync(path.join(dataRoot, "pg-password"), "utf8").trim();
    expect(password).not.toBe("countinghouse");
    expect(await canConnect(server.url())).toBe(true);
    expect(await canConnect(withPassword(server.url(), "countinghouse"))).toBe(false);
  }, 180_000);
});
