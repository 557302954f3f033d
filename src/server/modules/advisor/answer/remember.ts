import {
  emptyConversationState,
  type ConversationState,
} from "../../../../shared/advisor/conversation-state.js";
import type { OnboardingData } from "../../../../shared/advisor/onboarding.js";
import { BUDGET_MONTHLY_LIMIT_DOLLARS } from "../../../../shared/advisor/options.js";
import {
  CHALLENGE_NEEDS,
  GOAL_NEEDS,
  SERVICE_NEEDS,
  type CapabilityId,
} from "../needs/capabilities.js";
import { scaleOfPeople } from "../ranking/firm-profile.js";
import type { CatalogueView } from "../tools/catalogue-view.js";
import type { Understanding } from "../understanding/read-message.js";

/** What the firm says in chat counts this much per turn, on the wizard services' scale (7). */
const CHAT_NEED_WEIGHT = 3;
const SPECIFIC_NEEDS_WEIGHT = 5;

function addNeeds(
  needs: Record<string, number>,
  add: Partial<Record<CapabilityId, number>>,
  factor = 1,
) {
  for (const [id, weight] of Object.entries(add))
    needs[id] = (needs[id] ?? 0) + (weight ?? 0) * factor;
}

/** The state a wizard conversation starts from: its answers, read as the chat's would be. */
export function stateFromWizard(onboarding: OnboardingData): ConversationState {
  const state = emptyConversationState();
  const needs: Record<string, number> = {};
  for (const service of onboarding.services) addNeeds(needs, SERVICE_NEEDS[service]);
  for (const challenge of onboarding.currentChallenges) addNeeds(needs, CHALLENGE_NEEDS[challenge]);
  for (const goal of onboarding.goals) addNeeds(needs, GOAL_NEEDS[goal]);
  const limit = BUDGET_MONTHLY_LIMIT_DOLLARS[onboarding.budget];
  return {
    ...state,
    firm: {
      ...state.firm,
      seats: onboarding.businessType === "sole_practitioner" ? 1 : null,
      scale: { sole_practitioner: 1, small_firm: 2, mid_size_firm: 3, large_firm: 4 }[
        onboarding.businessType
      ],
      services: [...onboarding.services],
      needs,
    },
    budget:
      limit === null
        ? { amountCents: 5000_00, period: "month", kind: "floor", hard: false }
        : { amountCents: limit * 100, period: "month", kind: "cap", hard: false },
  };
}

/** Which headcount a bare number counts for a product: its unit's (seats, clients, returns). */
function unitOf(
  view: CatalogueView,
  ids: readonly number[],
): "seats" | "clients" | "returns" | null {
  for (const id of ids) {
    const unit = view.byId.get(id)?.offer.unit;
    if (unit === "per_user") return "seats";
    if (unit === "per_client") return "clients";
    if (unit === "per_return") return "returns";
  }
  return null;
}

/** The firm says it has no fixed budget. */
const OPEN_BUDGET =
  /\b(?:budget(?: is| s)? (?:flexible|open|not (?:a|an) (?:issue|problem|concern)|no (?:issue|problem|object))|flexible (?:on |with )?(?:the )?budget|no (?:set |fixed |hard |real )?budget|(?:money|price|cost) (?:is|s) (?:not|no) (?:an? )?(?:issue|problem|object|concern))\b/;

/**
 * The state after reading a message: the firm's headcounts, budget, services, needs, exclusions
 * and software, the products it turned down, and its language. What the answer shows (focus,
 * list, recommendation, citations) is remembered after answering (turn.ts).
 */
export function remember(
  state: ConversationState,
  u: Understanding,
  view: CatalogueView,
  weight: "chat" | "specific" = "chat",
): ConversationState {
  const firm = { ...state.firm, needs: { ...state.firm.needs } };
  const q = u.quantities;
  if (q.seats !== null) firm.seats = q.seats;
  if (q.clients !== null) firm.clients = q.clients;
  if (q.clientsAs !== null) firm.clientsAs = q.clientsAs;
  // The forms a firm says it prepares, when it describes its work (not a form asked about).
  if (u.asks.some((a) => a.kind === "recommend"))
    firm.forms = [...new Set([...(firm.forms ?? []), ...u.forms])];
  if (q.returns !== null) firm.returns = q.returns;
  // "8 not 10": the headcount that was 10.
  if (q.replaces) {
    const { value, instead } = q.replaces;
    if (firm.seats === instead) firm.seats = value;
    else if (firm.clients === instead) firm.clients = value;
    else if (firm.returns === instead) firm.returns = value;
    else {
      const unit = unitOf(view, [...u.products, ...state.focus]);
      if (unit) firm[unit] = value;
    }
  }
  // "Payroll Cloud for all 140", "for those 8": a number counts what the product's price counts.
  if (q.bare.length) {
    const productIds = u.asks.flatMap((a) => ("products" in a ? a.products : []));
    const unit = unitOf(view, productIds.length ? productIds : state.focus);
    if (unit && firm[unit] !== q.bare[0]) firm[unit] = q.bare[0]!;
  }
  if (firm.seats !== null) firm.scale = scaleOfPeople(firm.seats);
  const factor = weight === "specific" ? SPECIFIC_NEEDS_WEIGHT : CHAT_NEED_WEIGHT;
  for (const service of u.services) {
    if (!firm.services.includes(service)) firm.services = [...firm.services, service];
    addNeeds(firm.needs, SERVICE_NEEDS[service as keyof typeof SERVICE_NEEDS] ?? {}, 0.5);
  }
  for (const [id, signal] of u.needs) firm.needs[id] = (firm.needs[id] ?? 0) + factor * signal;
  // "We don't do payroll": gone from the needs and the services; said again later, wanted again.
  let excluded = firm.excluded.filter((id) => !u.needs.has(id as CapabilityId));
  for (const id of u.negatedNeeds) {
    if (!excluded.includes(id)) excluded = [...excluded, id];
    delete firm.needs[id];
  }
  firm.excluded = excluded;
  firm.services = firm.services.filter((s) => !u.negatedServices.includes(s));
  // "Not QuickBooks, we use Xero": the software turned down is no longer the firm's.
  const turnedDown = new Set<string>(u.negatedIntegrations);
  firm.integrations = firm.integrations.filter((i) => !turnedDown.has(i));
  for (const integration of u.integrations)
    if (!firm.integrations.includes(integration))
      firm.integrations = [...firm.integrations, integration];
  // "Budget is flexible", "no set budget": the budget was answered, and is not asked again.
  const openBudget = !u.budget && OPEN_BUDGET.test(u.text.toLowerCase());
  return {
    ...state,
    language: u.language,
    firm,
    budget: u.budget ?? state.budget,
    asked: openBudget && !state.asked.includes("budget") ? [...state.asked, "budget"] : state.asked,
    rejected: [...new Set([...state.rejected, ...u.rejected])],
    recommendation: state.recommendation.filter((id) => !u.rejected.includes(id)),
  };
}
