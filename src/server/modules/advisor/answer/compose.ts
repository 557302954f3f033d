import { listInWords } from "../needs/text.js";
import type { Budget, ConversationState } from "../../../../shared/advisor/conversation-state.js";
import { formatMoney } from "../../../../shared/money.js";
import { OFFER_TERM_LABELS, countOf, type OfferUnit } from "../../../../shared/offer.js";
import { contactHref } from "../../../../shared/contact-links.js";
import { needLabel, serviceLabel } from "../needs/capabilities.js";
import { budgetLimitCents, type CostLine, type CostResult } from "../tools/cost.js";
import type { FoundProduct, LeftOut } from "../tools/find-products.js";
import type { IntegrationResult } from "../tools/coverage.js";
import type { FactAnswer } from "../tools/product-facts.js";
import { subjectLabelIn, type Subject } from "../tools/subjects.js";
import type { Language } from "../understanding/language.js";
import type { AnswerPart } from "./route.js";
import { WORLD_DECLINES } from "./world-declines.js";

/**
 * The reply, written from the answer parts: every name, price, total, date, fact and link comes
 * from a tool result; the words around them are the advisor's own, in English or Spanish.
 * Markdown as the chat renders it (decisions 0035 and 0135).
 */

type Words = (en: string, es: string) => string;
const wordsIn =
  (language: Language): Words =>
  (en, es) =>
    language === "es" ? es : en;
/** The language a writer writes in: job, need and service names follow it. */
const languageOf = (w: Words): Language => (w("en", "es") === "es" ? "es" : "en");
const jobs = (ids: readonly string[], w: Words) =>
  ids.map((id) => needLabel(id, languageOf(w))).join(", ");

const money = formatMoney;
const link = (p: { name: string; link: string }) => `[${p.name}](${p.link})`;
const bold = (text: string) => `**${text}**`;
const quote = (text: string) => `“${text}”`;

export const contactSales = (product?: string) => contactHref({ inquiry: "sales", product });

const DATE_FORMATS = {
  en: new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }),
  es: new Intl.DateTimeFormat("es-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }),
};

const date = (iso: string, language: Language) => DATE_FORMATS[language].format(new Date(iso));

const UNIT_NOUNS_ES: Record<string, [string, string]> = {
  per_user: ["usuario", "usuarios"],
  per_client: ["cliente", "clientes"],
  per_return: ["declaración", "declaraciones"],
  per_firm: ["licencia", "licencias"],
};

function quantityLabel(line: Pick<CostLine, "unit" | "quantity">, w: Words): string {
  const [one, many] = UNIT_NOUNS_ES[line.unit]!;
  return w(
    countOf(line.unit, line.quantity),
    `${line.quantity} ${line.quantity === 1 ? one : many}`,
  );
}

const TERM_ES: Record<string, string> = {
  perpetual: "licencia perpetua",
  annual: "licencia de un año que se renueva cada año",
  monthly: "suscripción mensual",
  per_use: "compra única",
};

function priceLabel(
  line: Pick<CostLine, "priceLabel" | "unitPriceCents" | "unit" | "term">,
  w: Words,
): string {
  if (w("en", "es") === "en") return line.priceLabel;
  const unit = {
    per_user: " / usuario",
    per_client: " / cliente",
    per_return: " / declaración",
    per_firm: "",
  }[line.unit];
  const term = {
    monthly: " / mes",
    annual: " / año",
    perpetual: ", pago único",
    per_use: ", pago único",
  }[line.term];
  return `${money(line.unitPriceCents)}${unit}${term}`;
}

/** What a sheet's limit counts, in English and Spanish. */
const LIMIT_NAMES = {
  users: ["users", "los usuarios"],
  clients: ["clients", "los clientes"],
  eFiles: ["e-files a year", "las declaraciones electrónicas al año"],
} as const;

/** One product's cost for the firm, in one line. */
export function costSentence(line: CostLine, w: Words, language: Language): string {
  const who =
    line.unit === "per_firm"
      ? w("for the whole firm", "para toda la firma")
      : line.quantitySource === "assumed"
        ? w(
            `for ${quantityLabel(line, w)} (tell me how many you need)`,
            `para ${quantityLabel(line, w)} (dígame cuántos necesita)`,
          )
        : w(`for ${quantityLabel(line, w)}`, `para ${quantityLabel(line, w)}`);
  const head = `${bold(link(line))} (${priceLabel(line, w)}) ${who}: `;
  let body: string;
  if (line.interval === "month") {
    body = w(
      `${bold(`${money(line.lineCents)} a month`)}; first year ${money(line.firstYearCents)}.`,
      `${bold(`${money(line.lineCents)} al mes`)}; primer año ${money(line.firstYearCents)}.`,
    );
    if (line.trialDays > 0 && line.renewal)
      body += w(
        ` Due today: ${money(line.dueTodayCents)} (${line.trialDays}-day free trial); first charge ${money(line.renewal.amountCents)} on ${date(line.renewal.date, language)}.`,
        ` Hoy paga ${money(line.dueTodayCents)} (prueba gratuita de ${line.trialDays} días); primer cargo de ${money(line.renewal.amountCents)} el ${date(line.renewal.date, language)}.`,
      );
  } else if (line.interval === "year") {
    body = w(
      `${bold(`${money(line.lineCents)} a year`)}: a one-year licence, paid today and renewed yearly at ${money(line.renewal!.amountCents)} (next on ${date(line.renewal!.date, language)}); not a purchase you keep.`,
      `${bold(`${money(line.lineCents)} al año`)}: licencia de un año, se paga hoy y se renueva cada año por ${money(line.renewal!.amountCents)} (próxima el ${date(line.renewal!.date, language)}); no es una compra para siempre.`,
    );
  } else if (line.term === "perpetual") {
    body = w(
      `${bold(`${money(line.lineCents)} once`)}: a perpetual licence you keep, nothing monthly.`,
      `${bold(`${money(line.lineCents)} una sola vez`)}: licencia perpetua, sin pagos mensuales.`,
    );
  } else {
    body = w(
      `${bold(`${money(line.lineCents)} once`)}: a one-off purchase.`,
      `${bold(`${money(line.lineCents)} una sola vez`)}: compra única.`,
    );
  }
  if (line.overMonths && line.overMonths.months !== 12)
    body += w(
      ` Over ${line.overMonths.months} months: ${money(line.overMonths.cents)}.`,
      ` En ${line.overMonths.months} meses: ${money(line.overMonths.cents)}.`,
    );
  if (line.usersPerLicence !== null)
    body += w(
      ` Priced per user: its sheet's limit of ${line.usersPerLicence} user${line.usersPerLicence === 1 ? "" : "s"} is per licence, so ${line.quantityLabel} take ${line.quantity} licences.`,
      ` Se cobra por usuario: el límite de ${line.usersPerLicence} usuario${line.usersPerLicence === 1 ? "" : "s"} de su ficha es por licencia, así que ${line.quantity} usuarios llevan ${line.quantity} licencias.`,
    );
  if (line.overLimit)
    body += w(
      ` Its sheet caps ${LIMIT_NAMES[line.overLimit.fact][0]} at ${line.overLimit.limit}: your number is above that.`,
      ` Su ficha limita ${LIMIT_NAMES[line.overLimit.fact][1]} a ${line.overLimit.limit}: su número lo supera.`,
    );
  return head + body;
}

function totalSentence(total: CostResult["total"], w: Words): string {
  const parts: string[] = [];
  if (total.monthlyCents)
    parts.push(w(`${money(total.monthlyCents)} a month`, `${money(total.monthlyCents)} al mes`));
  if (total.upfrontCents)
    parts.push(
      w(`${money(total.upfrontCents)} upfront`, `${money(total.upfrontCents)} por adelantado`),
    );
  return w(
    `${bold("Together")}: ${parts.join(" plus ")}; first year ${bold(money(total.firstYearCents))}; due today ${money(total.dueTodayCents)} (before the 8% sales tax at checkout).`,
    `${bold("En total")}: ${parts.join(" más ")}; primer año ${bold(money(total.firstYearCents))}; hoy ${money(total.dueTodayCents)} (antes del 8 % de impuesto sobre las ventas).`,
  );
}

export function budgetPhrase(budget: Budget, w: Words): string {
  const per =
    budget.period === "year"
      ? w("a year", "al año")
      : budget.period === "once"
        ? w("in all", "en total")
        : w("a month", "al mes");
  const amount = `${money(budget.amountCents)} ${per}`;
  if (budget.kind === "floor") return w(`over ${amount}`, `más de ${amount}`);
  if (budget.kind === "target") return w(`about ${amount}`, `unos ${amount}`);
  return budget.hard
    ? w(`${amount}, a hard cap`, `${amount}, como tope estricto`)
    : w(`up to ${amount}`, `hasta ${amount}`);
}

/**
 * What the lines cost against the budget's period, said as it is paid: against a month's budget
 * a one-time or yearly price counts whole in the month it is paid ("$432.00 in the first month,
 * then $413.00 a month"), never as if it were paid every month.
 */
function budgetCostPhrase(result: CostResult, budget: Budget, w: Words): string {
  return costAgainstBudget(result.budget!.costCents, result.total.monthlyCents, budget, w);
}

