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
  client_case: [
    "what one client owes, saves or should pay, and what the IRS may do in a taxpayer's case, is tax advice on that client's own facts, and no listing or policy of ours gives it.",
    "lo que un cliente debe, ahorra o tiene que pagar, y lo que el IRS puede hacer en el caso de un contribuyente, es asesoramiento fiscal sobre los datos de ese cliente, y ninguna ficha ni política nuestra lo da.",
  ],
  public_figures: [
    "figures set outside the store for the year to come (benefit increases, premiums, rates) are not in any listing or policy; the agencies that set them publish them.",
    "las cifras que se fijan fuera de la tienda para el año que viene (aumentos de prestaciones, primas, tasas) no constan en ninguna ficha ni política; las publican los organismos que las fijan.",
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
    "what a vendor plans for its products (what it will add, drop or keep in seasons to come) is not in any listing; the listings say what each product is and does today.",
    "lo que un fabricante planea para sus productos (lo que agregará, quitará o mantendrá en las próximas temporadas) no consta en ninguna ficha; las fichas dicen qué es y qué hace cada producto hoy.",
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
