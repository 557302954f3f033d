import type {
  ConversationState,
  Suggestion,
} from "../../../../shared/advisor/conversation-state.js";
import type { CatalogueView, ToolProduct } from "../tools/catalogue-view.js";
import type { AnswerPart } from "./route.js";

/**
 * The three follow-ups offered under a reply, computed from the state: each is a whole question
 * (what is sent when chosen) that the advisor answers with a tool: a cost for the firm's
 * headcount, a comparison, an integration, a trial, something cheaper, a store policy.
 */

const SUGGESTIONS = 3;

/** The name people use for a product in a chip: without its vendor when that is unique enough. */
function shortName(product: ToolProduct): string {
  const vendor = product.facts.vendor === "unknown" ? null : product.facts.vendor;
  const short =
    vendor && product.name.startsWith(`${vendor} `)
      ? product.name.slice(vendor.length + 1)
      : product.name;
  return short.length > 28 ? `${short.slice(0, 26).trimEnd()}…` : short;
}

function headcountFor(
  product: ToolProduct,
  state: ConversationState,
): { n: number; en: string; es: string } | null {
  if (product.offer.unit === "per_user" && state.firm.seats)
    return {
      n: state.firm.seats,
      en: `${state.firm.seats} users`,
      es: `${state.firm.seats} usuarios`,
    };
  if (product.offer.unit === "per_client" && state.firm.clients)
    return {
      n: state.firm.clients,
      en: `${state.firm.clients} clients`,
      es: `${state.firm.clients} clientes`,
    };
  return null;
}

/** Software a firm most often asks about, when it has not named its own. */
const COMMON_SOFTWARE = ["QuickBooks Online", "Xero", "Microsoft 365", "Microsoft Excel"];

export function suggestionsFor(
  state: ConversationState,
  parts: readonly AnswerPart[],
  view: CatalogueView,
): Suggestion[] {
  const es = state.language === "es";
  const w = (en: string, esText: string) => (es ? esText : en);
  const chips: Suggestion[] = [];
  const add = (label: string, message: string) => {
    if (chips.length < SUGGESTIONS && !chips.some((c) => c.message === message))
      chips.push({ label, message });
  };
  const kinds = new Set(parts.map((p) => p.kind));
  const focus = state.focus
    .map((id) => view.byId.get(id))
    .filter((p): p is ToolProduct => p !== undefined);
  const first =
    focus[0] ?? (state.recommendation[0] ? view.byId.get(state.recommendation[0]) : undefined);

  if (first) {
    const count = headcountFor(first, state);
    if (
      !kinds.has("cost") ||
      parts.some((p) => p.kind === "cost" && p.result.lines.every((l) => l.productId !== first.id))
    )
      add(
        count
          ? w(`Cost for ${count.en}`, `Coste para ${count.es}`)
          : w(`What does ${shortName(first)} cost?`, `¿Cuánto cuesta ${shortName(first)}?`),
        count
          ? w(
              `What would ${first.name} cost for ${count.en}?`,
              `¿Cuánto cuesta ${first.name} para ${count.es}?`,
            )
          : w(`What does ${first.name} cost?`, `¿Cuánto cuesta ${first.name}?`),
      );
  }
  const pair =
    focus.length >= 2
      ? focus.slice(0, 2)
      : state.recommendation
          .slice(0, 2)
          .map((id) => view.byId.get(id)!)
          .filter(Boolean);
  if (pair.length === 2 && !kinds.has("compare") && !kinds.has("overlap"))
    add(
      w("Compare these two", "Comparar estos dos"),
      w(
        `Compare ${pair[0]!.name} and ${pair[1]!.name}`,
        `Compara ${pair[0]!.name} y ${pair[1]!.name}`,
      ),
    );
  if (first) {
    const asked = new Set(
      parts.flatMap((p) =>
        p.kind === "integration" ? p.results.map((r) => r.integration as string) : [],
      ),
    );
    const software = [...state.firm.integrations, ...COMMON_SOFTWARE].find((s) => !asked.has(s));
    if (software)
      add(
        w(`Does it work with ${software}?`, `¿Funciona con ${software}?`),
        w(`Does ${first.name} work with ${software}?`, `¿${first.name} funciona con ${software}?`),
      );
    if (first.offer.term === "monthly" && !kinds.has("capability"))
      add(
        w("Is there a free trial?", "¿Hay prueba gratuita?"),
        w(`Does ${first.name} have a free trial?`, `¿${first.name} tiene prueba gratuita?`),
      );
    if (!kinds.has("cheaper"))
      add(
        w("Anything cheaper?", "¿Algo más barato?"),
        w(
          `Is there anything cheaper than ${first.name}?`,
          `¿Hay algo más barato que ${first.name}?`,
        ),
      );
  }
  // Nothing to follow up yet: the questions a new conversation can ask of any tool.
  add(
    w("Payroll for 20 clients", "Nómina para 20 clientes"),
    w(
      "We run payroll for 20 client companies. What do you recommend?",
      "Hacemos la nómina de 20 empresas clientes. ¿Qué nos recomiendan?",
    ),
  );
  add(
    w("What works with Xero?", "¿Qué funciona con Xero?"),
    w("Which products integrate with Xero?", "¿Qué productos se integran con Xero?"),
  );
  add(
    w("Free trials and refunds", "Pruebas y reembolsos"),
    w(
      "Do you offer free trials, and what is the refund policy?",
      "¿Tienen prueba gratuita y cuál es la política de reembolso?",
    ),
  );
  return chips;
}
