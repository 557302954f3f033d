import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/helpers.js";

/** Finding 9: 100 sockets trickling a body stayed open for 330 s. A bounded slow-body client. */
const SOCKETS = 20;
const TIMEOUT_MS = 1500;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ env: { REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) } });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** Sends headers promising a body, then one byte every 200 ms; resolves when the server closes. */
function trickle(): Promise<{ closedAfterMs: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = "";
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(
        "POST /api/test-login HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
          "Content-Type: application/json\r\nContent-Length: 5000\r\n\r\n{",
      );
    });
    const drip = setInterval(() => socket.writable && socket.write(" "), 200);
    // Bounded: whatever the server does, this client gives up after 8 s.
    const giveUp = setTimeout(() => socket.destroy(), 8000);
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
  });
}

describe("slow request bodies", () => {
  it(`${SOCKETS} sockets trickling a body are answered 408 and closed soon after the request timeout`, async () => {
    const results = await Promise.all(Array.from({ length: SOCKETS }, trickle));
    for (const { closedAfterMs, answer } of results) {
      expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
      expect(closedAfterMs).toBeLessThan(TIMEOUT_MS + 3000);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    }
    // The server still answers everyone else.
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
  }, 20_000);
});