function costAgainstBudget(cost: number, monthly: number, budget: Budget, w: Words): string {
  if (budget.period !== "month")
    return w(`${money(cost)} in the first year`, `${money(cost)} el primer año`);
  if (cost === monthly) return w(`${money(cost)} a month`, `${money(cost)} al mes`);
  return monthly > 0
    ? w(
        `${money(cost)} in the first month, then ${money(monthly)} a month`,
        `${money(cost)} el primer mes y luego ${money(monthly)} al mes`,
      )
    : w(
        `${money(cost)} in the month it is paid, nothing monthly after`,
        `${money(cost)} en el mes en que se paga, nada mensual después`,
      );
}

function budgetVerdict(result: CostResult, budget: Budget, w: Words): string {
  const cost = budgetCostPhrase(result, budget, w);
  return result.budget!.fits
    ? w(
        `That fits your budget (${budgetPhrase(budget, w)}): ${cost}.`,
        `Entra en su presupuesto (${budgetPhrase(budget, w)}): ${cost}.`,
      )
    : w(
        `That does ${bold("not")} fit your budget (${budgetPhrase(budget, w)}): ${cost}, ${money(result.budget!.overCents)} over it.`,
        `${bold("No")} entra en su presupuesto (${budgetPhrase(budget, w)}): ${cost}, ${money(result.budget!.overCents)} por encima.`,
      );
}

/**
 * Alternatives against the budget, each on its own ("which is cheaper?" with a budget known):
 * "Against your budget (up to $400.00 a month): A fits ($295.00 a month); B does not ($449.00 in
 * the month it is paid)."
 */
function eachAgainstBudget(lines: readonly CostLine[], budget: Budget, w: Words): string | null {
  const limit = budgetLimitCents(budget);
  if (limit === null) return null;
  const each = lines.map((line) => {
    const cost = line.budgetCents ?? line.lineCents;
    const monthly = line.interval === "month" ? line.lineCents : 0;
    const phrase = costAgainstBudget(cost, monthly, budget, w);
    return cost <= limit
      ? w(`${link(line)} fits (${phrase})`, `${link(line)} entra (${phrase})`)
      : w(
          `${link(line)} does ${bold("not")} (${phrase})`,
          `${link(line)} ${bold("no")} entra (${phrase})`,
        );
  });
  return w(
    `Against your budget (${budgetPhrase(budget, w)}): ${each.join("; ")}.`,
    `Frente a su presupuesto (${budgetPhrase(budget, w)}): ${each.join("; ")}.`,
  );
}

function writeCost(
  part: Extract<AnswerPart, { kind: "cost" }>,
  state: ConversationState,
  w: Words,
  language: Language,
): string {
  const { result } = part;
  if (part.byCount) return writeCostByCount(part.byCount, state, w, language);
  const lines = result.lines.map((line) => `- ${costSentence(line, w, language)}`);
  const blocks = [lines.join("\n")];
  // Which is cheaper weighs alternatives: no total of the two, and each one's fit on its own.
  const alternatives = part.cheapest !== null;
  if (result.lines.length > 1 && !alternatives) blocks.push(totalSentence(result.total, w));
  if (part.cheapest !== null) {
    const best = result.lines.find((l) => l.productId === part.cheapest)!;
    const others = result.lines.filter((l) => l !== best);
    const saving = part.savingCents
      ? w(
          `: ${money(part.savingCents)} less in the first year`,
          `: ${money(part.savingCents)} menos el primer año`,
        )
      : "";
    blocks.unshift(
      w(
        `${bold(link(best))} costs least for you: ${money(best.firstYearCents)} in the first year, against ${others.map((o) => `${money(o.firstYearCents)} for ${link(o)}`).join(" and ")}${saving}.`,
        `${bold(link(best))} es el más económico para ustedes: ${money(best.firstYearCents)} el primer año, frente a ${others.map((o) => `${money(o.firstYearCents)} de ${link(o)}`).join(" y ")}${saving}.`,
      ),
    );
  }
  // "A few partnerships (1065)": a cheaper alternative that does not cover a form the firm does.
  for (const missed of part.formsMissed ?? []) {
    const line = result.lines.find((l) => l.productId === missed.productId);
    if (!line || missed.subject.kind !== "form") continue;
    const form = missed.subject.form;
    blocks.push(
      missed.quote
        ? w(
            `But ${link(line)}'s fact sheet lists ${quote(missed.quote)} as not included, and you said you prepare Form ${form}.`,
            `Pero la ficha de ${link(line)} indica que no incluye ${quote(missed.quote)}, y ustedes preparan el formulario ${form}.`,
          )
        : w(
            `But ${link(line)}'s fact sheet ${formsCovered(missed.value, form, w)}, which you said you prepare.`,
            `Pero la ficha de ${link(line)} ${formsCovered(missed.value, form, w)}, que ustedes preparan.`,
          ),
    );
  }
  const perFirmWithCount = result.lines.filter(
    (l) => l.unit === "per_firm" && (state.firm.seats ?? 0) + (state.firm.clients ?? 0) > 1,
  );
  if (perFirmWithCount.length)
    blocks.push(
      w(
        `${listInWords(perFirmWithCount.map(link))} ${perFirmWithCount.length > 1 ? "are" : "is"} priced per firm: the price does not grow with your users or clients.`,
        `${listInWords(perFirmWithCount.map(link), "y")} se ${perFirmWithCount.length > 1 ? "cobran" : "cobra"} por firma: el precio no aumenta con usuarios ni clientes.`,
      ),
    );
  for (const { productId, count, of } of part.notCounted ?? []) {
    const line = result.lines.find((l) => l.productId === productId);
    if (!line) continue;
    blocks.push(
      of === "seats"
        ? w(
            `${link(line)} is priced per client, not per seat: ${count} ${count === 1 ? "seat adds" : "seats add"} nothing to it.`,
            `${link(line)} se cobra por cliente, no por usuario: ${count} ${count === 1 ? "usuario no cambia" : "usuarios no cambian"} su precio.`,
          )
        : w(
            `${link(line)} is priced per user, not per client: ${count} ${count === 1 ? "client adds" : "clients add"} nothing to it.`,
            `${link(line)} se cobra por usuario, no por cliente: ${count} ${count === 1 ? "cliente no cambia" : "clientes no cambian"} su precio.`,
          ),
    );
  }
  if (result.budget && state.budget && (part.fits || result.lines.length > 0)) {
    const verdict = alternatives
      ? eachAgainstBudget(result.lines, state.budget, w)
      : budgetVerdict(result, state.budget, w);
    if (verdict) blocks.push(verdict);
  }
  return blocks.join("\n\n");
}

/**
 * "What would 6 seats cost vs 4": each count's cost, one after the other; a price that does not
 * count them (per firm) is said once, the same for both.
 */
function writeCostByCount(
  byCount: NonNullable<Extract<AnswerPart, { kind: "cost" }>["byCount"]>,
  state: ConversationState,
  w: Words,
  language: Language,
): string {
  const counts = byCount.map((c) => c.count);
  const blocks: string[] = [];
  const productIds = byCount[0]!.result.lines.map((l) => l.productId);
  for (const id of productIds) {
    const lines = byCount.map((c) => c.result.lines.find((l) => l.productId === id)!);
    const first = lines[0]!;
    if (lines.every((l) => l.quantity === first.quantity))
      blocks.push(
        `- ${costSentence(first, w, language)} ${w(
          `The same for ${counts.join(" or ")}: its price does not count ${byCount[0]!.of === "clients" ? "clients" : "users"}.`,
          `Lo mismo para ${counts.join(" o ")}: su precio no cuenta ${byCount[0]!.of === "clients" ? "clientes" : "usuarios"}.`,
        )}`,
      );
    else blocks.push(lines.map((l) => `- ${costSentence(l, w, language)}`).join("\n"));
  }
  // Each count's total and budget, once when the counts do not change them.
  const same = byCount.every(
    (c) => c.result.total.firstYearCents === byCount[0]!.result.total.firstYearCents,
  );
  const each = same ? byCount.slice(0, 1) : byCount;
  const forCount = (c: (typeof byCount)[number]) =>
    same ? "" : w(`For ${c.count}: `, `Para ${c.count}: `);
  if (productIds.length > 1)
    for (const c of each) blocks.push(`${forCount(c)}${totalSentence(c.result.total, w)}`);
  if (state.budget)
    for (const c of each)
      if (c.result.budget) blocks.push(`${forCount(c)}${budgetVerdict(c.result, state.budget, w)}`);
  return blocks.join("\n\n");
}

/**
 * The forms a sheet lists against the one asked, as the rest of a sentence: "covers Forms 1040,
 * 1065, not 1041" or "lists no tax forms, so not 1041".
 */
function formsCovered(value: string | null | undefined, form: string, w: Words): string {
  return value && value !== "none"
    ? w(`covers Forms ${value}, not ${form}`, `cubre los formularios ${value}, no el ${form}`)
    : w(
        `lists no tax forms, so not ${form}`,
        `no incluye ningún formulario, así que tampoco el ${form}`,
      );
}

function verdictWord(answer: FactAnswer, w: Words): string {
  return answer.verdict === "yes"
    ? bold(w("Yes", "Sí"))
    : answer.verdict === "no"
      ? bold("No")
      : bold(w("Not stated", "No consta"));
}

/** What each price counts, as the head of an either/or answer and as the counted noun. */
const UNIT_HEADS: Record<OfferUnit, [string, string]> = {
  per_user: ["Per user", "Por usuario"],
  per_client: ["Per client", "Por cliente"],
  per_return: ["Per return", "Por declaración"],
  per_firm: ["Per firm", "Por firma"],
};
const UNIT_NOUNS: Record<OfferUnit, [string, string]> = {
  per_user: ["users", "usuarios"],
  per_client: ["clients", "clientes"],
  per_return: ["returns", "declaraciones"],
  per_firm: ["licence", "licencia"],
};

