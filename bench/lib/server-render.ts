import fs from "node:fs";
import path from "node:path";
import { measureRates } from "./load.js";
import { startRawServer } from "./servers.js";
import { seedShoppers } from "./shoppers.js";

const BROWSER = { "accept-encoding": "br, gzip" };

/**
 * Server rendering (docs/decisions/0100, 0104, 0096, 0210): GET /products/{id} against serving a
 * static file. There is no index.html since the pages moved to React Router (decision 0210): the
 * static file is the site's icon (/favicon.svg, under a kilobyte, smaller than the old
 * index.html). Two baselines: this same server sending it (the same plugins and hooks, so the
 * ratio is what rendering costs), and a raw node:http server sending the same bytes (the ceiling
 * of this machine). A visitor without a session gets the kept page; so does a request
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
  const icon = fs.readFileSync(path.resolve("dist/pages/client/favicon.svg"));
  const raw = await startRawServer(icon, {
    "content-type": "image/svg+xml",
    "content-length": String(icon.length),
  });
  try {
    const [shopper] = await seedShoppers(dataDir, 1);
    const page = (headers: Record<string, string>) => ({
      url: `${baseUrl}/products/${productId}`,
      headers: { ...BROWSER, ...headers },
    });
    const rates = await measureRates({
      // Asked without compression: the baseline should be this server's quickest static answer.
      staticHere: { url: `${baseUrl}/favicon.svg` },
      staticRaw: { url: `${raw.baseUrl}/`, headers: BROWSER },
      visitor: page({}),
      unknownCookie: page({ cookie: "ch_session=bench-unknown" }),
      signedIn: page({ cookie: shopper! }),
    });
    const { staticHere, staticRaw } = rates;
    row(
      "static /favicon.svg req/s (this server / raw node:http)",
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
        `SSR GET /products/{id} (${label}) ratio to this server's static file`,
        `${(rate.rps / staticHere.rps).toFixed(2)}x`,
        "goal >= 0.5x",
      );
      row(
        `SSR GET /products/{id} (${label}) ratio to raw node:http's static file`,
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
