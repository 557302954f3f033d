import fs from "node:fs";
import path from "node:path";
import { measureRates } from "./load.js";
import { startRawServer } from "./servers.js";
import { seedShoppers } from "./shoppers.js";

const BROWSER = { "accept-encoding": "br, gzip" };

/**
 * Server rendering (docs/decisions/0100, 0104, 0096): GET /products/{id} against serving the
 * static index.html, which is what every page was before it was rendered. Two baselines: this
 * same server sending dist/client/index.html (the measure: the same plugins and hooks, so
 * the ratio is what rendering costs), and a raw node:http server sending the same bytes (the
 * ceiling of this machine). A visitor without a session gets the kept page; so does a request
 * with a session cookie the server does not know (or a visitor's session: the page is the
 * signed-out one), after the session check; a signed-in shopper's page is rendered every time.
 * The pages are asked as a browser asks (`accept-encoding: br, gzip`): they travel compressed.
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
    const page = (headers: Record<string, string>) => ({
      url: `${baseUrl}/products/${productId}`,
      headers: { ...BROWSER, ...headers },
    });
    const rates = await measureRates({
      // Asked without compression: this server compresses index.html on every request (it has
      // no precompressed copy), and the baseline should be its quickest static answer.
      staticHere: { url: `${baseUrl}/index.html` },
      staticRaw: { url: `${raw.baseUrl}/`, headers: BROWSER },
      visitor: page({}),
      unknownCookie: page({ cookie: "ch_session=bench-unknown" }),
      signedIn: page({ cookie: shopper! }),
    });
    const { staticHere, staticRaw } = rates;
    row(
      "static index.html req/s (this server / raw node:http)",
      `${staticHere.rps.toFixed(0)} / ${staticRaw.rps.toFixed(0)}`,
    );
    const cases = [
      ["visitor, kept page", rates.visitor],
      ["unknown session cookie, signed-out page", rates.unknownCookie],
      ["signed in, rendered per request", rates.signedIn],
    ] as const;
    for (const [label, rate] of cases) {
      row(`SSR GET /products/{id} (${label}) req/s`, rate.rps.toFixed(0));
      row(
        `SSR GET /products/{id} (${label}) ratio to this server's static index.html`,
        `${(rate.rps / staticHere.rps).toFixed(2)}x`,
        "goal >= 0.5x",
      );
      row(
        `SSR GET /products/{id} (${label}) ratio to raw node:http's static index.html`,
        `${(rate.rps / staticRaw.rps).toFixed(2)}x`,
      );
      row(
        `SSR GET /products/{id} (${label}) p99 (ours / static here)`,
        `${rate.p99} ms / ${staticHere.p99} ms`,
      );
    }
  } finally {
    await raw.stop();
  }
}
