import { chromium } from "playwright";
import { execSync } from "node:child_process";
const exe = process.argv[3] ?? "/usr/bin/chromium";
const cpu = () => Number(execSync("for p in $(pgrep -f /usr/lib/chromium); do awk '{print $14+$15}' /proc/$p/stat 2>/dev/null; done | paste -sd+ | bc").toString() || 0);
const { CHROMIUM_ARGS } = await import("./scripts/chromium.ts");
const b = await chromium.launch({ executablePath: exe, args: CHROMIUM_ARGS });
let t = cpu();
const lap = (label) => { const n = cpu(); console.log(label, ((n - t)/100).toFixed(2)); t = n; };
lap("launch");
for (let i = 0; i < 4; i++) {
  const ctx = await b.newContext(); 
  const page = await ctx.newPage(); 
  await page.goto(process.argv[2]); await page.waitForSelector("html[data-hydrated]"); lap(" newContext+page+load");
  await ctx.close(); t = cpu();
}
await b.close();