/**
 * "Per business or per staff member?": the alternative that is true, never a yes or no, with
 * the cost for the firm's count of it and what the other count adds ("Per client: … priced per
 * client ($69.00 / client / month), so your 60 clients come to $4,140.00 a month, $49,680.00 in
 * the first year; your 5 users add nothing").
 */
function eitherUnitSentence(
  a: FactAnswer,
  unit: OfferUnit,
  w: Words,
  cost: CostLine | null,
  firm: Pick<ConversationState["firm"], "seats" | "clients"> | undefined,
): string {
  const s = a.subject as Extract<FactAnswer["subject"], { kind: "unit" }>;
  const name = link(a);
  const [en, es] = UNIT_HEADS[unit];
  const head =
    a.verdict === "yes"
      ? bold(w(en, es))
      : bold(w(`Neither: ${en.toLowerCase()}`, `Ninguno: ${es.toLowerCase()}`));
  const amount = cost
    ? cost.interval === "month"
      ? w(
          `${money(cost.lineCents)} a month, ${money(cost.firstYearCents)} in the first year`,
          `${money(cost.lineCents)} al mes, ${money(cost.firstYearCents)} el primer año`,
        )
      : cost.interval === "year"
        ? w(`${money(cost.lineCents)} a year`, `${money(cost.lineCents)} al año`)
        : w(`${money(cost.lineCents)} once`, `${money(cost.lineCents)} una sola vez`)
    : null;
  // A count the firm has not given is no "your 1 clients": the price for one, said as that.
  const known =
    unit === "per_firm" ||
    (unit === "per_user" ? firm?.seats : unit === "per_client" ? firm?.clients : null) != null;
  const counted =
    cost && amount && !known
      ? w(
          `: ${amount} for one ${UNIT_NOUNS[unit][0].replace(/s$/, "")}; tell me how many you need`,
          `: ${amount} por ${UNIT_NOUNS_ES[unit]![0]}; dígame cuántos necesita`,
        )
      : cost && amount
        ? unit === "per_firm"
          ? w(`: one licence for the firm, ${amount}`, `: una licencia para la firma, ${amount}`)
          : w(
              `, so your ${cost.quantity} ${UNIT_NOUNS[unit][0]} come to ${amount}`,
              `, así que sus ${cost.quantity} ${UNIT_NOUNS[unit][1]} suman ${amount}`,
            )
        : "";
  // The other count the question named adds nothing to a price that does not count it.
  const others = [s.unit, s.either].flatMap((u) => {
    const n = u === "per_user" ? firm?.seats : u === "per_client" ? firm?.clients : null;
    return u && u !== unit && n ? [[n, UNIT_NOUNS[u]] as const] : [];
  });
  const nothing = others.length
    ? w(
        `; your ${listInWords(others.map(([n, [noun]]) => `${n} ${noun}`))} add nothing`,
        `; sus ${listInWords(
          others.map(([n, [, noun]]) => `${n} ${noun}`),
          "y",
        )} no suman nada`,
      )
    : "";
  const priced = {
    per_user: ["per user", "por usuario"],
    per_client: ["per client", "por cliente"],
    per_return: ["per return", "por declaración"],
    per_firm: [
      "per firm, one price whatever your users or clients",
      "por firma, un solo precio sean cuantos sean sus usuarios o clientes",
    ],
  }[unit];
  return w(
    `${head}: ${name} is priced ${priced[0]} (${a.quote ?? ""})${counted}${nothing}.`,
    `${head}: ${name} se cobra ${priced[1]} (${a.quote ?? ""})${counted}${nothing}.`,
  );
}

/**
 * What an English "not stated" says the listing leaves open: a fact of the sheet by its label; a
 * question in other words as typed (“Does it register us in new states?”), never a fragment of
 * its words.
 */
function unansweredEn(s: Subject): string {
  if (s.kind !== "phrase") return `doesn't say anything about ${subjectLabelIn(s, "en")}`;
  return s.said ? `doesn't answer ${quote(s.said)}` : "doesn't say whether it does that";
}

