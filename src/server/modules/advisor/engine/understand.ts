import { formatMoney } from "../../../../shared/money.js";
import { capabilitySignals, type CapabilityId } from "./capabilities.js";
import { normalise } from "./text.js";

/**
 * Reading what people write: budgets (caps, floors, hard caps, per month or per year), headcount,
 * services said or negated, and Spanish. Product names and form numbers are never money.
 */

export type BudgetPeriod = "month" | "year";

export interface BudgetReading {
  /** The most the firm will spend in one period, in cents; null when only a floor was said. */
  capCents: number | null;
  /** "Over $5,000": the least the firm expects to spend. Never a cap. */
  floorCents: number | null;
  /** "Hard cap", "absolutely no more than", "máximo": products above it are not shown at all. */
  hard: boolean;
  period: BudgetPeriod;
}

const FORM_NUMBER =
  /\b(?:forms?|schedules?|formularios?)\s+[a-z0-9-]*\d[a-z0-9-]*(?:(?:\s*,\s*|\s+(?:and|or|y|o|&)\s+)[a-z0-9-]*\d[a-z0-9-]*)*|\b(?:1040|1041|1065|1099|1120|1120-s|709|706|990|990-ez|941|940|943|944|2848|8821|w-2|w2|w-9|k-1|1099-nec|1099-misc|5500|8283)\b/gi;
/** Numbers that count something other than money: "13-week", "3 staff", "50 states". */
const COUNTED =
  /\b\d[\d,]*(?:\.\d+)?\s*(?:-|\s)?(?:week|weeks|day|days|year-old|people|persons?|staff|employees|users?|seats?|clients?|returns?|states?|offices?|partners?|preparers?|accountants|cpas|households|entities|companies|businesses|hours?|of us|personas|empleados|clientes|forms?)\b/gi;

const MONEY =
  /(\$|usd\s?|us\$)?\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k\b|thousand\b|mil\b)?\s*(\$|dollars?|usd\b|bucks|d[oó]lares)?/gi;

const FLOOR_CUE =
  /\b(over|more than|above|at least|upwards of|minimum|min|starting at|m[aá]s de|como m[ií]nimo|al menos)\s*(?:of\s*)?$/i;
const CAP_CUE =
  /\b(budget|budgeted|under|less than|below|at most|max(?:imum)?|up to|afford|spend|spending|no more than|cap|capped|limit|within|cheaper than|presupuesto|menos de|hasta|m[aá]ximo|tope)\b[^.?!$\d]{0,24}$/i;
