/**
 * npm run bench:lighthouse -- <url> [report.json]: one Lighthouse mobile run (the bench's
 * configuration, bench/lib/lighthouse.ts) of one page of an already running server, with the load
 * average before and after and the parts of the report that say why: the LCP element and its
 * breakdown, main-thread work by kind, script time by file and the requests. On a shared machine
 * the breakdown says more than the score (docs/performance.md).
 */
import fs from "node:fs";
import os from "node:os";
import { launchChromium, lighthouseReport } from "./lib/lighthouse.js";

const [url, out] = process.argv.slice(2);
if (!url) throw new Error("usage: npm run bench:lighthouse -- <url> [report.json]");

interface Item {
  [key: string]: unknown;
}
const chrome = await launchChromium();
try {
  const loadBefore = os.loadavg()[0]!;
  const lhr = await lighthouseReport(chrome.port, url);
  if (out) fs.writeFileSync(out, JSON.stringify(lhr));
  const value = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  const items = (id: string) => (lhr.audits[id]?.details as { items?: Item[] })?.items ?? [];
  const score = (name: string) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
  console.log(
    `${url}  load ${loadBefore.toFixed(1)} -> ${os.loadavg()[0]!.toFixed(1)}  performance ${score("performance")}  SEO ${score("seo")}`,
  );
  console.log(
    `  FCP ${value("first-contentful-paint")} ms, LCP ${value("largest-contentful-paint")} ms, TBT ${value("total-blocking-time")} ms, CLS ${lhr.audits["cumulative-layout-shift"]?.numericValue?.toFixed(3)}, SI ${value("speed-index")} ms`,
  );
  for (const item of items("lcp-breakdown-insight")) {
    if (item.type === "node") console.log(`  LCP element: ${String(item.snippet)}`);
    if (item.type === "table") {
      const parts = (item.items as Item[]).map(
        (p) => `${String(p.label)} ${Math.round(Number(p.duration))} ms`,
      );
      console.log(`  LCP breakdown: ${parts.join(", ")}`);
    }
  }
  const main = items("mainthread-work-breakdown").map(
    (i) => `${String(i.groupLabel)} ${Math.round(Number(i.duration))}`,
  );
  console.log(`  main thread (ms): ${main.join(", ")}`);
  const scripts = items("bootup-time").map(
    (i) => `${String(i.url).replace(/.*\//, "") || "document"} ${Math.round(Number(i.total))}`,
  );
  console.log(`  CPU by file (ms): ${scripts.join(", ")}`);
  const requests = items("network-requests").map(
    (i) => `${String(i.url).replace(/.*\//, "") || "document"} ${Number(i.transferSize)} B`,
  );
  console.log(`  requests (${requests.length}): ${requests.join(", ")}`);
} finally {
  chrome.kill();
}
