import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Finding 13: two production dependencies declared Node >= 22 while package.json said >= 20.19.
 * Every package the app installs for production must run on the lowest Node `engines` allows.
 */
const root = path.resolve(import.meta.dirname, "..");
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
  engines: { node: string };
};
const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, { version?: string; dev?: boolean; engines?: { node?: string } }>;
};

type Version = [number, number, number];
const parse = (text: string): Version => {
  const [a = 0, b = 0, c = 0] = text
    .replace(/^v/, "")
    .split(".")
    .map((part) => (/^\d+$/.test(part) ? Number(part) : 0));
  return [a, b, c];
};
const compare = (x: Version, y: Version) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2];

/** Enough of semver's range grammar for engines fields: ||, spaces (and), >=, >, <, <=, ^, ~, x. */
function satisfies(version: Version, range: string): boolean {
  return range.split("||").some((alternative) =>
    alternative
      .trim()
      .replace(/([<>=^~]+)\s+/g, "$1")
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => {
        const match = /^([<>]=?|=|\^|~)?v?([\dx*]+(?:\.[\dx*]+){0,2})$/.exec(comparator);
        if (!match) throw new Error(`cannot read the engines range "${range}"`);
        const [, op = "=", text = ""] = match;
        if (text === "*" || text === "x") return true;
        const wanted = parse(text);
        const c = compare(version, wanted);
        switch (op) {
          case ">=":
            return c >= 0;
          case ">":
            return c > 0;
          case "<":
            return c < 0;
          case "<=":
            return c <= 0;
          case "^":
            return c >= 0 && version[0] === wanted[0];
          case "~":
            return c >= 0 && version[0] === wanted[0] && version[1] === wanted[1];
          default: {
            const parts = text.split(".");
            return parts.every((p, i) => /[x*]/.test(p) || Number(p) === version[i]);
          }
        }
      }),
  );
}

describe("the engines field", () => {
  const lowest = parse(pkg.engines.node.replace(/^>=\s*/, ""));

  it("reads ranges like npm does", () => {
    expect(satisfies([20, 19, 0], ">=20")).toBe(true);
    expect(satisfies([20, 19, 0], ">=22")).toBe(false);
    expect(satisfies([20, 19, 0], "^18.18.0 || ^20.9.0 || >=21.1.0")).toBe(true);
    expect(satisfies([20, 19, 0], ">= 0.6")).toBe(true);
    expect(satisfies([20, 19, 0], "^20.19.0 || ^22.12.0 || >=23")).toBe(true);
  });

  it("every production dependency supports the lowest Node that engines allows", () => {
    const refused = Object.entries(lock.packages)
      .filter(([name, entry]) => name.startsWith("node_modules/") && !entry.dev)
      .filter(([, entry]) => entry.engines?.node && !satisfies(lowest, entry.engines.node))
      .map(([name, entry]) => `${name}@${entry.version} needs node ${entry.engines!.node}`);
    expect(refused).toEqual([]);
  });
});
