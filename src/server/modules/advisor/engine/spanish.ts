import { formatMoney } from "../../../../shared/money.js";
import { GENERAL_CAPABILITIES, type CapabilityId } from "./capabilities.js";
import { isMainCapability, type ProductProfile } from "./catalogue.js";
import { budgetCost, type FirmProfile } from "./firm-profile.js";
import { firstYearCents, productLink } from "./phrases.js";
import { outsideVendorsIn } from "./questions.js";
import type { RankedProduct } from "./rank.js";
import { listInWords, normalise } from "./text.js";
import { budgetUnderstood, readBudget, readHeadcount } from "./understand.js";

/**
 * Answers in Spanish for a message written in Spanish (issue 18): the message was read through
 * the glossary in understand.ts, so the same ranking answers; only the words are Spanish.
 */

const LABELS: Partial<Record<CapabilityId, string>> = {
  tax: "preparación de impuestos",
  payroll: "nómina",
  bookkeeping: "contabilidad",
  reconciliation: "conciliación bancaria",
  planning: "planificación financiera",
  estate: "planificación patrimonial",
  audit: "auditoría",
  representation: "representación ante el IRS",
  quickbooks: "configuración de QuickBooks",
  formation: "constitución de empresas",
  advisory: "servicios de CFO y asesoría",
  analysis: "análisis financiero",
  consulting: "consultoría",
  reporting: "informes",
  workflow: "gestión del despacho",
  profitability: "rentabilidad",
  portal: "portal de clientes",
  documents: "recogida de documentos",
  communication: "comunicación con clientes",
  compliance: "cumplimiento normativo",
  sales_tax: "impuesto sobre ventas",
  information_returns: "formularios 1099 y W-2",
  nonprofit: "contabilidad de entidades sin fines de lucro",
  security: "seguridad de datos",
  investments: "rendimiento de inversiones",
};

const label = (id: CapabilityId) => LABELS[id] ?? id;

const precio = (p: ProductProfile) =>
  p.product.type === "subscription"
    ? `${formatMoney(p.priceCents)} al mes`
    : `${formatMoney(p.priceCents)} en un solo pago`;

function jobs(p: ProductProfile): CapabilityId[] {
  return [...p.capabilities.entries()]
    .filter(([id]) => isMainCapability(p, id) && !GENERAL_CAPABILITIES.has(id))
    .sort((a, b) => b[1].raw - a[1].raw)
    .slice(0, 2)
    .map(([id]) => id);
}

function item(r: RankedProduct, i: number, firm: FirmProfile): string {
  const p = r.profile;
  const what = jobs(p);
  const fit =
    firm.budget?.limitCents != null
      ? budgetCost(p, firm) <= firm.budget.limitCents
        ? " Entra en su presupuesto."
        : " Supera su presupuesto."
      : "";
  return `${i + 1}. ${productLink(p)}: ${precio(p)}.${what.length ? ` Está hecho para ${listInWords(what.map(label), "y")}.` : ""}${fit}`;
}

export interface SpanishContext {
  catalogue: readonly ProductProfile[];
  firm: FirmProfile;
  ranked: RankedProduct[];
  current: ProductProfile[];
  recommended: ProductProfile[] | null;
}

const CHEAPER = /\b(cheaper|cheap)\b/;
const PRICE = /\b(how much does it cost|cost|price)\b/;

export function spanishAnswer(
  ctx: SpanishContext,
  english: string,
  recommended: RankedProduct[],
): string {
  const text = normalise(english);
  const { firm } = ctx;
  const understood: string[] = [];
  const budget = readBudget(
    english,
    ctx.catalogue.map((p) => p.product.name),
  );
  if (budget) understood.push(budgetUnderstood(budget, "es"));
  const people = readHeadcount(english);
  if (people?.headcount)
    understood.push(
      `Tomo nota: ${people.headcount === 1 ? "trabaja solo" : `son ${people.headcount} personas`}.`,
    );
  const prefix = understood.length ? `${understood.join(" ")}\n\n` : "";

  const vendors = outsideVendorsIn(text);
  if (vendors.length) {
    return `No vendemos ${listInWords(
      vendors.map((v) => v.name),
      "ni",
    )}, así que no puedo compararlo con justicia. Dígame qué necesita que haga y le digo qué tenemos.`;
  }
  const affordable = ctx.ranked.filter((r) => r.withinBudget !== false);
  const pool = affordable.length ? affordable : ctx.ranked;
  if (CHEAPER.test(text) && ctx.current[0]) {
    const ref = ctx.current[0];
    const refJobs = jobs(ref);
    const cheaper = pool
      .filter(
        (r) =>
          firstYearCents(r.profile) < firstYearCents(ref) &&
          refJobs.some((j) => isMainCapability(r.profile, j)),
      )
      .slice(0, 3);
    if (cheaper.length === 0) {
      return `${prefix}${productLink(ref)} (${precio(ref)}) ya es lo más económico de nuestro catálogo para ${listInWords(refJobs.map(label), "y") || "lo que hace"}.`;
    }
    ctx.recommended = cheaper.map((r) => r.profile);
    return `${prefix}Estas opciones cuestan menos que ${productLink(ref)} (${precio(ref)}) y hacen el mismo trabajo:\n\n${cheaper.map((r, i) => item(r, i, firm)).join("\n")}\n\nRevise la lista de funciones en la página de cada producto: lo más barato suele tener menos funciones.`;
  }
  if (PRICE.test(text) && ctx.current.length) {
    const lines = ctx.current
      .slice(0, 3)
      .map((p) =>
        p.product.type === "subscription"
          ? `${productLink(p)} cuesta ${precio(p)} (${formatMoney(p.priceCents * 12)} el primer año) y tiene prueba gratuita.`
          : `${productLink(p)} cuesta ${precio(p)}: se compra una vez y es suyo.`,
      );
    return `${prefix}${lines.join("\n\n")}`;
  }
  const shown = recommended.slice(0, 3);
  if (shown.length === 0) {
    return "No he encontrado un producto que encaje todavía. ¿Qué servicio le importa más: impuestos, contabilidad, nómina, planificación u otro? ¿Y cuál es su presupuesto mensual?";
  }
  ctx.recommended = shown.map((r) => r.profile);
  const question = !firm.budget
    ? "\n\n**Una pregunta:** ¿qué presupuesto mensual tiene para software?"
    : firm.scale === null
      ? "\n\n**Una pregunta:** ¿cuántas personas trabajan en su despacho?"
      : "\n\nPregúnteme cuánto cuesta cualquiera de ellos, o si hay algo más barato.";
  return `${prefix}Esto es lo que le recomiendo de nuestro catálogo:\n\n${shown.map((r, i) => item(r, i, firm)).join("\n")}${question}`;
}
