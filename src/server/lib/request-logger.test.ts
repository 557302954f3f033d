import { describe, expect, it, vi } from "vitest";
import Fastify, { LogController, type FastifyBaseLogger } from "fastify";
import { loggerOptions } from "../app.js";
import { RequestLines, requestLogger } from "./request-logger.js";

/** An app logging at `level` into `lines`, with the server's logger options and factory. */
function appLoggingAt(level: string, lines: Record<string, unknown>[]) {
  const app = Fastify({
    logger: {
      ...(loggerOptions(level) as object),
      stream: { write: (line: string) => lines.push(JSON.parse(line)) },
    },
    childLoggerFactory: requestLogger,
    logController: new RequestLines((): FastifyBaseLogger => app.log),
  });
  app.get("/quiet", async () => ({ ok: true }));
  app.get("/warns", async (request) => {
    request.log.warn({ statusCode: 421, host: "evil.example" }, "refused: unknown host");
    request.log.info("not at this level");
    return { ok: true };
  });
  return app;
}

describe("a request's logger", () => {
  it("makes no pino child for a request that writes nothing at the server's level", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingAt("warn", lines);
    await app.ready();
    const child = vi.spyOn(app.log, "child");
    expect((await app.inject("/quiet")).statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    await app.close();
  });

  it("makes Fastify's request lines only when info is on", async () => {
    const made = vi.spyOn(LogController.prototype, "incomingRequest");
    const completed = vi.spyOn(LogController.prototype, "requestCompleted");
    try {
      for (const [level, calls] of [
        ["warn", 0],
        ["info", 1],
      ] as const) {
        const lines: Record<string, unknown>[] = [];
        const app = appLoggingAt(level, lines);
        await app.ready();
        made.mockClear();
        completed.mockClear();
        await app.inject("/quiet");
        expect(made, level).toHaveBeenCalledTimes(calls);
        expect(completed, level).toHaveBeenCalledTimes(calls);
        expect(
          lines.map((line) => line.msg),
          level,
        ).toEqual(calls ? ["incoming request", "request completed"] : []);
        await app.close();
      }
    } finally {
      made.mockRestore();
      completed.mockRestore();
    }
  });

  it("writes the child's lines, request id included, at the levels that are on", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingAt("warn", lines);
    await app.ready();
    const child = vi.spyOn(app.log, "child");
    await app.inject("/warns");
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      reqId: "req-1",
      statusCode: 421,
      host: "evil.example",
      msg: "refused: unknown host",
    });
    await app.close();
  });

  it("writes Fastify's request lines as pino's own child does when info is on", async () => {
    const lazy: Record<string, unknown>[] = [];
    const eager: Record<string, unknown>[] = [];
    const lazyApp = appLoggingAt("info", lazy);
    const eagerApp = Fastify({
      logger: {
        ...(loggerOptions("info") as object),
        stream: { write: (line: string) => eager.push(JSON.parse(line)) },
      },
    });
    eagerApp.get("/warns", async (request) => {
      request.log.warn({ statusCode: 421, host: "evil.example" }, "refused: unknown host");
      request.log.info("not at this level");
      return { ok: true };
    });
    await lazyApp.inject("/warns");
    await eagerApp.inject("/warns");
    const comparable = (line: Record<string, unknown>) => {
      const { time: _time, pid: _pid, hostname: _hostname, responseTime: _rt, ...rest } = line;
      return rest;
    };
    expect(lazy.map(comparable)).toEqual(eager.map(comparable));
    expect(lazy.map((line) => line.msg)).toEqual([
      "incoming request",
      "refused: unknown host",
      "not at this level",
      "request completed",
    ]);
    await lazyApp.close();
    await eagerApp.close();
  });

  it("gives a route with its own log level pino's child at once", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingAt("warn", lines);
    app.get("/debug", { logLevel: "debug" }, async (request) => {
      request.log.debug("asked");
      return { ok: true };
    });
    await app.inject("/debug");
    expect(lines.map((line) => [line.msg, line.reqId])).toContainEqual(["asked", "req-1"]);
    await app.close();
  });
});
