/**
 * Writes docs/decisions/README.md's tables from the records' titles and status lines:
 * npx tsx scripts/decisions-index.ts. Records in force first; superseded and retired ones after,
 * with their status (which names what replaced them).
 */
import fs from "node:fs";
import path from "node:path";

const folder = path.resolve("docs/decisions");
const readme = path.join(folder, "README.md");
const IN_FORCE = "## In force";

const records = fs
  .readdirSync(folder)
  .filter((name) => /^\d{4}-.*\.md$/.test(name))
  .sort()
  .map((name) => {
    const text = fs.readFileSync(path.join(folder, name), "utf8");
    const [, number, title] = /^# (\d{4})\. (.*)$/.exec(text.split("\n")[0]!) ?? [];
    if (!number) throw new Error(`${name}: the first line must be "# NNNN. Title"`);
    const status = /^Status: (.*)$/m.exec(text)?.[1]?.trim();
    if (!status) throw new Error(`${name}: no "Status:" line`);
    return { name, number, title, status };
  });
const closed = (status: string) => /^(superseded by|retired)/.test(status);
const link = (r: (typeof records)[number]) => `[${r.title}](${r.name})`;

// Everything above the first table is kept as written (the template).
const head = fs.readFileSync(readme, "utf8").split(/^## In force|^\| #\s+\| Decision\s+\|/m)[0]!;
const inForce = records.filter((r) => !closed(r.status));
const rest = records.filter((r) => closed(r.status));
fs.writeFileSync(
  readme,
  `${head.trimEnd()}\n\n${IN_FORCE}\n\n| # | Decision | Status |\n| --- | --- | --- |\n` +
    inForce.map((r) => `| ${r.number} | ${link(r)} | ${r.status} |`).join("\n") +
    `\n\n## Superseded or retired\n\nKept for the reasons they give; follow the status to what holds now.\n\n` +
    `| # | Decision | Status |\n| --- | --- | --- |\n` +
    rest.map((r) => `| ${r.number} | ${link(r)} | ${r.status} |`).join("\n") +
    "\n",
);
