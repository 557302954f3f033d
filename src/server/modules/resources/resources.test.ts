import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  freeResourceListSchema,
  type FreeResource,
} from "../../../shared/contracts/free-resources.js";
import { freeResources } from "../../db/schema.js";
import { FREE_RESOURCES, PUBLIC_FOLDER, seedFreeResources } from "../../db/seed/free-resources.js";
import { formatFileSize } from "../../../shared/file-size.js";
import { createTestApp, type TestApp } from "../../test/helpers.js";
import { DOWNLOAD_RATE_LIMIT } from "./routes.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (): Promise<FreeResource[]> => {
  const res = await t.app.inject({ method: "GET", url: "/api/free-resources" });
  expect(res.statusCode).toBe(200);
  return freeResourceListSchema.parse(res.json());
};

/** Each call from its own address, as separate visitors would be. */
let nextClient = 0;
const download = (
  resourceId: unknown,
  remoteAddress = `10.0.${nextClient >> 8}.${nextClient++ & 255}`,
) =>
  t.app.inject({
    method: "POST",
    url: "/api/free-resources/download",
    payload: { resourceId },
    remoteAddress,
  });

const countOf = async (id: number) => {
  const [row] = await t.database.db
    .select({ downloadCount: freeResources.downloadCount })
    .from(freeResources)
    .where(eq(freeResources.id, id));
  return row!.downloadCount;
};

describe("GET /api/free-resources", () => {
  it("lists at least 16 resources across all four categories, each with 2-6 tags", async () => {
    const resources = await list();
    expect(resources.length).toBeGreaterThanOrEqual(16);
    expect(new Set(resources.map((r) => r.category))).toEqual(
      new Set(["templates", "guides", "tools", "checklists"]),
    );
    for (const resource of resources) {
      expect(resource.tags.length, resource.title).toBeGreaterThanOrEqual(2);
      expect(resource.tags.length, resource.title).toBeLessThanOrEqual(6);
    }
  });

  it("points every resource at a real, non-trivial file whose true size is shown", async () => {
    for (const resource of await list()) {
      expect(resource.fileUrl).toMatch(/^\/resources\/[a-z0-9-]+\.(pdf|txt|csv)$/);
      const file = path.join(PUBLIC_FOLDER, resource.fileUrl);
      const size = fs.statSync(file).size;
      expect(size, resource.fileUrl).toBeGreaterThan(2000);
      expect(resource.fileSize).toBe(formatFileSize(size));
      expect(resource.fileName).toMatch(/^[A-Za-z0-9-]+\.(pdf|txt|csv)$/);
      expect(path.extname(resource.fileName)).toBe(path.extname(resource.fileUrl));
    }
  });
});

describe("POST /api/free-resources/download", () => {
  it("counts 100 concurrent downloads exactly", async () => {
    const [first] = await list();
    const before = await countOf(first!.id);
    const responses = await Promise.all(Array.from({ length: 100 }, () => download(first!.id)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(100).fill(200));
    expect(await countOf(first!.id)).toBe(before + 100);
    const counts = responses.map((r) => r.json().downloadCount as number).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 100 }, (_, i) => before + i + 1));
  });

  it("answers 404 for an unknown resource and counts nothing", async () => {
    const res = await download(999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Resource not found", code: "resource_not_found" });
  });

  it("answers 400 naming the field for a bad body", async () => {
    for (const resourceId of ["7", -1, 1.5, null, undefined]) {
      const res = await download(resourceId);
      expect(res.statusCode, String(resourceId)).toBe(400);
      expect(res.json().message).toContain("resourceId");
    }
    const noBody = await t.app.inject({ method: "POST", url: "/api/free-resources/download" });
    expect(noBody.statusCode).toBe(400);
  });

  it("stops one client from inflating a count (429 with Retry-After)", async () => {
    const [, second] = await list();
    const before = await countOf(second!.id);
    const statuses: number[] = [];
    for (let i = 0; i < DOWNLOAD_RATE_LIMIT.max + 5; i++) {
      statuses.push((await download(second!.id, "192.0.2.50")).statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(DOWNLOAD_RATE_LIMIT.max);
    expect(statuses.slice(DOWNLOAD_RATE_LIMIT.max)).toEqual(Array(5).fill(429));
    expect(await countOf(second!.id)).toBe(before + DOWNLOAD_RATE_LIMIT.max);
    const limited = await download(second!.id, "192.0.2.50");
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(limited.json().message).toMatch(/Too many requests/);
    // Another client is not affected.
    expect((await download(second!.id, "192.0.2.51")).statusCode).toBe(200);
  });
});

describe("the free resources seed", () => {
  it("is idempotent and keeps download counts", async () => {
    const [first] = await list();
    const before = await countOf(first!.id);
    await seedFreeResources(t.database.db);
    const after = await list();
    expect(after).toHaveLength(FREE_RESOURCES.length);
    expect(await countOf(first!.id)).toBe(before);
  });

  it("refreshes a stale file size but keeps an edited title", async () => {
    const [first] = await list();
    await t.database.db
      .update(freeResources)
      .set({ fileSize: "1 byte", title: "Edited title" })
      .where(eq(freeResources.id, first!.id));
    await seedFreeResources(t.database.db);
    const [row] = (await list()).filter((r) => r.id === first!.id);
    expect(row!.title).toBe("Edited title");
    expect(row!.fileSize).toBe(first!.fileSize);
  });

  it("moves a library seeded with the old Markdown file to its PDF, keeping the count", async () => {
    const letter = (await list()).find(
      (r) => r.fileUrl === "/resources/tax-season-engagement-letter.pdf",
    )!;
    await t.database.db
      .update(freeResources)
      .set({
        fileUrl: "/resources/tax-season-engagement-letter.md",
        fileName: "Tax-Season-Engagement-Letter.md",
        downloadCount: 7,
      })
      .where(eq(freeResources.id, letter.id));
    await seedFreeResources(t.database.db);
    const [row] = (await list()).filter((r) => r.id === letter.id);
    expect(row).toMatchObject({
      fileUrl: "/resources/tax-season-engagement-letter.pdf",
      fileName: "Tax-Season-Engagement-Letter.pdf",
      fileSize: letter.fileSize,
      downloadCount: 7,
    });
  });
});
