import { describe, expect, it } from "vitest";
import {
  emptyConversationState,
  type ConversationState,
} from "../../../../shared/advisor/conversation-state.js";
import { advisorTurn } from "../answer/turn.js";
import { capabilitySignals } from "../needs/capabilities.js";
import { normalise } from "../needs/text.js";
import { SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "../tools/catalogue-view.js";
import { readMoney } from "./money.js";
import { numbersAsDigits } from "./numbers.js";
import { readMessage } from "./read-message.js";
import { findForms } from "./vocabulary.js";

const view = catalogueView(SEED_CATALOGUE);
const idOf = (name: string) => view.products.find((p) => p.name === name)!.id;
const stateWith = (patch: Partial<ConversationState>): ConversationState => ({
  ...emptyConversationState(),
  ...patch,
});
const money = (text: string) =>
  readMoney(numbersAsDigits(text)).map((r) => ({
    cents: r.amountCents,
    kind: r.kind,
  }));

describe("going past an amount, said negatively, is a cap", () => {
  it.each([
    ["we'd prefer not to spend over $1,500 annually", 1500_00],
    ["ideally it shouldn't be more than 250 a month", 250_00],
    ["I never want to pay above five hundred dollars a month", 500_00],
    ["without going beyond $4k for the year", 4000_00],
    ["the partners won't exceed 900 a year", 900_00],
  ])("%s", (text, cents) => {
    expect(money(text)).toEqual([{ cents, kind: "cap" }]);
  });

  it("still reads 'over' alone as a floor", () => {
    expect(money("we spend over $5,000 a year on software now")).toEqual([
      { cents: 5000_00, kind: "floor" },
    ]);
  });
});

describe("kinds of filer named for the return they file", () => {
  const forms = (text: string) => findForms(text).map((f) => f.value);

  it.each([
    ["does it handle partnerships", ["1065"]],
    ["what about our c corporations and the s-corp", ["1120", "1120-S"]],
    ["a few fiduciary returns", ["1041"]],
    ["estates and trusts too", ["1041"]],
    ["nonprofit returns", ["990"]],
    ["individual returns only", ["1040"]],
  ])("%s", (text, expected) => {
    expect(forms(text)).toEqual(expected);
  });

  it("names no return for the firm's own partnership, 'it s corporate' or trust accounting", () => {
    expect(forms("we are a partnership of three cpas")).toEqual([]);
    expect(forms("it s corporate work mostly")).toEqual([]);
    expect(forms("trust accounting for an attorney")).toEqual([]);
  });

  it("answers a filer kind against the edition's list of forms and its not-included line", () => {
    const basic = idOf("Ledgerpoint Tax Suite Basic");
    const state = stateWith({
      focus: [basic],
      shown: [basic],
      discussed: [basic],
    });
    const read = readMessage(view, "can that edition prepare returns for partnerships?", state);
    expect(read.asks[0]).toMatchObject({
      kind: "capability",
      products: [basic],
      subjects: [{ kind: "form", form: "1065" }],
    });
    const turn = advisorTurn(
      view,
      {
        onboarding: null,
        messages: [
          {
            role: "user",
            content: "and C corporations, can the Ledgerpoint Basic do those?",
          },
        ],
        state,
      },
      new Date("2026-11-27T12:00:00Z"),
    );
    expect(turn.text).toMatch(/^\*\*No\*\*/);
    expect(turn.text).toContain("Business returns (1065, 1120, 1120-S, 1041)");
  });
});

describe("asked to send something, the chat says it cannot e-mail and points to the memo", () => {
  const ask = (text: string) => readMessage(view, text, emptyConversationState()).asks[0];

  it.each([
    "could you send the numbers over to my partner",
    "please e-mail us the comparison",
    "great, forward me a recap",
    "just mail me everything we discussed",
  ])("%s", (text) => {
    expect(ask(text)).toEqual({ kind: "memo", byEmail: true });
  });

  it("is no such request when it asks whether the store sends something", () => {
    expect(ask("will you email me before the trial ends?")?.kind).not.toBe("memo");
    expect(ask("how do you send the installer?")?.kind).not.toBe("memo");
  });

  it("writes that it cannot e-mail, and where Save as memo is", () => {
    const turn = advisorTurn(
      view,
      {
        onboarding: null,
        messages: [
          {
            role: "user",
            content: "can you shoot me a copy of this by email?",
          },
        ],
        state: null,
      },
      new Date("2026-11-27T12:00:00Z"),
    );
    expect(turn.text).toContain("can't send e-mail");
    expect(turn.text).toContain("Save as memo");
    expect(turn.text).not.toMatch(/^Yes/);
  });
});

describe("a job written with its verb", () => {
  const needs = (text: string) => [...capabilitySignals(normalise(text)).keys()];

  it("reads 'track billable time' and 'invoice customers' as the time tracking and billing job", () => {
    expect(needs("we want to track billable time and bill our customers")).toContain(
      "profitability",
    );
    expect(needs("tracking staff time")).toContain("workflow");
  });

  it("reads a budget as no job", () => {
    expect(needs("budget's around 300 a month")).toEqual([]);
  });
});