function factSentence(
  a: FactAnswer,
  w: Words,
  cost: CostLine | null,
  firm?: Pick<ConversationState["firm"], "seats" | "clients">,
): string {
  const name = link(a);
  const s = a.subject;
  if (a.verdict === "unknown" && a.partly?.length) {
    const said = a.partly.map(quote);
    return w(
      `${bold("Not stated")} in full: ${name}'s listing says ${listInWords(said)}, but not ${subjectLabelIn(s, "en")} as asked. [Contact Sales](${contactSales(a.name)}) can confirm it with the vendor.`,
      `${bold("No consta")} del todo: la ficha de ${name} dice ${listInWords(said, "y")}, pero no ${subjectLabelIn(s, "es")} tal como lo pregunta. [Contacte con Ventas](${contactSales(a.name)}) para confirmarlo con el fabricante.`,
    );
  }
  if (s.kind === "fees")
    return w(
      `${bold("Not stated")}: the listing for ${name} gives its price as ${cost ? priceLabel(cost, w) : a.value} and names no setup or other fee beside it. [Contact Sales](${contactSales(a.name)}) can confirm it with the vendor.`,
      `${bold("No consta")}: la ficha de ${name} da como precio ${cost ? priceLabel(cost, w) : a.value} y no menciona cuota de alta ni otro cargo aparte. [Contacte con Ventas](${contactSales(a.name)}) para confirmarlo con el fabricante.`,
    );
  if (a.verdict === "unknown")
    return w(
      `${bold("Not stated")}: the listing for ${name} ${unansweredEn(s)}. [Contact Sales](${contactSales(a.name)}) can confirm it with the vendor.`,
      `${bold("No consta")}: la ficha de ${name} no dice nada sobre ${subjectLabelIn(s, "es")}. [Contacte con Ventas](${contactSales(a.name)}) para confirmarlo con el fabricante.`,
    );
  switch (s.kind) {
    case "form":
      if (a.verdict === "yes")
        return a.quote
          ? w(
              `${verdictWord(a, w)}: ${name}'s listing says ${quote(a.quote)}.`,
              `${verdictWord(a, w)}: la ficha de ${name} dice ${quote(a.quote)}.`,
            )
          : w(
              `${verdictWord(a, w)}: ${name}'s fact sheet lists Form ${a.value}.`,
              `${verdictWord(a, w)}: la ficha de ${name} incluye el formulario ${a.value}.`,
            );
      return a.quote
        ? w(
            `${verdictWord(a, w)}: ${name}'s fact sheet lists ${quote(a.quote)} as not included.`,
            `${verdictWord(a, w)}: la ficha de ${name} indica que no incluye ${quote(a.quote)}.`,
          )
        : w(
            `${verdictWord(a, w)}: ${name}'s fact sheet ${formsCovered(a.value, s.form, w)}.`,
            `${verdictWord(a, w)}: la ficha de ${name} ${formsCovered(a.value, s.form, w)}.`,
          );
    case "security":
      return w(
        `${verdictWord(a, w)}: ${name}'s fact sheet answers ${quote(a.subjectLabel)} with ${quote(a.value === "not_applicable" ? "Not applicable" : a.verdict === "yes" ? "Yes" : "No")}.`,
        `${verdictWord(a, w)}: la ficha de ${name} responde ${quote(a.subjectLabel)} con ${quote(a.value === "not_applicable" ? "No aplica" : a.verdict === "yes" ? "Sí" : "No")}.`,
      );
    case "deployment":
      return a.verdict === "yes"
        ? w(
            `${verdictWord(a, w)}: ${name}'s fact sheet says it runs on: ${a.value}.`,
            `${verdictWord(a, w)}: según su ficha, ${name} funciona en: ${a.value}.`,
          )
        : w(
            `${verdictWord(a, w)}: ${name}'s fact sheet says it runs on: ${a.value}${a.quote ? `, and lists ${quote(a.quote)} as not included` : ""}.`,
            `${verdictWord(a, w)}: según su ficha, ${name} funciona en: ${a.value}${a.quote ? `, y no incluye ${quote(a.quote)}` : ""}.`,
          );
    case "trial":
      return a.verdict === "yes"
        ? w(
            `${verdictWord(a, w)}: ${name} has a ${a.value}-day free trial; nothing is charged until it ends.`,
            `${verdictWord(a, w)}: ${name} tiene una prueba gratuita de ${a.value} días; no se cobra nada hasta que termine.`,
          )
        : w(
            `${verdictWord(a, w)}: ${name} has no free trial; its product page lists every feature before you buy.`,
            `${verdictWord(a, w)}: ${name} no tiene prueba gratuita; su página muestra todas las funciones antes de comprar.`,
          );
    case "limit":
      // Unlimited: a count fits ("yes"); "is there a limit?" and "how many?" are answered with
      // what the sheet says, never a "yes" that would read as "yes, there is a limit".
      if (a.value === "unlimited")
        return s.quantity
          ? w(
              `${verdictWord(a, w)}: ${name}'s fact sheet states no limit on ${LIMIT_NAMES[s.fact][0]} (unlimited), so your ${s.quantity} fit.`,
              `${verdictWord(a, w)}: la ficha de ${name} no pone límite a ${LIMIT_NAMES[s.fact][1]} (ilimitado); sus ${s.quantity} caben.`,
            )
          : w(
              `${bold("No limit")}: ${name}'s fact sheet states no limit on ${LIMIT_NAMES[s.fact][0]} (unlimited).`,
              `${bold("Sin límite")}: la ficha de ${name} no pone límite a ${LIMIT_NAMES[s.fact][1]} (ilimitado).`,
            );
      return s.quantity
        ? w(
            `${verdictWord(a, w)}: ${name}'s fact sheet caps ${LIMIT_NAMES[s.fact][0]} at ${a.value}${a.verdict === "no" ? `, below your ${s.quantity}` : `, so ${s.quantity} fits`}.`,
            `${verdictWord(a, w)}: la ficha de ${name} limita ${LIMIT_NAMES[s.fact][1]} a ${a.value}${a.verdict === "no" ? `, por debajo de sus ${s.quantity}` : `; sus ${s.quantity} caben`}.`,
          )
        : w(
            `${name}'s fact sheet states a limit of ${bold(`${a.value} ${LIMIT_NAMES[s.fact][0]}`)}${a.quote ? ` (${quote(a.quote)} is listed as not included)` : ""}.`,
            `La ficha de ${name} indica un límite de ${bold(`${a.value} ${LIMIT_NAMES[s.fact][1].replace(/^(?:los|las) /, "")}`)}${a.quote ? ` (no incluye ${quote(a.quote)})` : ""}.`,
          );
    case "term": {
      // The term is named, never a "Yes" or "No": "is it one-time or do I keep paying?", "do we
      // keep paying?" and "is it ours to keep?" ask it with opposite yes-or-no meanings.
      const term = cost?.productId === a.productId ? cost.term : null;
      const head = bold(
        a.verdict === "yes"
          ? w("One-time", "Pago único")
          : term === "monthly"
            ? w("Monthly subscription", "Suscripción mensual")
            : w("Renews yearly", "Se renueva cada año"),
      );
      const once = cost && term ? ` ${money(cost.lineCents)}` : "";
      return a.verdict === "yes"
        ? w(
            `${head}: ${name} is a ${a.value?.toLowerCase()}: you pay${once} once and keep it.`,
            `${head}: ${name} es de pago único: paga${once} una vez y se conserva.`,
          )
        : w(
            `${head}: ${name} is a ${a.value?.toLowerCase()}.${cost ? ` ${costSentence(cost, w, "en")}` : ""}`,
            `${head}: ${name} es una ${TERM_ES[cost?.term ?? "annual"]}.${cost ? ` ${costSentence(cost, w, "es")}` : ""}`,
          );
    }
    case "licence":
      if ((a.verdict === "yes") !== Boolean(s.own))
        return w(
          `${verdictWord(a, w)}: ${name} is priced per firm, so one licence covers everyone in your firm${a.value === "per_firm" ? "" : ` (its sheet: users ${a.value})`}.${cost ? ` ${costSentence(cost, w, "en")}` : ""}`,
          `${verdictWord(a, w)}: ${name} se cobra por firma, así que una licencia cubre a toda la firma.${cost ? ` ${costSentence(cost, w, "es")}` : ""}`,
        );
      return w(
        `${verdictWord(a, w)}: ${name} is priced per ${a.value === "per_user" ? "user" : a.value === "per_client" ? "client" : "firm"}, so each one needs its own.${cost ? ` ${costSentence(cost, w, "en")}` : ""}`,
        `${verdictWord(a, w)}: ${name} se cobra por ${a.value === "per_user" ? "usuario" : "cliente"}: cada uno necesita el suyo.${cost ? ` ${costSentence(cost, w, "es")}` : ""}`,
      );
    case "unit": {
      const unit = a.value as OfferUnit;
      if (s.either) return eitherUnitSentence(a, unit, w, cost, firm);
      const counts = {
        per_user: [
          "per user: each person who uses it is a seat",
          "por usuario: cada persona que lo usa es un puesto",
        ],
        per_client: ["per client", "por cliente"],
        per_return: ["per return", "por declaración"],
        per_firm: [
          "per firm: one price whatever your users or clients",
          "por firma: un solo precio, sean cuantos sean sus usuarios o clientes",
        ],
      }[unit] ?? [unit, unit];
      const label = a.quote ?? "";
      return w(
        `${verdictWord(a, w)}: ${name} is priced ${counts[0]} (${label}).${cost ? ` ${costSentence(cost, w, "en")}` : ""}`,
        `${verdictWord(a, w)}: ${name} se cobra ${counts[1]} (${label}).${cost ? ` ${costSentence(cost, w, "es")}` : ""}`,
      );
    }
    case "storage":
      return a.verdict === "yes"
        ? w(
            `${verdictWord(a, w)}: ${name}'s fact sheet states ${a.value === "unlimited" ? "unlimited storage" : `${a.value} GB of storage`} for your files.`,
            `${verdictWord(a, w)}: la ficha de ${name} indica ${a.value === "unlimited" ? "almacenamiento ilimitado" : `${a.value} GB de almacenamiento`} para sus archivos.`,
          )
        : w(
            `${verdictWord(a, w)}: ${name}'s fact sheet lists ${quote(a.quote ?? "")} as not included.`,
            `${verdictWord(a, w)}: la ficha de ${name} indica que no incluye ${quote(a.quote ?? "")}.`,
          );
    case "phrase":
      return a.verdict === "yes"
        ? w(
            `${verdictWord(a, w)}: ${name}'s listing says ${quote(a.quote ?? a.subjectLabel)}.`,
            `${verdictWord(a, w)}: la ficha de ${name} dice ${a.quote ? quote(a.quote) : subjectLabelIn(s, "es")}.`,
          )
        : w(
            `${verdictWord(a, w)}: ${name}'s fact sheet lists ${quote(a.quote ?? a.subjectLabel)} as not included.`,
            `${verdictWord(a, w)}: la ficha de ${name} indica que no incluye ${a.quote ? quote(a.quote) : subjectLabelIn(s, "es")}.`,
          );
    default:
      return w(
        `${verdictWord(a, w)}: ${name}'s fact sheet says ${quote(a.value ?? "")}.`,
        `${verdictWord(a, w)}: la ficha de ${name} dice ${quote(a.value ?? "")}.`,
      );
  }
}

/** What the sheet says, in brackets after a product's name: a quote, or the stated value. */
function stated(a: FactAnswer, w: Words): string {
  if (a.quote) return ` (${quote(a.quote)})`;
  if (!a.value) return "";
  // A storage figure is a size: "250 GB of storage", not a bare "250".
  if (a.subject.kind === "storage")
    return a.value === "unlimited"
      ? w(" (unlimited storage)", " (almacenamiento ilimitado)")
      : w(` (${a.value} GB of storage)`, ` (${a.value} GB de almacenamiento)`);
  // A limit is a number of something: "unlimited e-files a year", "up to 500 clients".
  if (a.subject.kind === "limit") {
    const what = {
      eFiles: w("e-files a year", "presentaciones electrónicas al año"),
      users: w("users", "usuarios"),
      clients: w("clients", "clientes"),
    }[a.subject.fact];
    const unlimitedEs = a.subject.fact === "eFiles" ? "ilimitadas" : "ilimitados";
    return a.value === "unlimited"
      ? w(` (unlimited ${what})`, ` (${what} ${unlimitedEs})`)
      : w(` (up to ${a.value} ${what})`, ` (hasta ${a.value} ${what})`);
  }
  return ` (${a.value})`;
}

function alternativesLine(alternatives: readonly FactAnswer[], w: Words): string | null {
  if (!alternatives.length) return null;
  const items = alternatives.map((a) => `${link(a)}${stated(a, w)}`);
  return w(
    `Listed as doing it: ${items.join("; ")}.`,
    `Según sus fichas, sí lo hacen: ${items.join("; ")}.`,
  );
}

/**
 * One product asked about several pieces of software, some listed and some not ("does it work
 * with QuickBooks?": Online and Desktop): one answer, what it works with and what not.
 */
function mixedIntegrations(results: IntegrationResult[], w: Words): string | null {
  const answers = results.map((r) => r.answer);
  if (answers.length < 2 || answers.some((a) => !a || a.productId !== answers[0]!.productId))
    return null;
  const yes = results.filter((r) => r.answer!.verdict === "yes").map((r) => r.integration);
  const no = results.filter((r) => r.answer!.verdict === "no").map((r) => r.integration);
  if (!yes.length || !no.length || yes.length + no.length !== results.length) return null;
  const a = answers[0]!;
  return w(
    `${bold("Yes")}, with ${listInWords(yes, "and")}: ${link(a)}'s fact sheet lists its integrations as ${a.value}; not ${listInWords(no, "or")}.`,
    `${bold("Sí")}, con ${listInWords(yes, "y")}: la ficha de ${link(a)} indica como integraciones ${a.value}; con ${listInWords(no, "o")} no.`,
  );
}

