import fs from "node:fs";
import path from "node:path";
import { compareWithRaw } from "./load.js";
import { startRawServer } from "./servers.js";

const BROWSER = { "accept-encoding": "br, gzip" };

/**
 * Server rendering (docs/decisions/0100): GET /products/{id} against a raw node:http server
 * sending the built index.html (what every page was before it was rendered), side by side.
 * A visitor without a session gets the kept page; a request with a session cookie (here one the
 * server does not know, so the page is the signed-out one) is rendered every time. Both sides are
 * asked as a browser asks (`accept-encoding: br, gzip`): the page travels compressed.
 */
export async function measureServerRendering(
  baseUrl: string,
  productId: number,
  row: (name: string, value: string, bar?: string) => void,
) {
  const indexHtml = fs.readFileSync(path.resolve("dist/client/index.html"));
  const raw = await startRawServer(indexHtml, {
    "content-type": "text/html; charset=utf-8",
    "content-length": String(indexHtml.length),
  });
  try {
    const cases: Array<[string, Record<string, string>]> = [
      ["visitor, kept page", { ...BROWSER }],
      [
        "with a session cookie, rendered per request",
        { ...BROWSER, cookie: "ch_session=bench-unknown" },
      ],
    ];
    for (const [label, headers] of cases) {
      const result = await compareWithRaw(
        { url: `${baseUrl}/products/${productId}`, headers },
        { url: `${raw.baseUrl}/`, headers: BROWSER },
      );
      row(
        `SSR GET /products/{id} (${label}) req/s (ours / static index.html)`,
        `${result.oursRps.toFixed(0)} / ${result.rawRps.toFixed(0)}`,
      );
      row(
        `SSR GET /products/{id} (${label}) ratio to static index.html`,
        `${result.ratio.toFixed(2)}x`,
        "goal >= 0.5x",
      );
      row(
        `SSR GET /products/{id} (${label}) p99 (ours / static)`,
        `${result.oursP99} ms / ${result.rawP99} ms`,
      );
    }
  } finally {
    await raw.stop();
  }
}
