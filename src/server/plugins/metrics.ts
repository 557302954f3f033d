import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type pg from "pg";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Config } from "../config.js";
import type { JobQueue } from "../jobs/job-queue.js";

export const METRICS_PATH = "/metrics";
/** The code of a start that failed because METRICS_PORT could not be listened on. */
export const METRICS_LISTEN_FAILED = "EMETRICSLISTEN";

declare module "fastify" {
  interface FastifyInstance {
    /** The metrics listener's address once the app is ready (METRICS_PORT set), else null. */
    metricsAddress(): AddressInfo | null;
  }
}

/** The job states a queue's depth is told in (pg-boss's created, retry, active and failed). */
const JOB_STATES = ["waiting", "retrying", "active", "failed"] as const;

/**
 * Prometheus metrics (decision 0243), on a listener of their own: METRICS_PORT on METRICS_HOST
 * (loopback unless set), never on the site's port, so nothing a proxy forwards reaches them.
 * Requests by method, route and status (rate and errors), their latency, the PostgreSQL pool,
 * the job queues' depth, and Node's own (CPU, memory, event loop, GC). Without METRICS_PORT
 * nothing is measured: no hook runs per request.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; pool: pg.Pool; jobs: JobQueue }) => {
    const place = opts.config.metrics;
    if (!place) {
      app.decorate("metricsAddress", () => null);
      return;
    }
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const labelNames = ["method", "route", "status_code"] as const;
    const requests = new Counter({
      name: "http_requests_total",
      help: "HTTP requests answered, by method, route pattern and status code",
      labelNames,
      registers: [registry],
    });
    const duration = new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from a request's arrival to its answer, by method, route pattern and status code",
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook("onResponse", (request, reply, done) => {
      const labels = {
        method: request.method,
        // The route's pattern (/api/products/:id), never the path: one series per route.
        route: request.routeOptions.url ?? "(unmatched)",
        status_code: String(reply.statusCode),
      };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
      done();
    });

    const { pool, jobs } = opts;
    new Gauge({
      name: "pg_pool_connections",
      help: "This server's PostgreSQL pool: connections open (total), idle, and requests waiting for one",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    });
    new Gauge({
      name: "job_queue_jobs",
      help: "Background jobs in each queue by state, shared by every server on the database",
      labelNames: ["queue", "state"],
      registers: [registry],
      async collect() {
        this.reset();
        // The database away: the other metrics still answer, and this one is missing.
        const status = await jobs.status().catch(() => undefined);
        for (const queue of status?.queues ?? []) {
          const counts = {
            waiting: queue.waiting,
            retrying: queue.retrying,
            active: queue.active,
            failed: queue.failed,
          };
          for (const state of JOB_STATES) this.set({ queue: queue.name, state }, counts[state]);
        }
      },
    });

    const server = http.createServer((request, response) => {
      if (request.method !== "GET" || request.url?.split("?")[0] !== METRICS_PATH) {
        response.writeHead(404).end();
        return;
      }
      registry.metrics().then(
        (text) => response.writeHead(200, { "content-type": registry.contentType }).end(text),
        (err: Error) => {
          app.log.warn({ err }, "metrics collection failed");
          response.writeHead(500).end();
        },
      );
    });
    app.decorate("metricsAddress", () => server.address() as AddressInfo | null);
    app.addHook("onReady", async () => {
      await new Promise<void>((resolve, reject) => {
        server.once("error", (err: NodeJS.ErrnoException) =>
          reject(
            Object.assign(
              new Error(
                `The metrics listener could not listen on ${place.host}:${place.port} (${err.code ?? err.message}). Choose another METRICS_PORT, or unset it.`,
              ),
              { code: METRICS_LISTEN_FAILED },
            ),
          ),
        );
        server.listen(place.port, place.host, () => resolve());
      });
      app.log.info({ address: server.address() }, "metrics listening");
    });
    app.addHook("onClose", async () => {
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    });
  },
  { name: "metrics" },
);
