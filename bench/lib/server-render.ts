import fs from "node:fs";
import path from "node:path";
import { compareWithRaw } from "./load.js";
import { startRawServer } from "./servers.js";
import { seedShoppers } from "./shoppers.js";

const BROWSER = { "accept-encoding": "br, gzip" };

/**
 * Server rendering (docs/decisions/0100, 0104): GET /products/{id} against a raw node:http server
 * sending the built index.html (what every page was before it was rendered), side by side.
 * A visitor without a session gets the kept page; so does a request with a session cookie the
 * server does not know (or a visitor's session: the page is the signed-out one), after the session
 * check; a signed-in shopper's page is rendered every time. Both sides are asked as a browser asks
 * (`accept-encoding: br, gzip`): the page travels compressed.
 */
export async function measureServerRendering(
  baseUrl: string,
  dataDir: string,
  productId: number,
  row: (name: string, value: string, bar?: string) => void,
) {
  const indexHtml = fs.readFileSync(path.resolve("dist/client/index.html"));
  const raw = await startRawServer(indexHtml, {
    "content-type": "text/html; charset=utf-8",
    "content-length": String(indexHtml.length),
  });
  try {
    const [shopper] = await seedShoppers(dataDir, 1);
    const cases: Array<[string, Record<string, string>]> = [
      ["visitor, kept page", { ...BROWSER }],
      [
        "unknown session cookie, signed-out page",
        { ...BROWSER, cookie: "ch_session=bench-unknown" },
      ],
      ["signed in, rendered per request", { ...BROWSER, cookie: shopper! }],
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
