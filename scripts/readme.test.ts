import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { envSchema } from "../src/server/config.js";

/**
 * The README stays true to the tree: its configuration table names every variable config.ts
 * reads (and no other), and its map of the code names every server module and client feature,
 * each path of it existing (issue 45).
 */
const readme = fs.readFileSync(path.resolve("README.md"), "utf8");

/** The rows of the Markdown table whose header row starts with `firstHeader`. */
function tableRows(firstHeader: string): string[][] {
  const lines = readme.split("\n");
  const start = lines.findIndex((line) => line.startsWith(`| ${firstHeader} `));
  if (start < 0) throw new Error(`no table headed "${firstHeader}" in the README`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

describe("the README's configuration table", () => {
  const named = tableRows("Variable").flatMap(([variables = ""]) => codeSpans(variables));

  it("names every variable config.ts reads", () => {
    const read = Object.keys(envSchema.shape);
    expect(read.length).toBeGreaterThan(30);
    expect(read.filter((key) => !named.includes(key))).toEqual([]);
  });

  it("names no variable config.ts does not read", () => {
    expect(named.filter((key) => !(key in envSchema.shape))).toEqual([]);
  });
});

describe("the README's map of the code", () => {
  const rows = tableRows("Feature");
  const roots = ["src/server", "src/client", "src/shared"];
  const paths = rows.flatMap((cells) =>
    roots.flatMap((root, column) =>
      codeSpans(cells[column + 1] ?? "").map((p) => ({ feature: cells[0], path: `${root}/${p}` })),
    ),
  );

  it("points only at files and folders that exist", () => {
    expect(paths.length).toBeGreaterThan(40);
    expect(paths.filter((entry) => !fs.existsSync(path.resolve(entry.path)))).toEqual([]);
  });

  it.each([
    ["src/server/modules", "modules"],
    ["src/client/features", "features"],
  ])("names every folder of %s", (folder, prefix) => {
    const named = new Set(paths.map((entry) => entry.path));
    const missing = fs
      .readdirSync(path.resolve(folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((name) => ![...named].some((p) => p === `${folder}/${name}`));
    expect(missing.map((name) => `${prefix}/${name}`)).toEqual([]);
  });
});

describe("the guides in docs/", () => {
  const guides = fs.readdirSync(path.resolve("docs")).filter((name) => name.endsWith(".md"));

  it("are each listed in docs/README.md", () => {
    const index = fs.readFileSync(path.resolve("docs/README.md"), "utf8");
    expect(guides.filter((name) => name !== "README.md" && !index.includes(`(${name})`))).toEqual(
      [],
    );
  });

  it("name only files and folders of the repository that exist", () => {
    const named = guides.flatMap((name) =>
      codeSpans(fs.readFileSync(path.resolve("docs", name), "utf8").replace(/```[\s\S]*?```/g, ""))
        .filter((span) =>
          /^(src|scripts|e2e|bench|drizzle|docs|assets|public)\/[\w./-]+$/.test(span),
        )
        .map((span) => ({ guide: name, span })),
    );
    expect(named.length).toBeGreaterThan(30);
    const missing = named.filter(
      ({ span }) => !fs.existsSync(path.resolve(span.replace(/\/$/, ""))),
    );
    expect(missing).toEqual([]);
  });
});
