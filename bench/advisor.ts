/** npm run bench:advisor: only the advisor part of npm run bench (the local turn time). */
import { measureAdvisor } from "./lib/advisor.js";

const rows: Array<[string, string, string]> = [];
measureAdvisor((name, value, bar = "") => {
  rows.push([name, value, bar]);
  console.log(`  ${name}: ${value}`);
});
console.log("\n| measure | value | bar |\n|---|---|---|");
for (const [name, value, bar] of rows) console.log(`| ${name} | ${value} | ${bar} |`);