function writeIntegration(part: Extract<AnswerPart, { kind: "integration" }>, w: Words): string {
  const byProduct = new Map<number, IntegrationResult[]>();
  for (const r of part.results)
    if (r.answer)
      byProduct.set(r.answer.productId, [...(byProduct.get(r.answer.productId) ?? []), r]);
  const mixed = new Map(
    [...byProduct].map(([id, results]) => [id, mixedIntegrations(results, w)] as const),
  );
  const written = new Set<number>();
  return part.results
    .flatMap((r): Array<IntegrationResult | string> => {
      const id = r.answer?.productId;
      const together = id !== undefined ? mixed.get(id) : null;
      if (id !== undefined && together) {
        if (written.has(id)) return [];
        written.add(id);
        return [together];
      }
      return [r];
    })
    .map((r) => {
      if (typeof r === "string") return r;
      const lines: string[] = [];
      if (r.answer) {
        const a = r.answer;
        lines.push(
          a.verdict === "yes"
            ? w(
                `${bold("Yes")}: ${link(a)}'s fact sheet lists ${r.integration} among its integrations (${a.value}).`,
                `${bold("Sí")}: la ficha de ${link(a)} incluye ${r.integration} entre sus integraciones (${a.value}).`,
              )
            : a.verdict === "no"
              ? w(
                  `${bold("No")}: ${link(a)}'s fact sheet lists ${a.value === "none" ? "no integrations" : `its integrations as ${a.value}`}, not ${r.integration}.`,
                  `${bold("No")}: la ficha de ${link(a)} ${a.value === "none" ? "no indica integraciones" : `indica como integraciones ${a.value}`}, no ${r.integration}.`,
                )
              : w(
                  `${bold("Not stated")}: ${link(a)}'s listing doesn't say which software it connects to. [Contact Sales](${contactSales(a.name)}) can confirm ${r.integration}.`,
                  `${bold("No consta")}: la ficha de ${link(a)} no indica sus integraciones. [Contacte con Ventas](${contactSales(a.name)}) para confirmar ${r.integration}.`,
                ),
        );
      }
      if (!r.answer || r.answer.verdict !== "yes") {
        lines.push(
          r.listing.length
            ? w(
                `Products whose sheets list ${r.integration}: ${r.listing.slice(0, 4).map(link).join(", ")}.`,
                `Productos cuya ficha incluye ${r.integration}: ${r.listing.slice(0, 4).map(link).join(", ")}.`,
              )
            : w(
                `No product's fact sheet lists ${r.integration}.`,
                `Ninguna ficha de producto incluye ${r.integration}.`,
              ),
        );
      }
      return lines.join(" ");
    })
    .join("\n\n");
}

function writeCoverage(part: Extract<AnswerPart, { kind: "coverage" }>, w: Words): string {
  const r = {
    ...part.result,
    subjectLabel: subjectLabelIn(part.result.subject, languageOf(w)),
  };
  const where =
    r.deployment === "cloud"
      ? w(" in a web browser", " en el navegador")
      : r.deployment === "mac"
        ? w(" on a Mac", " en Mac")
        : "";
  const blocks: string[] = [];
  const item = (a: FactAnswer) =>
    `- ${link(a)}${a.quote ? `: ${quote(a.quote)}` : a.subject.kind === "integration" ? "" : a.value ? `: ${a.value}${a.subject.kind === "storage" && a.value !== "unlimited" ? " GB" : ""}` : ""}`;
  const heading =
    r.subject.kind === "integration"
      ? w(
          `Products whose sheets list ${r.subjectLabel} among their integrations${where}:`,
          `Productos cuya ficha incluye ${r.subjectLabel} entre sus integraciones${where}:`,
        )
      : r.subject.kind === "storage"
        ? w(
            `Products whose sheets state storage for your documents${where}:`,
            `Productos cuya ficha indica almacenamiento para sus documentos${where}:`,
          )
        : w(
            `Products whose sheets say they do ${r.subjectLabel}${where}:`,
            `Productos que, según su ficha, cubren ${r.subjectLabel}${where}:`,
          );
  if (r.doing.length) blocks.push(`${heading}\n${r.doing.map(item).join("\n")}`);
  else
    blocks.push(
      w(
        `None of our products' fact sheets says it does ${r.subjectLabel}${where}${r.unknownCount ? `; ${r.unknownCount} don't state it either way` : ""}. [Contact Sales](${contactSales()}) can check with the vendors.`,
        `Ninguna ficha de nuestros productos indica ${r.subjectLabel}${where}${r.unknownCount ? `; ${r.unknownCount} no lo indican` : ""}. [Contacte con Ventas](${contactSales()}) para consultarlo con los fabricantes.`,
      ),
    );
  if (r.elsewhere.length)
    blocks.push(
      `${w(`Doing it, but not${where}:`, `Lo hacen, pero no${where}:`)}\n${r.elsewhere.map(item).join("\n")}`,
    );
  if (r.notIncluded.length)
    blocks.push(
      `${w("Listed as not included:", "Indicado como no incluido:")}\n${r.notIncluded.map(item).join("\n")}`,
    );
  return blocks.join("\n\n");
}

/** The compare rows' names in a Spanish reply (the texts are the sheets' own). */
const ROW_LABELS_ES: Record<string, string> = {
  price: "Precio",
  licenceTerm: "Licencia",
  deployment: "Funciona en",
  forms: "Formularios",
  services: "Servicios",
  integrations: "Se integra con",
  trialDays: "Prueba gratuita",
  notIncluded: "No incluye",
};

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

function writeCompare(
  result: Extract<AnswerPart, { kind: "compare" }>["result"],
  w: Words,
  language: Language,
): string {
  const header = `| | ${result.products.map((p) => bold(link(p))).join(" | ")} |`;
  const rule = `|---|${result.products.map(() => "---|").join("")}`;
  const forYou = result.costs.lines.map((l) =>
    l.interval === "month"
      ? w(`${money(l.lineCents)} a month`, `${money(l.lineCents)} al mes`)
      : l.interval === "year"
        ? w(`${money(l.lineCents)} a year`, `${money(l.lineCents)} al año`)
        : w(`${money(l.lineCents)} once`, `${money(l.lineCents)} una vez`),
  );
  const firstYear = result.costs.lines.map((l) => money(l.firstYearCents));
  const who = result.costs.lines.map((l) => quantityLabel(l, w));
  const rows = [
    `| ${w("For you", "Para ustedes")} | ${forYou.map((t, i) => cell(`${t} (${who[i]})`)).join(" | ")} |`,
    `| ${w("First year", "Primer año")} | ${firstYear.join(" | ")} |`,
    ...result.rows.map((r) => {
      // The services a sheet lists are jobs: a Spanish reply names them in Spanish, and quotes
      // the sheet's not-included lines as written.
      const texts =
        r.key === "services"
          ? r.texts.map((t) =>
              t
                .split(", ")
                .map((s) => serviceLabel(s, language))
                .join(", "),
            )
          : r.key === "notIncluded" && language === "es"
            ? r.texts.map((t) =>
                t === "Nothing listed"
                  ? "Nada indicado"
                  : t
                      .split("; ")
                      .map((line) => quote(line))
                      .join("; "),
              )
            : r.texts;
      return `| ${cell(language === "es" ? (ROW_LABELS_ES[r.key] ?? r.label) : r.label)} | ${texts.map(cell).join(" | ")} |`;
    }),
  ];
  return [
    [header, rule, ...rows].join("\n"),
    w(
      `[See every fact side by side in the compare view](${result.compareLink})`,
      `[Vea todas las características lado a lado](${result.compareLink})`,
    ),
  ].join("\n\n");
}

function writeOverlap(
  result: Extract<AnswerPart, { kind: "overlap" }>["result"],
  w: Words,
  language: Language,
): string {
  const byId = new Map(result.products.map((p) => [p.productId, p]));
  let verdict: string;
  if (result.overlap === "different") {
    const notes = result.notes.map((n) =>
      w(
        `${link(byId.get(n.productId)!)}'s fact sheet lists ${quote(n.line)} as not included, which is ${link(byId.get(n.otherId)!)}'s job`,
        `la ficha de ${link(byId.get(n.productId)!)} indica que no incluye ${quote(n.line)}, que es lo que hace ${link(byId.get(n.otherId)!)}`,
      ),
    );
    verdict = w(
      `${bold("They do different jobs")}, so you would likely need both: ${notes.length ? `${notes.join("; ")}.` : "their sheets list no main job in common."}`,
      `${bold("Hacen trabajos distintos")}, así que probablemente necesite los dos: ${notes.length ? `${notes.join("; ")}.` : "sus fichas no comparten ninguna función principal."}`,
    );
  } else if (result.overlap === "same") {
    verdict = w(
      `${bold("They are made for the same job")} (${jobs(result.sharedJobs, w)}): you would choose one of them.`,
      `${bold("Están hechos para lo mismo")} (${jobs(result.sharedJobs, w)}): le bastaría con uno.`,
    );
  } else {
    verdict = w(
      `${bold("They overlap in part")} (${jobs(result.sharedJobs, w)}), and each does things the other doesn't: the table shows what each lists.`,
      `${bold("Se solapan en parte")} (${jobs(result.sharedJobs, w)}), y cada uno hace cosas que el otro no: la tabla muestra lo que indica cada ficha.`,
    );
  }
  return `${verdict}\n\n${writeCompare(result, w, language)}`;
}

/**
 * "Which of your products would not work for us?": each product made for the firm's jobs whose
 * sheet fails something it said, with the sheet's words; or, when none does, that the sheets
 * show no such failure and what can be asked instead.
 */
