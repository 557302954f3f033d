import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { PRODUCT_CATEGORIES, PRODUCT_TYPES } from "../../../shared/products.js";
import { parseCents } from "../../../shared/money.js";
import { projectRoot } from "../../lib/project-root.js";
import { resolveDownload } from "../../lib/downloads.js";
import { createTestDatabase } from "../../test/helpers.js";
import type { Database } from "../client.js";
import { products } from "../schema.js";
import { deliveryOf } from "../../../shared/delivery.js";
import { CATALOGUE, installerPackageName, seedDownloadOf } from "./catalogue.js";
import { seed } from "./index.js";
import { offerAndFacts } from "./products.js";

describe("the seed catalogue", () => {
  it("has at least 48 products with unique slugs and names", () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(48);
    expect(new Set(CATALOGUE.map((p) => p.slug)).size).toBe(CATALOGUE.length);
    expect(new Set(CATALOGUE.map((p) => p.name)).size).toBe(CATALOGUE.length);
  });

  it("represents every category and type well", () => {
    for (const category of PRODUCT_CATEGORIES) {
      expect(CATALOGUE.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(12);
    }
    for (const type of PRODUCT_TYPES) {
      expect(CATALOGUE.filter((p) => p.type === type).length).toBeGreaterThanOrEqual(15);
    }
  });

  it("prices everything from $19 to $1,500", () => {
    const cents = CATALOGUE.map((p) => parseCents(p.price));
    expect(Math.min(...cents)).toBe(1900);
    expect(Math.max(...cents)).toBe(150000);
  });

  it("describes each product in 2 to 4 sentences with 4 to 8 features", () => {
    for (const product of CATALOGUE) {
      const sentences = product.description.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
      expect(sentences, product.slug).toBeGreaterThanOrEqual(2);
      expect(sentences, product.slug).toBeLessThanOrEqual(4);
      expect(product.features?.length, product.slug).toBeGreaterThanOrEqual(4);
      expect(product.features?.length, product.slug).toBeLessThanOrEqual(8);
    }
  });

  it("points every image at a file the app serves", () => {
    for (const product of CATALOGUE.filter((p) => p.image)) {
      expect(fs.existsSync(path.join(projectRoot, "public", product.image!)), product.slug).toBe(
        true,
      );
    }
    for (const category of PRODUCT_CATEGORIES) {
      expect(
        fs.existsSync(path.join(projectRoot, `public/images/categories/${category}.svg`)),
      ).toBe(true);
    }
  });

  it("gives every one-time template and every licence-key product a real, non-empty download", async () => {
    const templates = CATALOGUE.filter((p) => p.category === "templates" && p.type === "one-time");
    expect(templates.every((p) => p.download)).toBe(true);
    const licensed = CATALOGUE.filter((p) => deliveryOf(p) === "licence_key_installer");
    expect(licensed).toHaveLength(16);
    for (const product of licensed)
      expect(seedDownloadOf(product), product.slug).toBe(installerPackageName(product.slug));
    for (const product of CATALOGUE) {
      const download = seedDownloadOf(product);
      if (!download) continue;
      const file = await resolveDownload(`/downloads/${download}`);
      expect(file, product.slug).not.toBeNull();
      expect(file!.size, product.slug).toBeGreaterThan(1000);
    }
  });
});

