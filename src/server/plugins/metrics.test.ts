import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { createTestApp, testConfig, type TestApp } from "../test/helpers.js";
import { listenFailure } from "../start-failure.js";
import { METRICS_PATH } from "./metrics.js";
import { JOB_SCHEMA } from "../jobs/job-queue.js";

/** One sample's value from Prometheus's text format, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("/metrics", () => {
  let t: TestApp;
  let scrapeUrl: string;
  beforeAll(async () => {
    t = await createTestApp({
      env: { METRICS_PORT: "0" },
      jobs: { cron: { "dispatch-email": null, "renew-subscriptions": null } },
    });
    const address = t.app.metricsAddress()!;
    scrapeUrl = `http://${address.address}:${address.port}${METRICS_PATH}`;
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await fetch(scrapeUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  it("counts requests by route and status, and times them", async () => {
    let page = await t.app.inject({ url: "/api/products?limit=2" });
    for (let i = 0; i < 2; i++) page = await t.app.inject({ url: "/api/products?limit=2" });
    // A product read twice: by the route, then held and answered whole (decision 0255).
    const { id } = page.json().items[0];
    for (let i = 0; i < 2; i++) await t.app.inject({ url: `/api/products/${id}` });
    await t.app.inject({ url: "/api/products/999999" });
    await t.app.inject({ url: "/api/cart" });
    const text = await scrape();
    const products = 'method="GET",route="/api/products",status_code="200"';
    expect(sample(text, `http_requests_total{${products}}`)).toBe(3);
    expect(sample(text, `http_request_duration_seconds_count{${products}}`)).toBe(3);
    expect(sample(text, `http_request_duration_seconds_sum{${products}}`)).toBeGreaterThan(0);
    expect(sample(text, `http_request_duration_seconds_bucket{le="+Inf",${products}}`)).toBe(3);
    expect(
      sample(text, 'http_requests_total{method="GET",route="/api/products/:id",status_code="200"}'),
    ).toBe(2);
    // Errors are the same series with their status: a miss and a refusal, by route pattern.
    expect(
      sample(text, 'http_requests_total{method="GET",route="/api/products/:id",status_code="404"}'),
    ).toBe(1);
    expect(
      sample(text, 'http_requests_total{method="GET",route="/api/cart",status_code="401"}'),
    ).toBe(1);
  });

  it("tells the PostgreSQL pool, the job queues' depth and the process's own figures", async () => {
    const text = await scrape();
    expect(sample(text, 'pg_pool_connections{state="total"}')).toBeGreaterThan(0);
    expect(sample(text, 'pg_pool_connections{state="waiting"}')).toBe(0);
    expect(sample(text, 'pg_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    for (const queue of ["deliver-email", "renew-subscriptions", "sweep-sessions"])
      for (const state of ["waiting", "retrying", "active", "failed"])
        expect(sample(text, `job_queue_jobs{queue="${queue}",state="${state}"}`), queue).toBe(0);
    // A delivery that failed for good, as pg-boss keeps it: the gauge reads the shared table.
    await t.database.pool.query(
      `insert into ${JOB_SCHEMA}.job (name, id, state, retry_limit, retry_count, completed_on)
       values ('deliver-email', gen_random_uuid(), 'failed', 4, 4, now())`,
    );
    expect(sample(await scrape(), 'job_queue_jobs{queue="deliver-email",state="failed"}')).toBe(1);
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(sample(text, "nodejs_eventloop_lag_p99_seconds")).toBeGreaterThanOrEqual(0);
  });

  it("is not on the site: the site's /metrics is a 404, and the listener answers nothing else", async () => {
    const site = await t.app.inject({ url: METRICS_PATH });
    expect(site.statusCode).toBe(404);
    expect(site.body).not.toContain("http_requests_total");
    expect(t.app.metricsAddress()!.address).toBe("127.0.0.1");
    expect((await fetch(scrapeUrl.replace(METRICS_PATH, "/"))).status).toBe(404);
    expect((await fetch(scrapeUrl, { method: "POST" })).status).toBe(404);
  });

  it("a METRICS_PORT already taken stops the start with a line naming it", async () => {
    const { port } = t.app.metricsAddress()!;
    const config = testConfig({ METRICS_PORT: String(port) });
    const other = await buildApp({ config, db: t.database.db, jobs: false, logger: false });
    const err = await other.ready().then(
      () => undefined,
      (e: unknown) => e,
    );
    await other.close();
    expect(listenFailure(config, err)).toBe(
      `The metrics listener could not listen on 127.0.0.1:${port} (EADDRINUSE). Choose another METRICS_PORT, or unset it.`,
    );
  });
});

describe("without METRICS_PORT", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("has no metrics listener", () => {
    expect(t.config.metrics).toBeUndefined();
    expect(t.app.metricsAddress()).toBeNull();
  });
});