function writeMisfits(
  part: Extract<AnswerPart, { kind: "misfits" }>,
  w: Words,
  firm: ConversationState["firm"],
): string {
  const jobs = listInWords(part.jobs.map((j) => needLabel(j, "en")));
  const jobsEs = listInWords(
    part.jobs.map((j) => needLabel(j, "es")),
    "y",
  );
  if (!part.answers.length)
    return w(
      `Of our products for ${jobs}, none has a sheet that fails what you've told me: no not-included line says what you need, and no user or client limit is below your numbers. The listings can't judge fit beyond that; ask me about a product's cost, forms or integrations, or [Contact Sales](${contactSales()}).`,
      `De nuestros productos para ${jobsEs}, ninguna ficha falla en lo que me ha dicho: ninguna línea de "no incluye" dice lo que necesita y ningún límite de usuarios o clientes está por debajo de sus cifras. Las fichas no permiten juzgar más; pregúnteme por el coste, los formularios o las integraciones de un producto, o [contacte con Ventas](${contactSales()}).`,
    );
  const lines = part.answers.map((a) => `- ${factSentence(a, w, null, firm)}`);
  return [
    w(
      `By their sheets, these products for ${jobs} would not work for you, and why:`,
      `Según sus fichas, estos productos para ${jobsEs} no le servirían, y por qué:`,
    ),
    lines.join("\n"),
  ].join("\n\n");
}

/**
 * "Which would you buy first?": the pick and why (within the budget, the closer fit to what the
 * firm described), each one costed, and each one against the budget.
 */
function writeChoice(
  part: Extract<AnswerPart, { kind: "choice" }>,
  state: ConversationState,
  w: Words,
  language: Language,
): string {
  const pick = part.result.lines.find((l) => l.productId === part.pick)!;
  const name = bold(link(pick));
  const limit = budgetLimitCents(state.budget);
  const fits = limit === null || (pick.budgetCents ?? pick.lineCents) <= limit;
  const closer = part.closestFit
    ? w("it is the closer fit to what you described", "es la que mejor encaja con lo que describe")
    : null;
  const head =
    state.budget && limit !== null
      ? fits
        ? w(
            `Of these, I'd buy ${name} first: it fits your budget${closer ? `, and ${closer}` : ""}.`,
            `De estos, compraría primero ${name}: entra en su presupuesto${closer ? ` y ${closer}` : ""}.`,
          )
        : w(
            `None of them fits your budget; of these, ${name}${closer ? ` is the closer fit to what you described` : " is the one I'd look at first"}.`,
            `Ninguno entra en su presupuesto; de estos, ${name}${closer ? " es la que mejor encaja con lo que describe" : " es el que miraría primero"}.`,
          )
      : w(
          `Of these, I'd start with ${name}${closer ? `: ${closer}` : ""}.`,
          `De estos, empezaría por ${name}${closer ? `: ${closer}` : ""}.`,
        );
  const inOrder = [pick, ...part.result.lines.filter((l) => l !== pick)];
  const lines = inOrder.map((l) => `- ${costSentence(l, w, language)}`).join("\n");
  const against = state.budget ? eachAgainstBudget(inOrder, state.budget, w) : null;
  return [head, lines, ...(against ? [against] : [])].join("\n\n");
}

function writeCheaper(
  part: Extract<AnswerPart, { kind: "cheaper" }>,
  w: Words,
  language: Language,
): string {
  const kept = part.keeping?.[0];
  // "Cheaper that also does time tracking": the job kept is what each one was chosen for.
  const keptJob =
    kept?.kind === "phrase"
      ? kept.need
        ? needLabel(kept.need, languageOf(w))
        : languageOf(w) === "en"
          ? kept.text
          : null
      : null;
  const job = keptJob ?? (part.job ? needLabel(part.job, languageOf(w)) : null);
  if (!part.products.length)
    return part.than
      ? w(
          `I found nothing in the catalogue that does ${job ?? "the same job"} for less than ${link(part.than)} in the first year (${money(part.than.firstYearCents)}).`,
          `No encuentro nada en el catálogo que haga lo mismo por menos que ${link(part.than)} el primer año (${money(part.than.firstYearCents)}).`,
        )
      : w(
          "Tell me which product you'd like something cheaper than.",
          "Dígame respecto a qué producto busca algo más barato.",
        );
  const head = part.than
    ? w(
        `Cheaper than ${link(part.than)} (${money(part.than.firstYearCents)} in the first year)${job ? ` for ${job}` : ""}:`,
        `Más baratos que ${link(part.than)} (${money(part.than.firstYearCents)} el primer año)${job ? ` para ${job}` : ""}:`,
      )
    : w("Lower-cost options:", "Opciones más económicas:");
  return `${head}\n${part.products.map((l) => `- ${costSentence(l, w, language)}`).join("\n")}\n\n${w("The trade-off is usually depth: check each one's listing for what it leaves out.", "Suele haber menos funciones: revise en cada ficha lo que no incluye.")}`;
}

function writePolicy(part: Extract<AnswerPart, { kind: "policy" }>, w: Words): string {
  const bySource = new Map<string, { path: string; section: string; texts: string[] }>();
  for (const e of part.entries) {
    const key = `${e.source.path}#${e.source.section}`;
    const entry = bySource.get(key) ?? {
      path: e.source.path,
      section: e.source.section,
      texts: [],
    };
    // Trials and cancelling quote the same terms: each passage once.
    if (!entry.texts.includes(e.text)) entry.texts.push(e.text);
    bySource.set(key, entry);
  }
  const page = (path: string) =>
    path === "/terms"
      ? w("Terms of Service", "Condiciones del servicio")
      : path === "/contact"
        ? w("contact page", "página de contacto")
        : w("dashboard", "panel");
  // "Según nuestras Condiciones del servicio", "según nuestra página de contacto".
  const our = (path: string) =>
    path === "/terms" ? "nuestras" : path === "/contact" ? "nuestra" : "nuestro";
  return [...bySource.values()]
    .map((s) =>
      s.texts.length === 1
        ? w(
            `From our [${page(s.path)}](${s.path}) (${s.section}): ${quote(s.texts[0]!)}`,
            `Según ${our(s.path)} [${page(s.path)}](${s.path}) (${s.section}, en inglés): ${quote(s.texts[0]!)}`,
          )
        : `${w(`From our [${page(s.path)}](${s.path}) (${s.section}):`, `Según ${our(s.path)} [${page(s.path)}](${s.path}) (${s.section}, en inglés):`)}\n${s.texts.map((t) => `- ${t}`).join("\n")}`,
    )
    .join("\n\n");
}

function writeFacts(part: Extract<AnswerPart, { kind: "facts" }>, w: Words): string {
  return part.facts
    .map(
      (f) =>
        `${bold(link(f))}: ${f.priceLabel} (${w(f.termLabel.toLowerCase(), TERM_ES[f.term]!)})\n${f.lines
          .slice(2)
          .map((l) => `- ${l.label}: ${l.text}`)
          .join("\n")}`,
    )
    .join("\n\n");
}

/** What the firm told us, said back: "a firm of 12 offering Tax Preparation; budget up to $600 a month". */
export function firmSummary(
  firm: ConversationState["firm"],
  budget: Budget | null,
  w: Words,
): string | null {
  const parts: string[] = [];
  if (firm.seats)
    parts.push(
      w(
        firm.seats === 1 ? "1 user" : `${firm.seats} users`,
        firm.seats === 1 ? "1 usuario" : `${firm.seats} usuarios`,
      ),
    );
  if (firm.clients) parts.push(w(`${firm.clients} clients`, `${firm.clients} clientes`));
  if (firm.returns) parts.push(w(`${firm.returns} returns`, `${firm.returns} declaraciones`));
  if (firm.services.length)
    parts.push(firm.services.map((s) => serviceLabel(s, languageOf(w))).join(", "));
  if (budget)
    parts.push(w(`budget ${budgetPhrase(budget, w)}`, `presupuesto ${budgetPhrase(budget, w)}`));
  return parts.length ? parts.join("; ") : null;
}

/**
 * Why a product is not among the picks, with its cost for the firm, as a clause: "its sheet caps
 * clients at 25 and you have 30", "it costs $1,299.00 in the month it is paid, above your budget
 * (up to $800.00 a month)". The chat and the memo say the same.
 */
export function leftOutReason(left: LeftOut, budget: Budget | null, w: Words): string {
  if (left.reason === "limit")
    return w(
      `the closest fit, but ${limitClause(left, w)}`,
      `el que mejor encaja, pero ${limitClause(left, w)}`,
    );
  const yearly = budget !== null && budget.period !== "month";
  const within = budget ? budgetPhrase(budget, w) : "";
  const cost = left.cost.budgetCents ?? left.cost.lineCents;
  // (Against a year's budget the cost is the first year's, a monthly price's twelve months too.)
  const alone = yearly
    ? w(`${money(cost)} in the first year`, `${money(cost)} el primer año`)
    : left.cost.interval === "month"
      ? w(`${money(cost)} a month`, `${money(cost)} al mes`)
      : w(`${money(cost)} in the month it is paid`, `${money(cost)} en el mes en que se paga`);
  if (left.reason === "together")
    return w(
      `it costs ${alone} for you; beside these it would come to ${money(left.withPicksCents!)} ${yearly ? "in the first year" : "in the first month"}, above your budget (${within})`,
      `cuesta ${alone} para ustedes; junto a estos sumaría ${money(left.withPicksCents!)} ${yearly ? "el primer año" : "el primer mes"}, por encima de su presupuesto (${within})`,
    );
  return w(
    `it costs ${alone}, above your budget (${within})`,
    `cuesta ${alone}, por encima de su presupuesto (${within})`,
  );
}

/** "Its sheet caps clients at 25 and you have 30." */
function limitClause(left: LeftOut, w: Words): string {
  const limit = left.cost.overLimit!;
  return w(
    `its sheet caps ${LIMIT_NAMES[limit.fact][0]} at ${limit.limit} and you have ${limit.count}`,
    `su ficha limita ${LIMIT_NAMES[limit.fact][1]} a ${limit.limit} y ustedes tienen ${limit.count}`,
  );
}

