import type { ConversationState } from "../../../../shared/advisor/conversation-state.js";
import { composeInitialMessage } from "../../../../shared/advisor/initial-message.js";
import { CATALOGUE } from "../../../db/seed/catalogue.js";
import { offerAndFacts } from "../../../db/seed/products.js";
import { profileCatalogue, type ProductProfile } from "../engine/catalogue.js";
import { budgetCost } from "../engine/firm-profile.js";
import { composeInsights } from "../engine/insights.js";
import { linkedProducts } from "../engine/mentions.js";
import { composeTurn } from "../engine/reply.js";
import { toAdvisorProduct } from "../advisor-catalogue.js";
import type { Scenario } from "./scenarios.js";

/** The seeded catalogue, with the ids the seed gives it on a fresh database (its order). */
export const SEED_PROFILES: ProductProfile[] = profileCatalogue(
  CATALOGUE.map((p, i) => toAdvisorProduct({ ...p, ...offerAndFacts(p.facts), id: i + 1 })),
);

const byName = new Map(SEED_PROFILES.map((p) => [p.product.name, p]));

/** Claims no reply may ever make: a bare or unsupported "Yes.", raw links, e-mail addresses. */
export const ALWAYS_FORBIDDEN: Array<[string, RegExp]> = [
  ["a bare “Yes.”", /(^|\n)\s*(Yes|Sí)\.(\s|$)/],
  ["a raw URL", /https?:\/\//],
  ["an e-mail address", /[\w.+-]+@[\w-]+\.[\w.]+/],
  ["a one-time price spread over months", /a month over a year/],
];

const SPANISH = /\b(su|presupuesto|recomiendo|cuesta|nómina|al mes|catálogo|Esto es)\b/;

export interface TurnResult {
  user: string;
  reply: string;
  recommendation: string[];
  failures: string[];
  /** The turn names products one of which must be in the top 3. */
  expectsTop3: boolean;
  /** A budget was known, so the recommendation was checked against it. */
  budgetChecked: boolean;
}

export interface ScenarioResult {
  id: string;
  passed: boolean;
  turns: TurnResult[];
}

/**
 * A comparison is a table whose header names exactly these products (in order), with a row per
 * fact, followed by a link to the compare view with exactly their ids.
 */
function comparisonFailures(reply: string, expected: readonly string[]): string[] {
  const failures: string[] = [];
  const lines = reply.split("\n");
  const at = lines.findIndex(
    (l, i) => l.startsWith("| |") && /^\|(---\|)+$/.test(lines[i + 1] ?? ""),
  );
  if (at < 0) return ["should answer with a comparison table"];
  const header = linkedProducts(lines[at]!, SEED_PROFILES).map((p) => p.product.name);
  if (JSON.stringify(header) !== JSON.stringify(expected)) {
    failures.push(`the table compares [${header.join("; ")}], expected [${expected.join("; ")}]`);
  }
  const width = expected.length + 1;
  for (const row of lines.slice(at + 2).filter((l) => l.startsWith("|"))) {
    const cells = row.split(/(?<!\\)\|/).slice(1, -1);
    if (cells.length !== width) failures.push(`a table row has ${cells.length} cells: ${row}`);
  }
  const ids = expected.map((name) => byName.get(name)?.product.id).join(",");
  if (!reply.includes(`](/compare?ids=${ids})`)) {
    failures.push(`should link to /compare?ids=${ids}`);
  }
  return failures;
}

/** Plays a scenario turn by turn, as the routes do, and checks every expectation. */
export function runScenario(scenario: Scenario): ScenarioResult {
  const messages: Array<{ role: "user" | "assistant"; content: string }> = [];
  let state: ConversationState | null = null;
  const onboarding = scenario.wizard ?? null;
  const turns: TurnResult[] = [];
  const userTurns = [
    ...(onboarding ? [{ user: composeInitialMessage(onboarding), ...scenario.wizardExpect }] : []),
    ...scenario.turns,
  ];
  let previousReply: string | null = null;
  for (const turn of userTurns) {
    messages.push({ role: "user", content: turn.user });
    const result = composeTurn(SEED_PROFILES, { onboarding, messages, state });
    state = result.state;
    messages.push({ role: "assistant", content: result.text });
    const failures: string[] = [];
    const reply = result.text;
    const recommended = state.recommendation.map((id) =>
      SEED_PROFILES.find((p) => p.product.id === id)!,
    );
    const names = recommended.map((p) => p.product.name);

    for (const [claim, pattern] of ALWAYS_FORBIDDEN) {
      if (pattern.test(reply)) failures.push(`made ${claim}`);
    }
    // A "Yes" is only ever said with its source: the fact sheet, the listing or the product page.
    if (
      /^\s*(Yes|Sí)\b/.test(reply) &&
      !/^\s*(Yes|Sí)[:,][^\n]*\b(fact sheet|listing|product page|ficha|ficha técnica|anuncio)\b/i.test(
        reply,
      )
    ) {
      failures.push("made an unsupported “Yes”");
    }
    if (previousReply !== null && reply.trim() === previousReply.trim()) {
      failures.push("repeated the previous reply word for word");
    }
    for (const name of turn.top3 ?? []) {
      if (!byName.has(name)) failures.push(`unknown product in the scenario: ${name}`);
    }
    if (turn.top3 && !turn.top3.some((name) => names.includes(name))) {
      failures.push(
        `expected one of [${turn.top3.join("; ")}] in the top 3, got [${names.join("; ")}]`,
      );
    }
    for (const name of turn.notInTop3 ?? []) {
      if (names.includes(name)) failures.push(`should not recommend ${name}`);
    }
    for (const pattern of turn.says ?? []) {
      if (!pattern.test(reply)) failures.push(`should say ${pattern}`);
    }
    for (const pattern of turn.neverSays ?? []) {
      if (pattern.test(reply)) failures.push(`must not say ${pattern}`);
    }
    if (turn.comparesExactly) {
      const before = turns.at(-1)?.recommendation ?? [];
      const expected =
        turn.comparesExactly[0] === "@recommendation" ? before : turn.comparesExactly;
      failures.push(...comparisonFailures(reply, expected));
    }
    if (turn.spanish && !SPANISH.test(reply)) failures.push("should answer in Spanish");
    // Budgets are respected whenever something fits.
    const limit = state.budget?.limitCents ?? null;
    if (limit !== null && !turn.overBudgetOk) {
      const firm = { budget: state.budget ? { ...state.budget, fromWizard: null } : null };
      const over = recommended.filter((p) => budgetCost(p, firm) > limit);
      if (over.length > 0) {
        failures.push(
          `recommended above the budget: ${over.map((p) => p.product.name).join("; ")}`,
        );
      }
    }
    // The insights panel is the chat's current recommendation.
    const insights = composeInsights(SEED_PROFILES, { onboarding, messages, state });
    const insightIds = insights.recommendations.map((r) => r.productId);
    if (JSON.stringify(insightIds) !== JSON.stringify(state.recommendation)) {
      failures.push(
        `insights [${insightIds.join(",")}] differ from the chat's [${state.recommendation.join(",")}]`,
      );
    }
    const linked = linkedProducts(reply, SEED_PROFILES).map((p) => p.product.id);
    for (const id of state.recommendation) {
      if (turn.top3 && !linked.includes(id) && !turn.recommendationMayBeEarlier) {
        failures.push(`the recommendation names product ${id}, which this reply does not show`);
      }
    }
    turns.push({
      user: turn.user,
      reply,
      recommendation: names,
      failures,
      expectsTop3: Boolean(turn.top3),
      budgetChecked: limit !== null && !turn.overBudgetOk,
    });
    previousReply = reply;
  }
  return { id: scenario.id, passed: turns.every((t) => t.failures.length === 0), turns };
}
