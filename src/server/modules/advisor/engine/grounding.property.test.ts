import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  BUDGETS,
  BUSINESS_TYPES,
  CHALLENGES,
  FIRM_SIZES,
  GOALS,
  SERVICES,
  TECH_COMFORTS,
  TIMEFRAMES,
} from "../../../../shared/advisor/options.js";
import type { OnboardingData } from "../../../../shared/advisor/onboarding.js";
import { composeInitialMessage } from "../../../../shared/advisor/initial-message.js";
import type { ConversationState } from "../../../../shared/advisor/conversation-state.js";
import { FIXTURE_CATALOGUE } from "../../../test/advisor/fixture-catalogue.js";
import { profileCatalogue, type CatalogueProduct } from "./catalogue.js";
import { composeInsights } from "./insights.js";
import { composeTurn } from "./reply.js";

/** Names a person might type that the store may or may not sell. */
const INVENTED_NAMES = [
  "Zentrix Ledger",
  "Quorvo Tax",
  "Brightwell Payroll Suite",
  "Numera Planner",
  "Kestrel Audit Cloud",
  "Tallyhaus Books",
];

/** Every product that could be in a catalogue: the fixture's, plus invented ones with borrowed text. */
const UNIVERSE: CatalogueProduct[] = [
  ...FIXTURE_CATALOGUE,
  ...INVENTED_NAMES.map((name, i) => {
    const donor = FIXTURE_CATALOGUE[(i * 5) % FIXTURE_CATALOGUE.length]!;
    return { ...donor, id: 100 + i, name };
  }),
];

const VOCABULARY = [
  "what does",
  "cost",
  "how much is",
  "compare",
  "and",
  "vs",
  "anything cheaper",
  "do you have something for",
  "payroll",
  "tax returns",
  "bookkeeping",
  "client portal",
  "audit",
  "estate planning",
  "it",
  "them",
  "thanks",
  "hello",
  "budget is $300 a month",
  "we are a sole practitioner",
  "12 staff",
  "400 clients",
  "QuickBooks",
  "?",
  ...UNIVERSE.map((p) => p.name),
];

const onboardingArbitrary: fc.Arbitrary<OnboardingData> = fc.record({
  businessType: fc.constantFrom(...BUSINESS_TYPES),
  firmSize: fc.constantFrom(...FIRM_SIZES),
  services: fc.subarray([...SERVICES], { minLength: 1 }),
  currentChallenges: fc.subarray([...CHALLENGES], { minLength: 1 }),
  goals: fc.subarray([...GOALS], { minLength: 1 }),
  budget: fc.constantFrom(...BUDGETS),
  techComfort: fc.constantFrom(...TECH_COMFORTS),
  timeframe: fc.constantFrom(...TIMEFRAMES),
  specificNeeds: fc.option(
    fc.array(fc.constantFrom(...VOCABULARY), { maxLength: 8 }).map((w) => w.join(" ")),
    { nil: undefined },
  ),
});

const messageArbitrary = fc
  .array(fc.constantFrom(...VOCABULARY), { minLength: 1, maxLength: 10 })
  .map((words) => words.join(" "));

const scenario = fc.record({
  catalogue: fc.subarray(UNIVERSE, { minLength: 1 }),
  onboarding: fc.option(onboardingArbitrary, { nil: null }),
  messages: fc.array(messageArbitrary, { minLength: 1, maxLength: 4 }),
});

describe("grounding (property)", () => {
  it("no answer or insight ever names a product outside the catalogue", () => {
    fc.assert(
      fc.property(scenario, ({ catalogue, onboarding, messages }) => {
        const profiles = profileCatalogue(catalogue);
        const inCatalogue = new Map(catalogue.map((p) => [p.id, p.name]));
        const absentNames = UNIVERSE.filter((p) => !inCatalogue.has(p.id)).map((p) =>
          p.name.toLowerCase(),
        );
        const history: Array<{ role: "user" | "assistant"; content: string }> = [];
        if (onboarding) history.push({ role: "user", content: composeInitialMessage(onboarding) });
        const outputs: string[] = [];
        let state: ConversationState | null = null;
        const answer = () => {
          const turn = composeTurn(profiles, { onboarding, messages: history, state });
          state = turn.state;
          history.push({ role: "assistant", content: turn.text });
          outputs.push(turn.text);
        };
        if (onboarding) answer();
        for (const message of messages) {
          history.push({ role: "user", content: message });
          answer();
        }
        const insights = composeInsights(profiles, { onboarding, messages: history, state });
        outputs.push(JSON.stringify(insights));

        for (const output of outputs) {
          const lower = output.toLowerCase();
          for (const name of absentNames) expect(lower).not.toContain(name);
          for (const [, text, id] of output.matchAll(/\[([^\]]+)\]\(\/products\/(\d+)\)/g)) {
            expect(inCatalogue.get(Number(id))).toBe(text);
          }
        }
        expect(insights.recommendations.length).toBeLessThanOrEqual(3);
        for (const r of insights.recommendations) {
          expect(inCatalogue.get(r.productId)).toBe(r.productName);
        }
      }),
      { numRuns: 300, seed: 20240606 },
    );
    // 300 conversations of up to five turns each, on two shared cores.
  }, 90_000);
});