/**
 * A product that does the job asked for but cannot serve this firm, with the line that says so
 * and, over a limit, what it costs for as many as its sheet allows.
 */
function unservedSentence(left: LeftOut, budget: Budget | null, w: Words): string {
  const says = left.says ? ` (${quote(left.says.quote)})` : "";
  const why = left.reason === "limit" ? limitClause(left, w) : leftOutReason(left, budget, w);
  const at = left.atLimit;
  const limit = left.cost.overLimit;
  const forSome =
    at && limit
      ? w(
          ` For ${limit.limit} of your ${limit.count} ${LIMIT_NAMES[limit.fact][0]} it would be ${at.interval === "month" ? `${money(at.lineCents)} a month` : `${money(at.lineCents)} ${at.interval === "year" ? "a year" : "once"}`}.`,
          ` Para ${limit.limit} de sus ${limit.count} ${LIMIT_NAMES[limit.fact][1].replace(/^(?:los|las) /, "")} costaría ${at.interval === "month" ? `${money(at.lineCents)} al mes` : `${money(at.lineCents)} ${at.interval === "year" ? "al año" : "una sola vez"}`}.`,
        )
      : "";
  return w(
    `- ${link(left.cost)} (${priceLabel(left.cost, w)}) does it${says}, but ${why}.${forSome}`,
    `- ${link(left.cost)} (${priceLabel(left.cost, w)}) lo hace${says}, pero ${why}.${forSome}`,
  );
}

function leftOutSentence(left: LeftOut, budget: Budget | null, w: Words): string {
  return w(
    `Not among them, for ${needLabel(left.need, "en")}, ${link(left.cost)} (${priceLabel(left.cost, w)}): ${leftOutReason(left, budget, w)}.`,
    `No está entre ellos, para ${needLabel(left.need, "es")}, ${link(left.cost)} (${priceLabel(left.cost, w)}): ${leftOutReason(left, budget, w)}.`,
  );
}

/**
 * "I'd like to pay monthly rather than a big yearly fee": which picks are paid monthly, which are
 * not (and how they are paid), and the products that fit that are paid monthly.
 */
function monthlySentence(
  picks: readonly FoundProduct[],
  others: readonly FoundProduct[],
  w: Words,
  language: Language,
): string {
  const notMonthly = picks.filter((p) => p.cost.interval !== "month");
  if (!notMonthly.length)
    return w(
      "You'd rather pay monthly: each of these is paid monthly.",
      "Prefiere pagar al mes: cada uno de estos se paga al mes.",
    );
  const how = (p: FoundProduct) =>
    p.cost.interval === "year"
      ? w(`${link(p)} is a yearly licence`, `${link(p)} es una licencia anual`)
      : w(`${link(p)} is paid once`, `${link(p)} se paga una sola vez`);
  const said = w(
    `You'd rather pay monthly: ${listInWords(notMonthly.map(how))}, not a monthly subscription.`,
    `Prefiere pagar al mes: ${listInWords(notMonthly.map(how), "y")}, no una suscripción mensual.`,
  );
  if (!others.length) return said;
  return `${said}\n${w("Paid monthly, among the products that fit:", "Se pagan al mes, entre los productos que encajan:")}\n${others.map((p) => `- ${costSentence(p.cost, w, language)}`).join("\n")}`;
}

function writeRecommend(
  part: Extract<AnswerPart, { kind: "recommend" }>,
  w: Words,
  language: Language,
  question: string | null,
): string {
  // The job asked for is one no product the firm can use does: say so, and what comes closest.
  if (!part.products.length && part.leftOut.length)
    return [
      w(
        "No product in the catalogue both does that and fits your firm, so I'm not recommending one:",
        "Ningún producto del catálogo hace eso y a la vez encaja con su firma, así que no le recomiendo ninguno:",
      ),
      ...part.leftOut.map((left) => unservedSentence(left, part.budget, w)),
      ...(question ? [question] : []),
    ].join("\n\n");
  const besides = part.besides?.map(link) ?? [];
  if (!part.products.length && besides.length)
    return w(
      `Nothing else in the catalogue fits your firm as well as ${listInWords(besides)}. Tell me another job you need done, or [ask our team](${contactSales()}).`,
      `Nada más del catálogo encaja con su firma como ${listInWords(besides, "y")}. Dígame otra tarea que necesite resolver, o [consulte a nuestro equipo](${contactSales()}).`,
    );
  if (!part.products.length)
    return w(
      `Nothing in the catalogue fits that yet. Tell me which service matters most (tax preparation, bookkeeping, payroll, planning, audit…), or [ask our team](${contactSales()}).`,
      `Nada del catálogo encaja todavía. Dígame qué servicio le importa más (impuestos, contabilidad, nómina, planificación, auditoría…), o [consulte a nuestro equipo](${contactSales()}).`,
    );
  const summary = firmSummary(part.firm, part.budget, w);
  const without = part.kept?.without.map(link) ?? [];
  const head = besides.length
    ? w(
        `Besides ${listInWords(besides)}, for your firm${summary ? ` (${summary})` : ""}:`,
        `Además de ${listInWords(besides, "y")}, para su firma${summary ? ` (${summary})` : ""}:`,
      )
    : part.kept
      ? without.length
        ? w(
            `For your firm (${summary}), without ${listInWords(without)}:`,
            `Para su firma (${summary}), sin ${listInWords(without, "y")}:`,
          )
        : w(
            `For your firm (${summary}), the same picks, for your new numbers:`,
            `Para su firma (${summary}), las mismas opciones, con sus nuevas cifras:`,
          )
      : summary
        ? w(
            `For your firm (${summary}), I'd start with:`,
            `Para su firma (${summary}), empezaría por:`,
          )
        : w("From our catalogue, I'd start with:", "De nuestro catálogo, empezaría por:");
  const items = part.products.map((p, i) => {
    const why = p.reasons
      .map((r) =>
        r.cite.field === "services"
          ? w(
              `listed for ${r.quote}`,
              `indicado para ${r.quote
                .split(", ")
                .map((s) => serviceLabel(s, "es"))
                .join(", ")}`,
            )
          : r.cite.field === "integrations"
            ? w(`works with ${r.quote}`, `funciona con ${r.quote}`)
            : quote(r.quote),
      )
      .join("; ");
    return `${i + 1}. ${costSentence(p.cost, w, language)}${why ? ` ${w("Why", "Por qué")}: ${why}.` : ""}`;
  });
  const blocks = [head, items.join("\n")];
  if (part.total && part.products.length > 1) blocks.push(totalSentence(part.total.total, w));
  if (part.paidMonthly) blocks.push(monthlySentence(part.products, part.paidMonthly, w, language));
  if (part.kept) {
    if (part.budget && part.budget.kind !== "floor" && part.total?.budget)
      blocks.push(budgetVerdict(part.total, part.budget, w));
    if (part.total?.budget && !part.total.budget.fits)
      blocks.push(
        part.kept.instead.length
          ? w(
              `Within your budget, these do the same job about as well:\n${part.kept.instead.map((p) => `- ${costSentence(p.cost, w, language)}`).join("\n")}`,
              `Dentro de su presupuesto, estos hacen lo mismo casi igual de bien:\n${part.kept.instead.map((p) => `- ${costSentence(p.cost, w, language)}`).join("\n")}`,
            )
          : w(
              "Nothing else in the catalogue does this about as well within your budget: the choice is the budget or the headcount.",
              "Nada más del catálogo hace esto casi igual de bien dentro de su presupuesto: hay que elegir entre el presupuesto y el número de personas.",
            ),
      );
    if (question) blocks.push(question);
    return blocks.join("\n\n");
  }
  if (part.budget && part.budget.kind !== "floor") {
    const result = part.total ?? null;
    if (part.overBudget)
      blocks.push(
        w(
          `Nothing in the catalogue does this within ${budgetPhrase(part.budget, w)}; these are the closest.`,
          `Nada del catálogo lo hace dentro de ${budgetPhrase(part.budget, w)}; estos son los más cercanos.`,
        ),
      );
    if (result?.budget) blocks.push(budgetVerdict(result, part.budget, w));
  }
  // What the picks leave out, and why: a need is never dropped in silence.
  for (const left of part.leftOut)
    if (left.reason === "limit" || (part.budget && !part.overBudget))
      blocks.push(leftOutSentence(left, part.budget, w));
  if (question) blocks.push(question);
  return blocks.join("\n\n");
}

/** "Can you put that in something I can show the partners?": the memo, and what it holds. */
function writeMemo(
  part: Extract<AnswerPart, { kind: "memo" }>,
  w: Words,
  names: (ids: number[]) => string,
): string {
  const picks = part.products.length ? names(part.products) : "";
  // "Email me a summary": the chat sends no e-mail; the memo is the summary to keep or forward.
  const choose = part.byEmail
    ? w(
        `I can't send e-mail from this chat. To keep or forward a summary, choose ${bold("Save as memo")} at the top of this chat`,
        `No puedo enviar correos desde este chat. Para guardar o reenviar un resumen, elija el botón ${bold("Save as memo")} en la parte superior del chat`,
      )
    : w(
        `Yes: choose ${bold("Save as memo")} at the top of this chat`,
        `Sí: elija el botón ${bold("Save as memo")} en la parte superior del chat`,
      );
  return picks
    ? w(
        `${choose}. It gives a dated page you can print or save as a PDF for your partners or your file: what your firm told me, the recommendation (${picks}) with its costs for your headcount, what was left out and why, and every fact relied on with its product page and the date it was read.`,
        `${choose}. Genera una página fechada que puede imprimir o guardar como PDF para sus socios o su archivo: lo que su firma me dijo, la recomendación (${picks}) con sus costes para su plantilla, lo que quedó fuera y por qué, y cada dato usado con su página de producto y la fecha en que se leyó.`,
      )
    : w(
        `${choose} for a dated page you can print or save as a PDF. It lists what your firm told me and every fact relied on; tell me your services, headcount and budget first, and it will hold a recommendation with its costs too.`,
        `${choose} para una página fechada que puede imprimir o guardar como PDF. Incluye lo que su firma me dijo y cada dato usado; dígame antes sus servicios, su plantilla y su presupuesto, y tendrá también una recomendación con sus costes.`,
      );
}

