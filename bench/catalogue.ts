/**
 * npm run bench:catalogue: only the large-catalogue part of npm run bench (10,000 and 100,000
 * products), for working on the search. BENCH_CATALOGUE_SIZES=10000 measures one size.
 */
import { ensureBuild } from "../scripts/ensure-build.js";
import { measureLargeCatalogue } from "./lib/large-catalogue.js";

ensureBuild();
const sizes = process.env.BENCH_CATALOGUE_SIZES?.split(",").map(Number);
const rows: Array<[string, string]> = [];
await measureLargeCatalogue((name, value) => {
  rows.push([name, value]);
  console.log(`  ${name}: ${value}`);
}, sizes);
console.log("\n| measure | value | bar |\n|---|---|---|");
for (const [name, value] of rows) console.log(`| ${name} | ${value} | |`);
