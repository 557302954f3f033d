import { describe, expect, it } from "vitest";
import {
  budgetFromText,
  buildFirmProfile,
  knowsMainService,
  scaleFromText,
} from "./firm-profile.js";
import { chatConversation } from "../../../test/advisor/engine-support.js";

describe("what the chat says about the firm", () => {
  it.each([
    ["Our budget is $300 a month", 300_00],
    ["we can spend up to $1,200 per month", 1200_00],
    ["under $3,600 a year please", 300_00],
    ["budget is 2k per month", 2000_00],
    ["budget of 450", 450_00],
  ])("reads a monthly budget from %j", (text, cents) => {
    expect(budgetFromText(text)).toBe(cents);
  });

  it.each(["we have 300 clients", "about 12 staff", "tell me about budgeting software"])(
    "finds no budget in %j",
    (text) => {
      expect(budgetFromText(text)).toBeNull();
    },
  );

  it.each([
    ["I'm a sole practitioner", 1],
    ["a team of 8 staff", 2],
    ["we have 35 employees", 3],
    ["about 900 clients", 4],
    ["a small firm", 2],
  ])("reads the firm's size from %j", (text, scale) => {
    expect(scaleFromText(text)).toBe(scale);
  });

  it("the latest message's topic outweighs what was said before", () => {
    const firm = buildFirmProfile(
      chatConversation("We do bookkeeping and tax returns", "do you have something for payroll?"),
    );
    const weights = Object.fromEntries([...firm.needs].map(([id, need]) => [id, need.weight]));
    expect(weights.payroll).toBeGreaterThan(weights.bookkeeping!);
    expect([...firm.focus.keys()]).toEqual(["payroll"]);
    expect(knowsMainService(firm)).toBe(true);
  });

  it("a product's name is not a topic: asking about ReconcileIQ is not asking for reconciliation", () => {
    const firm = buildFirmProfile(chatConversation("tell me about ReconcileIQ"), ["ReconcileIQ"]);
    expect(firm.focus.size).toBe(0);
  });
});