/** The follow-up question for what is still unknown, or null. Each is asked once. */
export function missingQuestion(
  part: Extract<AnswerPart, { kind: "recommend" }>,
  asked: readonly string[],
  w: Words,
): { key: string; text: string } | null {
  const perUser = part.products.some(
    (p) => p.cost.quantitySource === "assumed" && p.cost.unit === "per_user",
  );
  const perClient = part.products.some(
    (p) => p.cost.quantitySource === "assumed" && p.cost.unit === "per_client",
  );
  if (perUser && !asked.includes("seats"))
    return {
      key: "seats",
      text: w(
        "**One question:** how many people will use it? Per-user prices above are for one.",
        "**Una pregunta:** ¿cuántas personas lo usarán? Los precios por usuario son para uno.",
      ),
    };
  if (perClient && !asked.includes("clients"))
    return {
      key: "clients",
      text: w(
        "**One question:** how many clients would it cover? Per-client prices above are for one.",
        "**Una pregunta:** ¿para cuántos clientes? Los precios por cliente son para uno.",
      ),
    };
  if (!part.budget && !asked.includes("budget"))
    return {
      key: "budget",
      text: w(
        "**One question:** what budget do you have, a month or a year? I'll keep every pick within it.",
        "**Una pregunta:** ¿qué presupuesto tiene, al mes o al año? Mantendré todo dentro de él.",
      ),
    };
  return null;
}

const DECLINE_TOPICS = [
  [
    "what a product costs for your users or clients",
    "cuánto cuesta un producto para sus usuarios o clientes",
  ],
  [
    "whether it works with QuickBooks, Xero, Gusto or your other software",
    "si funciona con QuickBooks, Xero, Gusto u otro software",
  ],
  ["which forms it covers (1040, 1065, 990…)", "qué formularios cubre (1040, 1065, 990…)"],
  ["how two products compare", "cómo se comparan dos productos"],
  ["free trials, refunds and delivery", "pruebas gratuitas, reembolsos y entrega"],
  [
    "what fits your firm's services and budget",
    "qué encaja con los servicios y el presupuesto de su firma",
  ],
] as const;

function writeDecline(
  part: Extract<AnswerPart, { kind: "decline" }>,
  declined: number,
  w: Words,
  names: (ids: number[]) => string,
): string {
  const world = (WORLD_DECLINES as Partial<Record<string, readonly [string, string]>>)[part.reason];
  const reason = world
    ? w(...world)
    : part.reason === "outside_product"
      ? w(
          `${part.name} isn't in our listings, so I can't compare it with anything we sell.`,
          `${part.name} no está en nuestro catálogo, así que no puedo compararlo.`,
        )
      : part.reason === "service"
        ? w(
            "we sell software, templates and SaaS; nobody here prepares or files returns for clients.",
            "vendemos software, plantillas y SaaS; no preparamos ni presentamos declaraciones.",
          )
        : part.reason === "people"
          ? w(
              "we list software, templates and SaaS, not firms or professionals to hire.",
              "listamos software, plantillas y SaaS, no firmas ni profesionales para contratar.",
            )
          : part.reason === "outside_judgement"
            ? w(
                "what the IRS, an insurer, a bank or another outside party will accept or require is their decision, and no listing states it.",
                "lo que el IRS, una aseguradora, un banco u otra parte acepte o exija lo decide esa parte, y ninguna ficha lo indica.",
              )
            : part.reason === "own_fees"
              ? w(
                  "the listings say what our products cost, not what a firm should charge its own clients.",
                  "las fichas indican lo que cuestan nuestros productos, no lo que una firma debería cobrar a sus clientes.",
                )
              : part.reason === "off_topic"
                ? w(
                    "it's outside what our product listings cover.",
                    "queda fuera de lo que cubren nuestras fichas de producto.",
                  )
                : part.reason === "ambiguous"
                  ? w(
                      `several products are from ${part.name}: ${names(part.options)}. Which one do you mean?`,
                      `hay varios productos de ${part.name}: ${names(part.options)}. ¿A cuál se refiere?`,
                    )
                  : w(
                      "I couldn't tell which product or fact you mean.",
                      "no he entendido a qué producto o dato se refiere.",
                    );
  // Each decline offers a different pair of things the advisor can answer.
  const start = (declined * 2) % DECLINE_TOPICS.length;
  const offers = [
    DECLINE_TOPICS[start]!,
    DECLINE_TOPICS[(start + 1) % DECLINE_TOPICS.length]!,
    DECLINE_TOPICS[(start + 2) % DECLINE_TOPICS.length]!,
  ];
  return w(
    `I can't answer that from the listings: ${reason}\n\nWhat I can answer instead: ${offers.map(([en]) => en).join("; ")}. For anything else, [Contact Sales](${contactSales()}): they reply within 4-6 business hours.`,
    `No puedo responder a eso con las fichas de producto: ${reason}\n\nLo que sí puedo responder: ${offers.map(([, es]) => es).join("; ")}. Para lo demás, [contacte con Ventas](${contactSales()}): responden en 4-6 horas hábiles.`,
  );
}

export const GREETING =
  "Hello! I'm the Countinghouse product advisor. I recommend software, templates and SaaS from " +
  "our catalogue for accounting, tax and planning firms.\n\n" +
  "Tell me a little about your firm: which services you offer, how many people and clients you " +
  "have, and your monthly software budget. I'll suggest the two or three products that fit best " +
  "and explain why.\n\n" +
  "Prefer a guided start? Take the [five-step questionnaire](/product-wizard).";

const GREETING_ES =
  "¡Hola! Soy el asesor de productos de Countinghouse. Recomiendo software, plantillas y SaaS de nuestro catálogo para despachos contables, fiscales y de planificación.\n\nCuénteme sobre su firma: qué servicios ofrece, cuántas personas y clientes tiene, y su presupuesto mensual. Le sugeriré los dos o tres productos que mejor encajan.";

const ACKS = [
  ["You're welcome.", "De nada."],
  ["Glad it helps.", "Me alegro de que le sirva."],
  ["Happy to help.", "Con mucho gusto."],
] as const;

export interface ComposeContext {
  language: Language;
  state: ConversationState;
  /** How many answers the conversation has had: varies short replies. */
  turn: number;
  /** A question for what is still unknown (after a recommendation). */
  question: string | null;
  /** "Noted: 8 users." when the message changed something remembered. */
  noted: string | null;
  names: (ids: number[]) => string;
}

/** The reply to one message: each part in the order asked. */
export function compose(parts: readonly AnswerPart[], ctx: ComposeContext): string {
  const w = wordsIn(ctx.language);
  const blocks: string[] = [];
  if (ctx.noted) blocks.push(ctx.noted);
  for (const part of parts) {
    switch (part.kind) {
      case "cost":
        blocks.push(writeCost(part, ctx.state, w, ctx.language));
        break;
      case "capability": {
        const lines = part.answers.map((a) => factSentence(a, w, part.cost, ctx.state.firm));
        const alternatives = alternativesLine(part.alternatives, w);
        blocks.push([...lines, ...(alternatives ? [alternatives] : [])].join("\n\n"));
        break;
      }
      case "integration":
        blocks.push(writeIntegration(part, w));
        break;
      case "coverage":
        blocks.push(writeCoverage(part, w));
        break;
      case "compare":
        blocks.push(writeCompare(part.result, w, ctx.language));
        break;
      case "overlap":
        blocks.push(writeOverlap(part.result, w, ctx.language));
        break;
      case "cheaper":
        blocks.push(writeCheaper(part, w, ctx.language));
        break;
      case "choice":
        blocks.push(writeChoice(part, ctx.state, w, ctx.language));
        break;
      case "misfits":
        blocks.push(writeMisfits(part, w, ctx.state.firm));
        break;
      case "policy":
        blocks.push(writePolicy(part, w));
        break;
      case "facts":
        blocks.push(writeFacts(part, w));
        break;
      case "recommend":
        blocks.push(writeRecommend(part, w, ctx.language, ctx.question));
        break;
      case "ack": {
        const [en, es] = ACKS[ctx.turn % ACKS.length]!;
        blocks.push(
          w(
            `${en} Pick a suggestion below, or ask me anything about these products.`,
            `${es} Elija una sugerencia, o pregúnteme lo que quiera sobre estos productos.`,
          ),
        );
        break;
      }
      case "greeting":
        blocks.push(w(GREETING, GREETING_ES));
        break;
      case "memo":
        blocks.push(writeMemo(part, w, ctx.names));
        break;
      case "decline":
        blocks.push(writeDecline(part, ctx.state.declined, w, ctx.names));
        break;
    }
  }
  return blocks.join("\n\n");
}

export { wordsIn, OFFER_TERM_LABELS };
