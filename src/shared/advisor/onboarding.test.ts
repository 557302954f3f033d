import { describe, expect, it } from "vitest";
import { onboardingDataSchema, type OnboardingData } from "./onboarding.js";
import {
  BUDGETS,
  BUSINESS_TYPES,
  CHALLENGES,
  FIRM_SIZES,
  GOALS,
  SERVICES,
  TECH_COMFORTS,
  TIMEFRAMES,
} from "./options.js";

const valid: OnboardingData = {
  businessType: "sole_practitioner",
  firmSize: "growing",
  services: ["Tax Preparation", "Bookkeeping"],
  currentChallenges: ["Collecting documents from clients"],
  goals: ["Reduce errors"],
  budget: "under_500",
  techComfort: "beginner",
  timeframe: "immediate",
};

describe("the answer sets", () => {
  it("are the spec's enumerations, value for value", () => {
    expect(BUSINESS_TYPES).toEqual([
      "sole_practitioner",
      "small_firm",
      "mid_size_firm",
      "large_firm",
    ]);
    expect(FIRM_SIZES).toEqual(["startup", "growing", "established", "enterprise"]);
    expect(BUDGETS).toEqual(["under_500", "500_1500", "1500_5000", "over_5000"]);
    expect(TECH_COMFORTS).toEqual(["beginner", "intermediate", "advanced"]);
    expect(TIMEFRAMES).toEqual(["immediate", "soon", "planning", "future"]);
  });

  it("has the 12 services word for word, and 12 distinct challenges and goals", () => {
    expect(SERVICES).toEqual([
      "Tax Preparation",
      "Bookkeeping",
      "Payroll Services",
      "Financial Planning",
      "Business Consulting",
      "Audit & Review",
      "QuickBooks Setup",
      "IRS Representation",
      "Estate Planning",
      "Business Formation",
      "CFO Services",
      "Financial Analysis",
    ]);
    expect(new Set(CHALLENGES).size).toBe(12);
    expect(new Set(GOALS).size).toBe(12);
  });

  it("challenges and goals cover every topic the spec lists, in order", () => {
    const challengeTopics = [
      /data entry/,
      /communication/,
      /documents/,
      /reconciliation/,
      /report/,
      /profitable/,
      /portal/,
      /compliance/,
      /seasonal/i,
      /productivity/,
      /integrate/,
      /automated/,
    ];
    const goalTopics = [
      /efficient/,
      /errors/,
      /client satisfaction/,
      /scale/i,
      /reporting/,
      /collaboration/,
      /automate/i,
      /compliant/,
      /profitability/,
      /work-life balance/,
      /services/,
      /moderni[sz]e/i,
    ];
    challengeTopics.forEach((topic, i) => expect(CHALLENGES[i]).toMatch(topic));
    goalTopics.forEach((topic, i) => expect(GOALS[i]).toMatch(topic));
  });
});

describe("onboardingDataSchema", () => {
  it("accepts a finished wizard and trims free text", () => {
    const parsed = onboardingDataSchema.parse({
      ...valid,
      specificNeeds: "  Needs e-file for 1040s  ",
      contactInfo: { name: " Dana ", email: "dana@example.com", phone: "" },
    });
    expect(parsed.specificNeeds).toBe("Needs e-file for 1040s");
    expect(parsed.contactInfo).toEqual({ name: "Dana", email: "dana@example.com", phone: "" });
  });

  it.each([
    ["businessType", "freelancer"],
    ["firmSize", "huge"],
    ["budget", "under_100"],
    ["techComfort", "expert"],
    ["timeframe", "yesterday"],
    ["services", ["Tax Preparation", "Crypto Mining"]],
    ["currentChallenges", ["Not a challenge on the list"]],
    ["goals", ["World domination"]],
  ])("refuses %s = %j (not from the list)", (field, value) => {
    const result = onboardingDataSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });

  it("refuses empty checklists, duplicates and a missing budget", () => {
    expect(onboardingDataSchema.safeParse({ ...valid, services: [] }).success).toBe(false);
    expect(
      onboardingDataSchema.safeParse({ ...valid, goals: ["Reduce errors", "Reduce errors"] })
        .success,
    ).toBe(false);
    const { budget: _budget, ...withoutBudget } = valid;
    expect(onboardingDataSchema.safeParse(withoutBudget).success).toBe(false);
  });

  it("limits specific needs to 2,000 characters and checks a given email", () => {
    expect(
      onboardingDataSchema.safeParse({ ...valid, specificNeeds: "x".repeat(2000) }).success,
    ).toBe(true);
    expect(
      onboardingDataSchema.safeParse({ ...valid, specificNeeds: "x".repeat(2001) }).success,
    ).toBe(false);
    const badEmail = onboardingDataSchema.safeParse({
      ...valid,
      contactInfo: { email: "not-an-email" },
    });
    expect(badEmail.error?.issues[0]?.message).toBe(
      "Enter a valid email address or leave it blank",
    );
  });
});
