import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, expect, it } from "vitest";
import { ensureBuild } from "../../../scripts/ensure-build.js";
import { projectRoot } from "../lib/project-root.js";

/**
 * A page render must leave Node's async hooks off (decision 0253). React's Node renderer runs every
 * render inside an AsyncLocalStorage, and on Node 20 the first one turns the async hooks on for
 * the whole process: from then every request's promises, ticks and timers pay for them, and the
 * catalogue's API reads fell from 0.80x to 0.58x of a raw node:http server. A promise made while
 * any async hook is on carries async_hooks' symbols, so a fresh process renders a page with the
 * built server build and reports what a new promise carries, before and after.
 */
const script = (serverBuild: string) => `
  import { createRequestHandler } from "react-router";
  const symbols = () => Object.getOwnPropertySymbols(Promise.resolve()).map(String);
  const before = symbols();
  const build = await import(${JSON.stringify(serverBuild)});
  const handle = createRequestHandler(build, "production");
  const failure = { status: 503, message: "503: down", serverMessage: "down" };
  const context = {
    user: null,
    origin: "http://127.0.0.1",
    timeZone: "UTC",
    nonce: "bm9uY2U=",
    load: async (queries) => ({
      queries: queries.map((q) => ({ url: q.url, at: Date.now(), error: failure })),
    }),
    send: async () => ({ status: 503, body: undefined }),
  };
  const response = await handle(new Request("http://127.0.0.1/"), context);
  const html = await response.text();
  await new Promise((resolve) => setTimeout(resolve, 50));
  console.log(JSON.stringify({ before, after: symbols(), status: response.status, html: html.slice(0, 200) }));
`;

beforeAll(() => ensureBuild(), 180_000);

it("a page render leaves Node's async hooks off", () => {
  const serverBuild = pathToFileURL(path.join(projectRoot, "dist/pages/server/index.js")).href;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script(serverBuild)], {
    cwd: projectRoot,
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(run.status, run.stderr).toBe(0);
  const report = JSON.parse(run.stdout.trim().split("\n").at(-1)!) as {
    before: string[];
    after: string[];
    html: string;
  };
  expect(report.html).toMatch(/^<!DOCTYPE html>/i);
  expect(report.before).toEqual([]);
  expect(report.after).toEqual([]);
}, 90_000);