const HARD_CUE =
  /\b(hard cap|hard limit|strict(?:ly)?|absolute(?:ly)?|not a (?:cent|penny|dollar) more|can(?:no|')?t go over|cannot exceed|must not exceed|max(?:imum)?|tope|m[aá]ximo)\b/i;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** "$300 a month max", "$50 tops": the cue after the amount. */
const CAP_AFTER =
  /^\s*(?:(?:a|an|per|each|\/|al|por)\s*(?:month|mo|year|yr|mes|año|ano)\s*)?(?:max(?:imum)?|tops|at most|or less|budget|limit|as a (?:hard )?cap|m[aá]ximo)\b/i;
const YEAR =
  /^\s*(?:(?:a|an|per|each|\/|al|por)\s*)?(?:year|yr|annual|annually|año|ano|anual)\b|^\s*(?:a|per)\s+year/i;

/** Removes product names, form numbers and counted things so none of them is read as money. */
export function withoutNonMoney(text: string, productNames: readonly string[]): string {
  let t = text;
  const lower = text.toLowerCase();
  for (const name of productNames) {
    if (name && lower.includes(name.toLowerCase())) {
      t = t.replace(new RegExp(escapeRegExp(name), "gi"), " ");
    }
  }
  return t.replace(FORM_NUMBER, " ").replace(COUNTED, " ");
}

/**
 * The budget said in one message, or null. "$300 a month", "hard cap $50", "under $3,600 a year",
 * "over $5,000" (a floor, never a cap), "presupuesto de 200 dólares al mes". A number needs a money
 * mark or a budget word next to it; product names and form numbers are removed first.
 */
export function readBudget(
  text: string,
  productNames: readonly string[] = [],
): BudgetReading | null {
  const cleaned = withoutNonMoney(text, productNames);
  let reading: BudgetReading | null = null;
  for (const match of cleaned.matchAll(MONEY)) {
    const [whole, mark, digits, fraction, thousands, after] = match;
    if (!digits) continue;
    const at = match.index ?? 0;
    const before = cleaned.slice(Math.max(0, at - 40), at);
    const following = cleaned.slice(at + whole.length, at + whole.length + 24);
    const floor = FLOOR_CUE.test(before);
    const cap = CAP_CUE.test(before) || CAP_AFTER.test(following);
    const hasMark = Boolean(mark || after || thousands);
    if (!floor && !cap) continue;
    if (!hasMark && !/budget|presupuesto|cap|tope|limit/i.test(before + following)) continue;
    let cents = Number(digits.replace(/,/g, "")) * 100 + Number((fraction ?? "0").padEnd(2, "0"));
    if (thousands) cents *= 1000;
    if (cents <= 0) continue;
    const period: BudgetPeriod = YEAR.test(following) ? "year" : "month";
    const sentence = cleaned.slice(Math.max(0, at - 60), at + whole.length + 30);
    const hard = HARD_CUE.test(sentence);
    const previous = reading as BudgetReading | null;
    if (floor) {
      reading = {
        capCents: previous?.capCents ?? null,
        floorCents: cents,
        hard: previous?.hard ?? false,
        period,
      };
    } else {
      reading = { capCents: cents, floorCents: previous?.floorCents ?? null, hard, period };
    }
  }
  return reading;
}

/** "$50 a month", "over $5,000 a month", "$3,600 a year". */
export function budgetLabel(b: BudgetReading): string {
  const per = b.period === "year" ? "a year" : "a month";
  if (b.capCents !== null && b.floorCents !== null) {
    return `between ${formatMoney(b.floorCents)} and ${formatMoney(b.capCents)} ${per}`;
  }
  if (b.capCents !== null) return `${formatMoney(b.capCents)} ${per}`;
  return `over ${formatMoney(b.floorCents ?? 0)} ${per}`;
}

/** "I read your budget as $50 a month in total, as a hard cap." */
export function budgetUnderstood(b: BudgetReading, language: Language = "en"): string {
  if (language === "es") {
    const per = b.period === "year" ? "al año" : "al mes";
    if (b.capCents === null)
      return `Entiendo que su presupuesto es de más de ${formatMoney(b.floorCents ?? 0)} ${per}, sin tope.`;
    return `Entiendo que su presupuesto es de ${formatMoney(b.capCents)} ${per} en total${b.hard ? ", como tope estricto" : ""}.`;
  }
  if (b.capCents === null) {
    return `I read your budget as over ${formatMoney(b.floorCents ?? 0)} ${b.period === "year" ? "a year" : "a month"}: a floor, not a cap.`;
  }
  return `I read your budget as ${budgetLabel(b)} in total${b.hard ? ", as a hard cap" : ""}.`;
}

const NEGATION =
  /(?:^|[^a-z'])(?:no|not|don't|dont|do not|doesn't|does not|never|without|except|other than|aside from|isn't|aren't|we're not|sin|ni|excepto)(?![a-z'])((?:\s+[a-z0-9&'-]+){1,4})/g;

/** Capabilities a message says the firm does NOT want: "we don't do payroll", "no payroll". */
export function negatedCapabilities(text: string): Set<CapabilityId> {
  const found = new Set<CapabilityId>();
  const t = withApostrophes(englishOf(text));
  for (const m of t.matchAll(NEGATION)) {
    const window = m[1] ?? "";
    // "not just tax, also payroll": "just"/"only" turns the negation into an addition.
    if (/^\s*(just|only|simply|solo)\b/.test(window)) continue;
    for (const [cap, signal] of capabilitySignals(normalise(window))) {
      if (signal >= 0.5) found.add(cap);
    }
  }
  return found;
}

/** Lower case with straight apostrophes, punctuation kept: what the negation pattern reads. */
const withApostrophes = (text: string) => text.toLowerCase().replace(/[‘’]/g, "'");

/** The message without its negated phrases: what is left is what the firm does want. */
export function withoutNegated(text: string): string {
  return withApostrophes(text).replace(NEGATION, (whole, window: string) =>
    /^\s*(just|only|simply|solo)\b/.test(window) ? whole : " ",
  );
}

export interface HeadcountReading {
  /** People in the firm, when a number was said. */
  headcount: number | null;
  /** 1 (solo) to 4 (large). */
  scale: number;
}

const scaleOfHeadcount = (n: number) => (n <= 1 ? 1 : n <= 10 ? 2 : n <= 50 ? 3 : 4);

/**
 * "just 3 of us", "a team of 8", "120-person firm", "for 3 staff", "sole practitioner", "somos 4".
 * A negated size ("not a large firm") says nothing; the number that follows it does.
 */
export function readHeadcount(text: string): HeadcountReading | null {
  const t = normalise(englishOf(text)).replace(
    /\b(?:not|isn t|aren t|no longer)\s+(?:a\s+|an\s+)?(?:very\s+)?(?:large|big|small|mid-size|midsize|solo|sole)\s*(?:firm|practice|practitioner|office|team)?\b/g,
    " ",
  );
  const number =
    /\b(?:just |only )?(\d{1,4}) of us\b/.exec(t) ??
    /\b(?:team|staff|firm|office|group) of (\d{1,4})\b/.exec(t) ??
    /\b(\d{1,4})[- ](?:person|people|staff|employee|seat|user)s? (?:firm|practice|office|team|shop)\b/.exec(
      t,
    ) ??
    /\b(\d{1,4}) (?:people|persons|staff|employees|accountants|cpas|preparers|team members|users|seats|staff members)\b/.exec(
      t,
    ) ??
    /\bwe are (\d{1,4})\b/.exec(t);
  if (number) {
    const n = Number(number[1]);
    if (n > 0) return { headcount: n, scale: scaleOfHeadcount(n) };
  }
  if (/\b(sole practitioner|solo|just me|on my own|one-person|one person|by myself)\b/.test(t)) {
    return { headcount: 1, scale: 1 };
  }
  if (/\b(large firm|enterprise|multi-office|several offices|big firm)\b/.test(t)) {
    return { headcount: null, scale: 4 };
  }
  if (/\b(mid-size|midsize|medium-sized|medium sized)\b/.test(t))
    return { headcount: null, scale: 3 };
  if (/\bsmall (firm|practice|office|team)\b/.test(t)) return { headcount: null, scale: 2 };
  const clients = /\b(\d{1,3}(?:,\d{3})*|\d+) (?:clients|returns|households)\b/.exec(t);
  if (clients) {
    const n = Number(clients[1]!.replace(/,/g, ""));
    return { headcount: null, scale: n < 50 ? 1 : n <= 200 ? 2 : n <= 500 ? 3 : 4 };
  }
  return null;
}

export type Language = "en" | "es";

const SPANISH_WORDS =
  /\b(el|los|las|para|que|una|necesito|tengo|somos|cuanto|cuesta|precio|mas|barato|barata|nomina|impuestos|contabilidad|presupuesto|empresa|despacho|clientes|hola|gracias|quiero|busco|programa|software de|al mes|por mes|tienen|hay|algo|mejor|cual|puede|tambien|pero|porque|dolares|auditoria|declaraciones|nuestro|nuestra|mi|es)\b/g;

/** Spanish when the message has Spanish marks or several Spanish words; English otherwise. */
export function detectLanguage(text: string): Language {
  if (/[¿¡ñ]/i.test(text)) return "es";
  const plain = stripAccents(text.toLowerCase());
  const hits = new Set(plain.match(SPANISH_WORDS) ?? []);
  const english = (
    plain.match(/\b(the|and|is|are|for|what|how|do|does|we|you|my|our|with|can)\b/g) ?? []
  ).length;
  return hits.size >= 2 && hits.size > english ? "es" : "en";
}

const stripAccents = (text: string) => text.normalize("NFD").replace(/[\u0300-\u036f]/g, "");

/** Spanish words the engine needs, into the English its keywords speak. */
const GLOSSARY: Array<[RegExp, string]> = [
  [/\bnominas?\b/g, "payroll"],
  [/\bsueldos?\b|\bsalarios?\b/g, "payroll"],
  [/\bmas barat[oa]s?\b|\bmenos car[oa]s?\b|\bmas economic[oa]s?\b/g, "cheaper"],
  [/\bbarat[oa]s?\b|\beconomic[oa]s?\b/g, "cheap"],
  [/\bdeclaraci(on|ones) de impuestos\b|\bdeclaraciones\b/g, "tax returns"],
  [/\bimpuesto sobre (las )?ventas\b|\bimpuestos? (de|sobre) (las )?ventas\b/g, "sales tax"],
  [/\b(software|programa|programas) (de|para) impuestos\b/g, "tax preparation software"],
  [/\bimpuestos?\b|\bfiscal(es)?\b/g, "tax returns"],
  [/\bcontabilidad\b|\bteneduria de libros\b/g, "bookkeeping"],
  [/\bconciliaci(on|ones) bancarias?\b/g, "bank reconciliation"],
  [/\bauditorias?\b/g, "audit"],
  [/\bplanificaci(on|ones) financieras?\b/g, "financial planning"],
  [/\bpatrimonio\b|\bsucesi(on|ones)\b|\bherencias?\b/g, "estate planning"],
  [/\bportal de clientes\b|\bportal\b/g, "client portal"],
  [/\bdocumentos\b/g, "documents"],
  [/\bsin fines de lucro\b|\bsin animo de lucro\b|\bong\b/g, "nonprofit"],
  [/\bpresupuesto\b/g, "budget"],
  [/\bal mes\b|\bpor mes\b|\bmensuales?\b/g, "a month"],
  [/\bal ano\b|\bpor ano\b|\banuales?\b/g, "a year"],
  [/\bmenos de\b/g, "under"],
  [/\bmas de\b/g, "over"],
  [/\bhasta\b/g, "up to"],
  [/\bdolares\b/g, "dollars"],
  [/\bcuanto cuesta\b|\bcuanto vale\b|\bprecio\b/g, "how much does it cost"],
  [/\bcomparar\b|\bcompara\b|\bdiferencia\b/g, "compare"],
  [/\bprueba gratis\b|\bprueba gratuita\b/g, "free trial"],
  [/\breembolsos?\b|\bdevoluci(on|ones)\b/g, "refund"],
  [/\bsomos (\d+)\b/g, "we are $1"],
  [/\b(\d+) personas\b/g, "$1 people"],
  [/\b(\d+) empleados\b/g, "$1 employees"],
  [/\bsolo yo\b|\btrabajo solo\b|\btrabajo sola\b/g, "just me"],
  [/\bno hacemos\b|\bno necesito\b|\bno necesitamos\b/g, "we don't do"],
  [/\bgracias\b/g, "thanks"],
  [/\bhola\b|\bbuenos dias\b|\bbuenas tardes\b/g, "hello"],
  [/\brecomienda[sn]?\b|\brecomendar\b|\brecomendaci(on|ones)\b/g, "recommend"],
];

/** The message in the English the engine reads: Spanish is translated word by word, English kept. */
export function englishOf(text: string): string {
  if (detectLanguage(text) !== "es") return text;
  let t = stripAccents(text.toLowerCase()).replace(/[¿¡]/g, " ");
  for (const [pattern, english] of GLOSSARY) t = t.replace(pattern, english);
  return t;
}
