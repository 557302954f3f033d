import fs from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn, mergeClasses } from "./cn";

/** Every class-looking string literal in the client: what cn actually gets to merge. */
function classStringsInClient(): string[] {
  const root = path.resolve(import.meta.dirname, "..");
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx$/.test(entry.name)) {
        for (const match of fs
          .readFileSync(full, "utf8")
          .matchAll(
            /"([^"\n]*\b(?:flex|p-|px-|text-|bg-|rounded|w-|h-|border|gap|font-|hidden|block|size-|grid)[^"\n]*)"/g,
          ))
          found.add(match[1]!);
      }
    }
  };
  walk(root);
  return [...found];
}

describe("cn", () => {
  it("lets a later utility of the same group win, per variant", () => {
    expect(cn("p-6 pt-0", "p-4")).toBe("p-4");
    expect(cn("px-3 py-2 text-sm text-muted-foreground", "text-accent", "sm:text-lg")).toBe(
      "px-3 py-2 text-sm text-accent sm:text-lg",
    );
    expect(cn("flex size-4", undefined, null, "hidden w-20")).toBe("size-4 hidden w-20");
    expect(cn("hover:bg-muted bg-card", "bg-highlight")).toBe("hover:bg-muted bg-highlight");
    expect(cn("whitespace-pre-wrap p-3", "whitespace-nowrap")).toBe("p-3 whitespace-nowrap");
  });

  it("merges pairs of class strings in the client exactly as tailwind-merge does", () => {
    const strings = classStringsInClient();
    expect(strings.length).toBeGreaterThan(100);
    // Every string with itself and with a fixed, evenly spread sample of the others: all pairs
    // grow with the square of the client, and this sample covers every string on both sides.
    const sample = strings.filter((_, i) => i % Math.ceil(strings.length / 60) === 0);
    const differing: string[] = [];
    for (const first of strings) {
      for (const second of [first, ...sample]) {
        for (const classes of [`${first} ${second}`, `${second} ${first}`]) {
          if (mergeClasses(classes) !== twMerge(classes)) differing.push(classes);
        }
      }
    }
    expect(differing).toEqual([]);
  });

  it("answers from its memo exactly what merging answers, for any split of the inputs and past its bound", () => {
    // The same joined classes reached by different arguments, and different classes after them.
    expect(cn("p-6 pt-0", "p-4")).toBe("p-4");
    expect(cn("p-6", "pt-0 p-4")).toBe("p-4");
    expect(cn("p-6 pt-0", "p-2")).toBe("p-2");
    expect(cn({ "p-6": true, "pt-0": false }, "pt-1")).toBe("p-6 pt-1");
    expect(cn({ "p-6": true, "pt-0": true }, "pt-1")).toBe("p-6 pt-1");
    expect(cn("pt-1", { "p-6": true })).toBe("p-6");
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2500; i++) {
        const classes = `px-${i % 97} text-sm px-${i} h-${i % 13}`;
        expect(cn(classes, i % 2 ? "h-1" : undefined)).toBe(
          mergeClasses(`${classes}${i % 2 ? " h-1" : ""}`),
        );
      }
    }
  });
});
