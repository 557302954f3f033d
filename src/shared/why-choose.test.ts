import { describe, expect, it } from "vitest";
import { UNKNOWN_FACTS, type ProductFacts } from "./contracts/product-facts.js";
import { UNKNOWN } from "./product-facts.js";
import { whyChooseReasons } from "./why-choose.js";
import type { Offer } from "./offer.js";

const facts = (change: Partial<ProductFacts>): ProductFacts => ({ ...UNKNOWN_FACTS, ...change });
const monthly: Offer = { unit: "per_user", term: "monthly" };
const once: Offer = { unit: "per_firm", term: "perpetual" };

describe("Why Choose This Product? from the product's own facts (issue 47)", () => {
  it("says around the clock only for 24/7 support, and business hours for the rest", () => {
    const allDay = whyChooseReasons({
      type: "subscription",
      offer: monthly,
      facts: facts({ support: { hours: "24_7", channels: ["phone", "chat"], training: UNKNOWN } }),
    });
    expect(allDay[0]).toMatchObject({ kind: "support", title: "Support around the clock" });
    expect(allDay[0]!.text).toContain("by phone and live chat");
    const office = whyChooseReasons({
      type: "subscription",
      offer: monthly,
      facts: facts({
        support: { hours: "business_hours", channels: ["email"], training: UNKNOWN },
      }),
    });
    expect(office[0]!.text).toBe("Help during business hours on weekdays, by e-mail.");
    expect(JSON.stringify(office)).not.toMatch(/around the clock|24\/7|24 hours/);
  });

  it("promises no updates for a file bought once, and no support it cannot back", () => {
    const template = whyChooseReasons({
      type: "one-time",
      offer: once,
      facts: facts({ deployment: ["spreadsheet"] }),
    });
    expect(template.map((r) => r.kind)).toEqual(["updates", "refund", "runs"]);
    expect(template[0]!.title).toBe("Yours to keep and edit");
    expect(JSON.stringify(template)).not.toMatch(/support|update(s)? (are )?included|tax year/i);
    expect(template[1]!.text).toContain("within 30 days");
  });

  it("offers the trial a subscription has, its length from the sheet", () => {
    const reasons = whyChooseReasons({
      type: "subscription",
      offer: monthly,
      facts: facts({ deployment: ["cloud"], trialDays: 30 }),
    });
    expect(reasons.find((r) => r.kind === "trial")).toMatchObject({ title: "Free for 30 days" });
    expect(reasons.find((r) => r.kind === "updates")!.text).toContain(
      "always use the current version",
    );
    const noTrial = whyChooseReasons({
      type: "subscription",
      offer: monthly,
      facts: facts({ trialDays: 0 }),
    });
    expect(noTrial.some((r) => r.kind === "trial")).toBe(false);
  });

  it("gives at most three, and nothing made up for a sheet that states nothing", () => {
    const unknown = whyChooseReasons({ type: "one-time", offer: once, facts: UNKNOWN_FACTS });
    expect(unknown.map((r) => r.kind)).toEqual(["refund"]);
    const full = whyChooseReasons({
      type: "subscription",
      offer: monthly,
      facts: facts({
        support: { hours: "extended_season", channels: UNKNOWN, training: UNKNOWN },
        deployment: ["cloud"],
        trialDays: 14,
        security: { ...UNKNOWN_FACTS.security, encryption: "yes", soc2: "yes" },
      }),
    });
    expect(full.map((r) => r.kind)).toEqual(["support", "updates", "trial"]);
  });
});