describe("seeding", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("is idempotent and keeps admin edits", async () => {
    const db = database.db;
    const before = await db.select().from(products).orderBy(asc(products.id));
    expect(before).toHaveLength(CATALOGUE.length);
    expect(before.map((p) => p.slug)).toEqual(CATALOGUE.map((p) => p.slug));
    expect(before[0]!.downloadUrl).toBe(
      "/downloads/ledgerpoint-tax-suite-professional-installer.zip",
    );
    expect(before[1]!.downloadUrl).toBeNull();
    expect(before[2]!.downloadUrl).toBe("/downloads/engagement-letter-pack.docx");

    await db
      .update(products)
      .set({ name: "Renamed by an admin", price: "10.00", isActive: false })
      .where(eq(products.id, before[0]!.id));
    await seed(db);

    const after = await db.select().from(products).orderBy(asc(products.id));
    expect(after).toHaveLength(CATALOGUE.length);
    expect(after[0]).toMatchObject({
      name: "Renamed by an admin",
      price: "10.00",
      isActive: false,
    });
  });

  it("gives a row from before fact sheets its sheet and offer (and features if it had none) once, and then leaves it alone", async () => {
    const db = database.db;
    const catalogued = CATALOGUE.find((p) => p.slug === "brightfile-scan-split")!;
    const { facts, offer } = offerAndFacts(catalogued.facts);
    expect(offer).toEqual({ unit: "per_user", term: "perpetual" });
    await db
      .update(products)
      .set({ facts: null, features: null, name: "Scan & Split (renamed)", priceUnit: "per_firm" })
      .where(eq(products.slug, catalogued.slug));
    await seed(db);
    const [filled] = await db.select().from(products).where(eq(products.slug, catalogued.slug));
    expect(filled!.facts).toEqual(facts);
    expect({ unit: filled!.priceUnit, term: filled!.priceTerm }).toEqual(offer);
    expect(filled!.features).toEqual(catalogued.features);
    expect(filled!.name).toBe("Scan & Split (renamed)");

    const edited = { ...facts, trialDays: 30 };
    await db.update(products).set({ facts: edited }).where(eq(products.slug, catalogued.slug));
    await seed(db);
    const [kept] = await db.select().from(products).where(eq(products.slug, catalogued.slug));
    expect(kept!.facts).toEqual(edited);
  });

  it("moves a row still delivering what the catalogue shipped before to the current file, and leaves an admin's choice alone", async () => {
    const db = database.db;
    const set = (slug: string, downloadUrl: string | null) =>
      db.update(products).set({ downloadUrl }).where(eq(products.slug, slug));
    const urlOf = async (slug: string) =>
      (await db.select().from(products).where(eq(products.slug, slug)))[0]!.downloadUrl;
    // As an earlier catalogue left them: software without a file.
    await set("kestrel-trial-balance", null);
    await set("brightfile-scan-split", null);
    // A template still delivering the Markdown it shipped with, and the calendar's earlier year.
    await set("countinghouse-engagement-letter-pack", "/downloads/engagement-letter-pack.md");
    await set(
      "countinghouse-tax-deadline-calendar-2025",
      "/downloads/federal-tax-deadline-calendar-2025.csv",
    );
    // An admin's own choices.
    await set("copperline-payroll-desktop", "/installers/" + "a".repeat(64) + "/setup.msi");
    await set("harborview-client-portal", null);
    await set("countinghouse-month-end-close-checklist", "/downloads/my-own-checklist.pdf");
    await seed(db);
    expect(await urlOf("countinghouse-engagement-letter-pack")).toBe(
      "/downloads/engagement-letter-pack.docx",
    );
    expect(await urlOf("countinghouse-tax-deadline-calendar-2025")).toBe(
      "/downloads/federal-tax-deadline-calendar-2027.xlsx",
    );
    expect(await urlOf("countinghouse-month-end-close-checklist")).toBe(
      "/downloads/my-own-checklist.pdf",
    );
    expect(await urlOf("kestrel-trial-balance")).toBe(
      "/downloads/kestrel-trial-balance-installer.zip",
    );
    expect(await urlOf("brightfile-scan-split")).toBe(
      "/downloads/brightfile-scan-split-installer.zip",
    );
    expect(await urlOf("copperline-payroll-desktop")).toBe(
      "/installers/" + "a".repeat(64) + "/setup.msi",
    );
    expect(await urlOf("harborview-client-portal")).toBeNull();
  });
});
