import type { WorldTopic } from "../understanding/world-questions.js";

/**
 * Why a question about the world (`understanding/world-questions.ts`) is declined, in English and
 * Spanish: said after "I can't answer that from the listings:", before what the advisor can
 * answer instead and Contact Sales.
 */
export const WORLD_DECLINES: Record<WorldTopic, readonly [string, string]> = {
  tax_advice: [
    "which return or election suits a client is tax advice, and no listing or policy of ours gives it.",
    "qué declaración o elección le conviene a un cliente es asesoramiento fiscal, y ninguna ficha ni política nuestra lo da.",
  ],
  tax_law: [
    "the amounts and rules the tax law sets for a year (exemptions, rates, limits) are not in any listing or policy; the IRS publishes them.",
    "los importes y reglas que fija la ley fiscal para un año (exenciones, tipos, límites) no están en ninguna ficha ni política; los publica el IRS.",
  ],
  work_time: [
    "how long a firm's own work takes is not in any listing.",
    "cuánto tarda el trabajo propio de una firma no consta en ninguna ficha.",
  ],
  vendor_plans: [
    "what a vendor plans for its products in the years to come is not in any listing; the listings say what each product is and does today.",
    "lo que un fabricante planea para sus productos en los próximos años no consta en ninguna ficha; las fichas dicen qué es y qué hace cada producto hoy.",
  ],
  discount: [
    "no listing or policy of ours states a discount; the prices shown are the listed ones.",
    "ninguna ficha ni política nuestra indica descuentos; los precios que muestro son los publicados.",
  ],
  guarantee: [
    "no listing can promise an outcome that is someone else's decision (the IRS's, for one), and none states such a guarantee.",
    "ninguna ficha puede prometer un resultado que decide otro (el IRS, por ejemplo), y ninguna indica tal garantía.",
  ],
};
