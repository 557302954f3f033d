/**
 * Screenshots of pages at 1280 px and 390 px, for looking at a screen after changing it.
 *   tsx scripts/screenshot.ts [--as customer|admin] [--no-js] [--height N] [--base http://localhost:5000] /path [/path ...]
 * Files land in screenshots/<name>-<width>.png. --no-js shows the server-rendered page alone.
 * --height N takes the top N px of a long page (at full size) instead of the whole page.
 */
import fs from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, headlessShellPath } from "./chromium.js";

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const as = option("--as");
const noJs = args.includes("--no-js");
if (noJs) args.splice(args.indexOf("--no-js"), 1);
const base = option("--base") ?? "http://localhost:5000";
const height = option("--height");
const paths = args.length ? args : ["/"];

fs.mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({ executablePath: headlessShellPath(), args: CHROMIUM_ARGS });
for (const width of [1280, 390]) {
  const context = await browser.newContext({
    viewport: { width, height: height ? Number(height) : width > 600 ? 800 : 844 },
    javaScriptEnabled: !noJs,
  });
  if (as) {
    const userId = as === "admin" ? "admin_test_123" : "customer_test_456";
    const response = await context.request.post(`${base}/api/test-login`, { data: { userId } });
    if (!response.ok()) throw new Error(`test login failed: ${response.status()}`);
  }
  const page = await context.newPage();
  page.on("console", (m) => m.type() === "error" && console.error(`[console] ${m.text()}`));
  for (const path of paths) {
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    // Lazy screens show a loading state first: wait for it to be replaced.
    await page
      .waitForFunction(() => !document.body.innerText.includes("Loading…"), null, {
        timeout: 10_000,
      })
      .catch(() => console.error(`still loading: ${path}`));
    await page.waitForTimeout(300);
    const name = path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
    const file = `screenshots/${name}${as ? `-${as}` : ""}${noJs ? "-nojs" : ""}-${width}.png`;
    await page.screenshot({ path: file, fullPage: !height });
    console.log(file);
  }
  await context.close();
}
await browser.close();
