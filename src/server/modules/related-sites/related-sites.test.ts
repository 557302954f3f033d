import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gt } from "drizzle-orm";
import { relatedSiteListSchema } from "../../../shared/contracts/related-sites.js";
import { relatedSites } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/related-sites", () => {
  it("lists partners with https sites, in their display order", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/related-sites" });
    expect(res.statusCode).toBe(200);
    const sites = relatedSiteListSchema.parse(res.json());
    expect(sites.length).toBeGreaterThanOrEqual(6);
    const categories = new Set(sites.map((s) => s.category));
    for (const category of ["Professional Body", "Software Partner", "Data Provider"]) {
      expect(categories.has(category), category).toBe(true);
    }
    for (const site of sites) expect(new URL(site.siteUrl).protocol).toBe("https:");
    // Every partner card has its banner and logo (issue 20: no grey placeholders).
    for (const site of sites) {
      expect(site.logoUrl, site.name).toMatch(/^\/images\/partners\//);
      expect(site.brandedImageUrl, site.name).toMatch(/^\/images\/partners\//);
    }
    expect(sites[0]!.category).toBe("Professional Body");
  });

  it("answers an empty list when there are no partners", async () => {
    await t.database.db.delete(relatedSites).where(gt(relatedSites.id, 0));
    const res = await t.app.inject({ method: "GET", url: "/api/related-sites" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe("partner images", () => {
  it("a missing image answers 404, not the HTML page, so the card can hide it", async () => {
    const res = await t.app.inject({ method: "GET", url: "/images/partners/paygrid-banner.png" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).not.toMatch(/text\/html/);
  });
});
