import {
  INSIGHT_BENEFITS_SHOWN,
  INSIGHT_RECOMMENDATIONS_MAX,
  type ConversationInsights,
} from "../../../../shared/advisor/contracts.js";
import type { ConversationState } from "../../../../shared/advisor/conversation-state.js";
import { formatMoney as formatCents } from "../../../../shared/money.js";
import {
  CAPABILITY_BY_ID,
  needLabel,
  serviceLabel,
  type CapabilityId,
} from "../needs/capabilities.js";
import type { CatalogueView } from "../tools/catalogue-view.js";
import { costLine } from "../tools/cost.js";
import { budgetPhrase, wordsIn } from "./compose.js";

/**
 * The insights panel (spec: at most 3 recommendations with a relevance percent, reasoning and 2
 * key benefits; key topics; next steps), drawn from the conversation's state: exactly the chat's
 * current recommendation, in its order, with the relevance it was recommended with (decision
 * 0131's scale). Nothing is ranked again here, so the panel cannot disagree with the chat.
 */
export function insightsFromState(
  state: ConversationState | null,
  view: CatalogueView,
  now: Date,
): ConversationInsights {
  if (!state) return { recommendations: [], keyTopics: [], nextSteps: [] };
  const w = wordsIn(state.language);
  const headcount = {
    seats: state.firm.seats,
    clients: state.firm.clients,
    returns: state.firm.returns,
  };
  const products = state.recommendation
    .slice(0, INSIGHT_RECOMMENDATIONS_MAX)
    .map((id) => view.byId.get(id))
    .filter((p) => p !== undefined);
  const needs = Object.entries(state.firm.needs)
    .sort((a, b) => b[1] - a[1])
    .map(([id]) => id as CapabilityId);
  const recommendations = products.map((p) => {
    const line = costLine(p, headcount, now);
    const services =
      p.facts.services === "unknown"
        ? []
        : p.facts.services.filter((s) => state.firm.services.includes(s));
    // The features that speak to the firm's biggest needs first, then the listing's order.
    const features = [...p.listing.features].sort((a, b) => {
      const rank = (f: string) => {
        const i = needs.findIndex((n) => p.profile.capabilities.get(n)?.evidence === f);
        return i < 0 ? 99 : i;
      };
      return rank(a) - rank(b);
    });
    const price =
      line.interval === "month"
        ? w(
            `${line.quantityLabel}: ${formatCents(line.lineCents)} a month`,
            `${line.quantity}: ${formatCents(line.lineCents)} al mes`,
          )
        : line.interval === "year"
          ? w(`${formatCents(line.lineCents)} a year`, `${formatCents(line.lineCents)} al año`)
          : w(`${formatCents(line.lineCents)} once`, `${formatCents(line.lineCents)} una vez`);
    return {
      productId: p.id,
      productName: p.name,
      relevanceScore: state.relevance[String(p.id)] ?? 50,
      reasoning: services.length
        ? w(
            `Listed for ${services.join(", ")}; ${price}.`,
            `Indicado para ${services.map((s) => serviceLabel(s, "es")).join(", ")}; ${price}.`,
          )
        : w(`${price}.`, `${price}.`),
      keyBenefits: features.slice(0, INSIGHT_BENEFITS_SHOWN),
    };
  });
  const keyTopics = [
    ...state.firm.services.map((s) => serviceLabel(s, state.language)),
    ...needs
      .filter((id) => !state.firm.services.length || !CAPABILITY_BY_ID.get(id)?.serviceLine)
      .slice(0, 3)
      .map((id) => needLabel(id, state.language)),
    ...(state.firm.seats ? [w(`${state.firm.seats} users`, `${state.firm.seats} usuarios`)] : []),
    ...(state.firm.clients
      ? [w(`${state.firm.clients} clients`, `${state.firm.clients} clientes`)]
      : []),
    ...(state.budget
      ? [
          w(
            `Budget ${budgetPhrase(state.budget, w)}`,
            `Presupuesto ${budgetPhrase(state.budget, w)}`,
          ),
        ]
      : []),
    ...state.firm.integrations,
  ]
    .filter((t, i, all) => all.indexOf(t) === i)
    .slice(0, 8);
  const nextSteps: string[] = [];
  const trial = products.find((p) => p.trialDays > 0);
  if (trial)
    nextSteps.push(
      w(
        `Start the ${trial.trialDays}-day free trial of ${trial.name}`,
        `Empiece la prueba gratuita de ${trial.trialDays} días de ${trial.name}`,
      ),
    );
  if (products.length >= 2)
    nextSteps.push(
      w(
        `Compare ${products[0]!.name} and ${products[1]!.name} side by side`,
        `Compare ${products[0]!.name} y ${products[1]!.name}`,
      ),
    );
  if (!state.firm.seats && products.some((p) => p.offer.unit === "per_user"))
    nextSteps.push(
      w(
        "Say how many people will use it, for exact totals",
        "Indique cuántas personas lo usarán, para totales exactos",
      ),
    );
  if (products.length)
    nextSteps.push(
      w(
        "Save this conversation as a decision memo for your files",
        "Guarde esta conversación como memorando de decisión",
      ),
    );
  else
    nextSteps.push(
      w(
        "Tell the advisor your services, headcount and budget",
        "Cuente al asesor sus servicios, tamaño y presupuesto",
      ),
    );
  return { recommendations, keyTopics, nextSteps: nextSteps.slice(0, 4) };
}
