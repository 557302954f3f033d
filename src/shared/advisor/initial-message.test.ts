import { describe, expect, it } from "vitest";
import { INITIAL_MESSAGE_REQUEST, composeInitialMessage } from "./initial-message.js";
import { MESSAGE_MAX_LENGTH, messageTextSchema } from "./contracts.js";
import { CHALLENGES, GOALS, SERVICES } from "./options.js";

describe("composeInitialMessage", () => {
  it("summarises the answers in words and ends with a request for recommendations", () => {
    const text = composeInitialMessage({
      businessType: "sole_practitioner",
      firmSize: "growing",
      services: ["Tax Preparation", "Bookkeeping"],
      currentChallenges: ["Collecting documents from clients"],
      goals: ["Reduce errors", "Achieve a better work-life balance"],
      budget: "under_500",
      techComfort: "beginner",
      timeframe: "immediate",
      specificNeeds: "We file\n about 300 returns a year",
      contactInfo: { name: "Dana", email: "dana@example.com", phone: "555-0100" },
    });
    expect(text).toContain("Business type: Sole Practitioner");
    expect(text).toContain("Firm size: Growing (50 to 200 clients)");
    expect(text).toContain("Services we offer: Tax Preparation, Bookkeeping");
    expect(text).toContain("Current challenges: Collecting documents from clients");
    expect(text).toContain("Goals: Reduce errors; Achieve a better work-life balance");
    expect(text).toContain("Monthly budget: Under $500 per month");
    expect(text).toContain("Comfort with technology: Beginner");
    expect(text).toContain("Timeframe: Immediately (within the next 2 weeks)");
    expect(text).toContain("Specific needs: We file about 300 returns a year");
    expect(text).not.toContain("dana@example.com");
    expect(text).not.toMatch(/sole_practitioner|under_500/);
    expect(text.endsWith(INITIAL_MESSAGE_REQUEST)).toBe(true);
    expect(INITIAL_MESSAGE_REQUEST).toMatch(/recommend/);
  });

  it("stays a valid chat message with every box ticked and the longest specific needs", () => {
    const text = composeInitialMessage({
      businessType: "large_firm",
      firmSize: "enterprise",
      services: [...SERVICES],
      currentChallenges: [...CHALLENGES],
      goals: [...GOALS],
      budget: "over_5000",
      techComfort: "advanced",
      timeframe: "future",
      specificNeeds: "word ".repeat(400).trim(),
    });
    expect(text.length).toBeLessThanOrEqual(MESSAGE_MAX_LENGTH);
    expect(messageTextSchema.safeParse(text).success).toBe(true);
  });
});

describe("messageTextSchema", () => {
  it("trims, and takes 1 to 4,000 characters", () => {
    expect(messageTextSchema.parse("  hello  ")).toBe("hello");
    expect(messageTextSchema.safeParse("   ").success).toBe(false);
    expect(messageTextSchema.safeParse("x".repeat(4000)).success).toBe(true);
    expect(messageTextSchema.safeParse("x".repeat(4001)).success).toBe(false);
  });
});
