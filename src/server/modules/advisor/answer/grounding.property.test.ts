import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ConversationState } from "../../../../shared/advisor/conversation-state.js";
import { CATALOGUE } from "../../../db/seed/catalogue.js";
import {
  amountsIn,
  citationHolds,
  REGRESSION_NOW,
  SEED_CATALOGUE,
} from "../regression/run-scenario.js";
import { catalogueView } from "../tools/catalogue-view.js";
import { advisorTurn, citationsOf } from "./turn.js";

const view = catalogueView(SEED_CATALOGUE);

/** Pieces of what firms write: names whole and short, counts, money, software, questions, noise. */
const fragment = fc.oneof(
  fc.constantFrom(...CATALOGUE.map((p) => p.name)),
  fc.constantFrom(
    "Autopilot",
    "Plan Studio",
    "the 990 Preparer",
    "Payroll Cloud",
    "the portal",
    "it",
    "both",
    "the first two",
    "the cheaper one",
    "that one",
  ),
  fc
    .integer({ min: 1, max: 500 })
    .map((n) => `${n} ${["users", "clients", "staff", "people", "preparers", "returns"][n % 6]}`),
  fc
    .integer({ min: 10, max: 20000 })
    .map((n) => [`$${n} a month`, `under $${n}`, `about ${n} a year`, `hard cap $${n}`][n % 4]!),
  fc.constantFrom(
    "QuickBooks Online",
    "Xero",
    "Gusto",
    "a Mac",
    "SSO",
    "Form 990-PF",
    "1065",
    "e-signature",
    "bank feeds",
  ),
  fc.constantFrom(
    "how much",
    "does it work with",
    "compare",
    "anything cheaper?",
    "do I need both",
    "refund?",
    "free trial?",
    "not the second one",
    "actually",
    "¿cuánto cuesta?",
    "¿funciona con",
    "para 5 usuarios",
    "nómina",
  ),
  fc.string({ maxLength: 12 }),
);
const message = fc
  .array(fragment, { minLength: 1, maxLength: 6 })
  .map((parts) => parts.join(" ").trim() || "hello");

describe("grounding (property)", () => {
  it("whatever is written, a reply links only catalogue products, cites only what the sheets say and states only amounts its tools computed", () => {
    fc.assert(
      fc.property(fc.array(message, { minLength: 1, maxLength: 4 }), (said) => {
        const messages: Array<{ role: "user" | "assistant"; content: string }> = [];
        let state: ConversationState | null = null;
        for (const text of said) {
          messages.push({ role: "user", content: text });
          const turn = advisorTurn(view, { onboarding: null, messages, state }, REGRESSION_NOW);
          expect(turn.text.trim().length).toBeGreaterThan(0);
          for (const m of turn.text.matchAll(/\]\(\/products\/(\d+)\)/g))
            expect(view.byId.has(Number(m[1]))).toBe(true);
          for (const c of turn.parts.flatMap(citationsOf))
            expect(citationHolds(c), JSON.stringify(c)).toBe(true);
          const amounts = amountsIn(turn.parts);
          if (turn.state.budget) amounts.add(turn.state.budget.amountCents);
          for (const m of turn.text.matchAll(/\$(\d{1,3}(?:,\d{3})*\.\d\d)/g))
            expect(amounts.has(Math.round(Number(m[1]!.replace(/,/g, "")) * 100)), m[0]).toBe(true);
          expect(
            messages.some((m) => m.role === "assistant" && m.content.trim() === turn.text.trim()),
          ).toBe(false);
          messages.push({ role: "assistant", content: turn.text });
          state = turn.state;
        }
      }),
      { numRuns: Number(process.env.GROUNDING_RUNS ?? 40) },
    );
  }, 120_000);
});
