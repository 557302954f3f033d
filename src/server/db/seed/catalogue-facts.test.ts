import { describe, expect, it } from "vitest";
import { productFactsSchema, type ProductFacts } from "../../../shared/contracts/product-facts.js";
import { INTEGRATIONS, TAX_FORMS, type TaxForm } from "../../../shared/product-facts.js";
import { offerTypeProblem } from "../../../shared/offer.js";
import { CATALOGUE, type SeedProduct } from "./catalogue.js";
import { offerAndFacts } from "./products.js";

const listed = <T>(value: readonly T[] | "unknown"): readonly T[] =>
  value === "unknown" ? [] : value;

/** "1120" must not match inside "1120-S", nor "990" inside "990-EZ". */
function mentions(text: string, form: TaxForm): boolean {
  const escaped = form.replace(/-/g, "\\-");
  return new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`, "i").test(text);
}

const textOf = (p: SeedProduct) => [p.name, p.description, ...(p.features ?? [])].join(" \n ");

describe("the seeded fact sheets", () => {
  it("give every product a sheet that passes the admin's own validation, unchanged", () => {
    for (const product of CATALOGUE) {
      const { facts } = offerAndFacts(product.facts);
      const parsed = productFactsSchema.safeParse(facts);
      expect(parsed.success, `${product.slug}: ${parsed.error?.message}`).toBe(true);
      expect(parsed.data, product.slug).toEqual(facts);
    }
  });

  it("give every product an offer that agrees with its type (only subscriptions are monthly)", () => {
    for (const product of CATALOGUE) {
      const { offer } = offerAndFacts(product.facts);
      expect(offerTypeProblem(product.type, offer), product.slug).toBeNull();
    }
    const annual = CATALOGUE.filter((p) => p.facts.licenceTerm === "annual").map((p) => p.name);
    expect(annual).toEqual(
      expect.arrayContaining([
        "Ledgerpoint Tax Suite Professional",
        "Ledgerpoint Tax Suite Basic",
        "Copperline Payroll Desktop",
        "Slateform 1099 & W-2 E-File Desktop",
        "Cedarline Form 990 Preparer",
      ]),
    );
  });

  it("name a vendor, at least one service and firm size, delivery and pricing for every product", () => {
    for (const { slug, facts, name } of CATALOGUE) {
      expect(facts.vendor, slug).not.toBe("unknown");
      if (slug.startsWith("countinghouse-")) expect(facts.vendor, slug).toBe("Countinghouse");
      else expect(name.startsWith(facts.vendor as string), slug).toBe(true);
      expect(listed(facts.services).length, slug).toBeGreaterThan(0);
      expect(listed(facts.firmSizes).length, slug).toBeGreaterThan(0);
      expect(listed(facts.deployment).length, slug).toBeGreaterThan(0);
      expect(listed(facts.languages), slug).toContain("en");
      for (const key of ["pricingModel", "licenceTerm", "delivery", "trialDays"] as const) {
        expect(facts[key], `${slug} ${key}`).not.toBe("unknown");
      }
    }
  });

  it("agree with the product's type: subscriptions are monthly with a free trial, one-time purchases have none", () => {
    for (const { slug, type, facts } of CATALOGUE) {
      if (type === "subscription") {
        expect(facts.licenceTerm, slug).toBe("monthly");
        // The spec's button on a subscription reads "Start Free Trial".
        expect(facts.trialDays, slug).toBeGreaterThan(0);
      } else {
        expect(["perpetual", "annual", "per_use"], slug).toContain(facts.licenceTerm);
        expect(facts.trialDays, slug).toBe(0);
      }
    }
  });

  it("deliver the way the product is made", () => {
    for (const product of CATALOGUE) {
      const { slug, facts, category, type, download } = product;
      const deployment = listed(facts.deployment);
      if (download) {
        expect(facts.delivery, slug).toBe("template_download");
        // Spreadsheets are Excel workbooks, documents Word files (decision 0196).
        expect(download, slug).toMatch(/\.(xlsx|docx)$/);
        const format = download.endsWith(".xlsx") ? "spreadsheet" : "document";
        expect(deployment, slug).toEqual([format]);
      }
      if (category === "templates" && type === "one-time") expect(download, slug).toBeTruthy();
      if (deployment.includes("service")) {
        expect(facts.delivery, slug).toBe("service_booking");
        expect(facts.licenceTerm, slug).toBe("per_use");
      }
      if (deployment.includes("windows")) {
        expect(facts.delivery, slug).toBe("licence_key_installer");
      }
      if (deployment.includes("cloud")) expect(facts.delivery, slug).toBe("saas_activation");
      if (facts.delivery === "template_download") {
        expect(facts.security.mfa, slug).toBe("not_applicable");
      }
    }
  });

  it("cover every IRS form the description or features name, and none they exclude", () => {
    for (const product of CATALOGUE) {
      const forms = listed(product.facts.forms);
      for (const form of TAX_FORMS) {
        if (mentions(textOf(product), form))
          expect(forms, `${product.slug} ${form}`).toContain(form);
        if (product.facts.notIncluded.some((text) => mentions(text, form))) {
          expect(forms, `${product.slug} excludes ${form}`).not.toContain(form);
        }
      }
    }
  });

  it("name only integrations that exist, and our own products by their catalogue names", () => {
    const names = CATALOGUE.map((p) => p.name);
    const vendors = new Set(CATALOGUE.map((p) => p.facts.vendor));
    for (const product of CATALOGUE) {
      for (const integration of listed(product.facts.integrations)) {
        expect(INTEGRATIONS, product.slug).toContain(integration);
        expect(product.name, `${product.slug} integrates with itself`).not.toBe(integration);
        const ours = [...vendors].some(
          (v) => v !== "Countinghouse" && integration.startsWith(`${v} `),
        );
        if (ours) {
          expect(
            names.some((name) => name.startsWith(integration)),
            `${product.slug}: ${integration}`,
          ).toBe(true);
        }
      }
    }
  });

  it("give every product its own features now (the four that had none included)", () => {
    for (const product of CATALOGUE) {
      expect(product.features?.length, product.slug).toBeGreaterThanOrEqual(4);
    }
  });

  it("sell nothing dated in the past: a deadline calendar is for the coming year", () => {
    for (const product of CATALOGUE) {
      const years = `${product.name} ${product.description} ${product.download ?? ""}`.match(
        /\b20\d\d\b/g,
      );
      for (const year of years ?? [])
        expect(Number(year), product.slug).toBeGreaterThanOrEqual(2027);
    }
  });

  it("keep the advisor's known traps true: Ledgerpoint does not prepare 706/709, 1099 e-filing is not tax preparation", () => {
    const bySlug = (slug: string): ProductFacts => CATALOGUE.find((p) => p.slug === slug)!.facts;
    expect(listed(bySlug("ledgerpoint-tax-suite-professional").forms)).not.toContain("706");
    expect(listed(bySlug("slateform-1099-w2-efile").services)).not.toContain("Tax Preparation");
    expect(listed(bySlug("northgate-portfolio-analytics").services)).not.toContain(
      "Financial Analysis",
    );
    expect(listed(bySlug("harborview-portal-setup").services)).not.toContain("QuickBooks Setup");
  });
});
