import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FREE_RESOURCES } from "../../src/server/db/seed/free-resources.js";
import { buildDocuments } from "./build.js";

const PUBLIC_RESOURCES = path.resolve(import.meta.dirname, "../../public/resources");

describe("the library's PDF documents", () => {
  it("are exactly what the build writes from the Markdown sources (deterministic, not stale)", async () => {
    const built = await buildDocuments();
    expect(built.size).toBeGreaterThan(0);
    for (const [name, bytes] of built) {
      const committed = fs.readFileSync(path.join(PUBLIC_RESOURCES, name));
      expect(Buffer.from(bytes).equals(committed), `${name} is stale: run the resource build`).toBe(
        true,
      );
      expect(committed.subarray(0, 5).toString()).toBe("%PDF-");
    }
  }, 120_000);

  it("are what the library offers: no Markdown downloads are left", () => {
    for (const resource of FREE_RESOURCES) {
      expect(resource.file).not.toMatch(/\.md$/);
      expect(resource.fileName.split(".").pop()).toBe(resource.file.split(".").pop());
      expect(fs.existsSync(path.join(PUBLIC_RESOURCES, resource.file)), resource.file).toBe(true);
    }
  });
});
