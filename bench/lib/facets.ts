import { load, median } from "./load.js";

/**
 * Facet and sort queries against the plain paged list at the seeded size (issue 17): the bar is
 * the same latency class, reported as a ratio of requests per second (facets / plain). Searched
 * queries are not cached, so they measure the SQL; browse queries are cached per catalogue change.
 */
export async function measureFacets(
  baseUrl: string,
  row: (name: string, value: string, bar?: string) => void,
  connections = 10,
) {
  const rpsOf = async (path: string) => {
    await load({ url: `${baseUrl}${path}`, connections, seconds: 1 });
    const runs = [];
    for (let i = 0; i < 3; i++) {
      runs.push(await load({ url: `${baseUrl}${path}`, connections, seconds: 3 }));
    }
    const failed = runs.reduce((n, r) => n + r.errors + r.non2xx, 0);
    if (failed) throw new Error(`${path}: ${failed} failed requests`);
    return {
      rps: median(runs.map((r) => r.requestsPerSecond)),
      p99: median(runs.map((r) => r.p99Ms)),
    };
  };
  const pairs: Array<[string, string, string]> = [
    [
      "browse page",
      "/api/products?limit=24",
      "/api/products?limit=24&integration=QuickBooks+Online,Xero&form=1040,941&sort=price_asc",
    ],
    [
      "browse counts",
      "/api/products?limit=24",
      "/api/products/facets?service=Bookkeeping&deployment=cloud",
    ],
    [
      "searched page",
      "/api/products?q=tax&limit=24",
      "/api/products?q=tax&limit=24&service=Tax+Preparation&deployment=cloud,windows&sort=price_desc",
    ],
    ["searched counts", "/api/products?q=tax&limit=24", "/api/products/facets?q=tax&form=1040"],
  ];
  for (const [name, plainPath, facetPath] of pairs) {
    const plain = await rpsOf(plainPath);
    const faceted = await rpsOf(facetPath);
    row(
      `facets: ${name} req/s (faceted+sorted / plain paged list)`,
      `${faceted.rps.toFixed(0)} / ${plain.rps.toFixed(0)} = ${(faceted.rps / plain.rps).toFixed(2)}x`,
      "bar: same latency class",
    );
    row(`facets: ${name} p99 (faceted / plain)`, `${faceted.p99} ms / ${plain.p99} ms`);
  }
}
