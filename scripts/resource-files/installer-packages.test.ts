import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CATALOGUE, installerPackageName } from "../../src/server/db/seed/catalogue.js";
import { deliveryOf } from "../../src/shared/delivery.js";
import { buildInstallerPackages, DOWNLOADS_FOLDER } from "./build.js";
import { unzip } from "./zip.js";

const licensed = CATALOGUE.filter((p) => deliveryOf(p) === "licence_key_installer");
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

describe("the installer packages of licence-key products", () => {
  const built = buildInstallerPackages();

  it("are exactly what the build writes (deterministic, not stale), one per licence-key product", () => {
    expect([...built.keys()].sort()).toEqual(
      licensed.map((p) => installerPackageName(p.slug)).sort(),
    );
    for (const [name, bytes] of built) {
      const committed = fs.readFileSync(path.join(DOWNLOADS_FOLDER, name));
      expect(Buffer.from(bytes).equals(committed), `${name} is stale: run the resource build`).toBe(
        true,
      );
    }
  });

  it("hold a README, the licence terms and checksums that verify", () => {
    for (const product of licensed) {
      const files = unzip(built.get(installerPackageName(product.slug))!);
      expect(Object.keys(files), product.slug).toEqual([
        "README.txt",
        "LICENCE.txt",
        "SHA256SUMS.txt",
      ]);
      const sums = text(files["SHA256SUMS.txt"]).trim().split("\n");
      expect(sums).toEqual(
        ["README.txt", "LICENCE.txt"].map(
          (name) => `${createHash("sha256").update(files[name]!).digest("hex")}  ${name}`,
        ),
      );
      const readme = text(files["README.txt"]);
      expect(
        readme.startsWith(`${product.name}\n${product.facts.vendor}, sold by Countinghouse`),
      ).toBe(true);
      expect(readme).toContain(`certutil -hashfile ${installerPackageName(product.slug)} SHA256`);
      expect(text(files["LICENCE.txt"])).toContain(`${product.name}: licence terms`);
    }
  });

  it("say one key per seat only where the licence is per user, one key for the whole firm where it is per firm", () => {
    const units = new Set<string>();
    for (const product of licensed) {
      const files = unzip(built.get(installerPackageName(product.slug))!);
      const readme = text(files["README.txt"]).replace(/\s+/g, " ");
      const licence = text(files["LICENCE.txt"]).replace(/\s+/g, " ");
      units.add(product.facts.pricingModel);
      if (product.facts.pricingModel === "per_user") {
        expect(readme, product.slug).toContain("One licence key per seat");
        expect(readme, product.slug).not.toContain("whole firm");
        expect(licence, product.slug).toContain("buy one seat for each person");
      } else {
        expect(product.facts.pricingModel, product.slug).toBe("per_firm");
        expect(readme, product.slug).toContain("One licence key for the whole firm");
        expect(readme, product.slug).not.toContain("per seat");
        expect(licence, product.slug).toContain("One licence key activates the whole firm");
      }
      const term = {
        annual: "runs for one year from the date of your order",
        monthly: "runs month by month",
        perpetual: "does not expire",
      }[product.facts.licenceTerm as "annual" | "monthly" | "perpetual"];
      expect(licence, product.slug).toContain(term);
    }
    expect([...units].sort()).toEqual(["per_firm", "per_user"]);
  });
});
