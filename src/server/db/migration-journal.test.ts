import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

const folder = path.resolve(import.meta.dirname, "../../../drizzle");
const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
  entries: JournalEntry[];
};

describe("the migration journal", () => {
  // Drizzle's migrator applies only migrations dated after the last one a database has applied:
  // a later migration with an earlier date would be skipped on every database already migrated.
  it("dates every migration after the one before it", () => {
    const dates = journal.entries.map((entry) => entry.when);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(new Set(dates).size).toBe(dates.length);
  });

  it("names a SQL file for every entry, in index order", () => {
    const indexes = journal.entries.map((entry) => entry.idx);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    for (const entry of journal.entries) {
      expect(entry.tag.startsWith(String(entry.idx).padStart(4, "0"))).toBe(true);
      expect(fs.existsSync(path.join(folder, `${entry.tag}.sql`))).toBe(true);
    }
  });
});
