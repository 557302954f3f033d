/** Writes docs/decisions/README.md's table from the records' titles: npx tsx scripts/decisions-index.ts */
import fs from "node:fs";
import path from "node:path";

const folder = path.resolve("docs/decisions");
const readme = path.join(folder, "README.md");
const rows = fs
  .readdirSync(folder)
  .filter((name) => /^\d{4}-.*\.md$/.test(name))
  .sort()
  .map((name) => {
    const title = fs.readFileSync(path.join(folder, name), "utf8").split("\n")[0]!;
    const [, number, text] = /^# (\d{4})\. (.*)$/.exec(title) ?? [];
    if (!number) throw new Error(`${name}: the first line must be "# NNNN. Title"`);
    return `| ${number} | [${text}](${name}) |`;
  });
// The table starts at its header row, however the formatter has padded it.
const head = fs.readFileSync(readme, "utf8").split(/^\| #\s+\| Decision\s+\|/m)[0]!;
fs.writeFileSync(readme, `${head}| # | Decision |\n| --- | --- |\n${rows.join("\n")}\n`);
