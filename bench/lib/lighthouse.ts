import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { CHROMIUM_ARGS, chromiumPath } from "../../scripts/chromium.js";
import { median } from "./load.js";

/*
 * Lighthouse and chrome-launcher (168 packages) are the bench's own tools: bench/tools/package.json,
 * installed into bench/tools/node_modules by `npm run bench` (decision 0099), so the project's install
 * and CI do not fetch them. They are loaded by name at run time, typed here by the parts the bench
 * reads: Lighthouse's result (its documented LHR JSON) and chrome-launcher's handle.
 */

/** The parts of Lighthouse's result (LHR) the bench reads. */
export interface LighthouseResult {
  runtimeError?: { code: string; message: string };
  categories: Partial<Record<string, { score: number | null }>>;
  audits: Partial<Record<string, { numericValue?: number; details?: unknown }>>;
}
type RunLighthouse = (
  url: string,
  flags: { port: number; onlyCategories: string[]; logLevel: "error"; output: "json" },
) => Promise<{ lhr: LighthouseResult } | undefined>;
interface LaunchedChrome {
  port: number;
  kill(): void;
}
type LaunchChrome = (options: {
  chromePath: string;
  chromeFlags: string[];
  logLevel: "error";
}) => Promise<LaunchedChrome>;

/** A bench tool by its package name, from bench/tools/node_modules. */
const benchTool = <T>(name: string) =>
  import(pathToFileURL(toolsRequire.resolve(name)).href) as Promise<T>;
const toolsRequire = createRequire(new URL("../tools/package.json", import.meta.url));

export interface LighthouseFigures {
  /** 0–100, Lighthouse's performance category. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** 0–100, Lighthouse's SEO category. */
  seo: number;
}

/** Headless Debian Chromium for Lighthouse to drive. */
export async function launchChromium(): Promise<LaunchedChrome> {
  const { launch } = await benchTool<{ launch: LaunchChrome }>("chrome-launcher");
  return launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
    logLevel: "error",
  });
}

/** One Lighthouse run (default mobile configuration, performance and SEO) of `url`. */
export async function lighthouseReport(port: number, url: string): Promise<LighthouseResult> {
  const { default: lighthouse } = await benchTool<{ default: RunLighthouse }>("lighthouse");
  const result = await lighthouse(url, {
    port,
    onlyCategories: ["performance", "seo"],
    logLevel: "error",
    output: "json",
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  return lhr;
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine; such a
 * run measured nothing, so it is tried again, at most twice.
 */
async function lighthouseReportWithRetry(port: number, url: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseReport(port, url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`  (Lighthouse run failed, trying again: ${(error as Error).message})`);
    }
  }
}

/**
 * Lighthouse 12's default mobile run (Moto G Power emulation, simulated slow 4G and 4x CPU
 * throttling), performance and SEO categories, `runs` times against one Chromium; each figure is the
 * median of the runs, as Lighthouse's own docs advise for noisy machines.
 */
export async function lighthouseMedian(url: string, runs = 3): Promise<LighthouseFigures> {
  const chrome = await launchChromium();
  try {
    const results: LighthouseFigures[] = [];
    for (let i = 0; i < runs; i++) {
      const lhr = await lighthouseReportWithRetry(chrome.port, url);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: audit("largest-contentful-paint"),
        tbtMs: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
      });
    }
    return {
      score: median(results.map((r) => r.score)),
      lcpMs: median(results.map((r) => r.lcpMs)),
      tbtMs: median(results.map((r) => r.tbtMs)),
      cls: median(results.map((r) => r.cls)),
      seo: median(results.map((r) => r.seo)),
    };
  } finally {
    chrome.kill();
  }
}
