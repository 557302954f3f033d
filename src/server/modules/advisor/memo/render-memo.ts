import type { ConversationState } from "../../../../shared/advisor/conversation-state.js";
import type { OnboardingData } from "../../../../shared/advisor/onboarding.js";
import {
  BUSINESS_TYPE_LABELS,
  FIRM_SIZE_LABELS,
  TIMEFRAME_LABELS,
} from "../../../../shared/advisor/options.js";
import { formatMoney } from "../../../../shared/money.js";
import {
  OFFER_TERM_LABELS,
  OFFER_UNIT_LABELS,
  type OfferTerm,
  type OfferUnit,
} from "../../../../shared/offer.js";
import {
  ANSWER_LABELS,
  DELIVERY_LABELS,
  DEPLOYMENT_LABELS,
  LIMIT_FACT_LABELS,
  SECURITY_FACT_LABELS,
  type Answer,
  type DeliveryMethod,
  type Deployment,
  type LimitFact,
  type SecurityFact,
} from "../../../../shared/product-facts.js";
import { escapeHtml as escape } from "../../../lib/escape-html.js";
import { budgetPhrase, leftOutReason, wordsIn } from "../answer/compose.js";
import { CAPABILITY_BY_ID, type CapabilityId } from "../needs/capabilities.js";
import type { CatalogueView } from "../tools/catalogue-view.js";
import { productFacts } from "../tools/product-facts.js";
import { costLine, costOf } from "../tools/cost.js";
import type { Citation } from "../tools/citations.js";

/**
 * The decision memo (issue 43): a printable, dated page for a firm's quality-management file:
 * the needs the firm stated, the recommendation, its costs for the firm's seats or clients, and
 * every fact relied on, each with its product page and the date it was read. Self-contained
 * HTML with no scripts, like the order receipt; the browser's Print saves it as a PDF.
 */

const FIELD_LABELS: Record<string, string> = {
  price: "Price",
  "offer.unit": "Priced",
  "offer.term": "Licence term",
  feature: "Feature",
  description: "Description",
  vendor: "Vendor",
  deployment: "Runs on",
  forms: "Forms covered",
  services: "Services",
  firmSizes: "Firm sizes",
  integrations: "Integrates with",
  "support.hours": "Support hours",
  "support.channels": "Support",
  trialDays: "Free trial",
  delivery: "Delivery",
  languages: "Languages",
  notIncluded: "Not included",
  name: "Name",
};

function factLabel(field: string): string {
  if (field.startsWith("limits."))
    return `Limit: ${LIMIT_FACT_LABELS[field.slice(7) as LimitFact] ?? field}`;
  if (field.startsWith("security."))
    return SECURITY_FACT_LABELS[field.slice(9) as SecurityFact] ?? field;
  return FIELD_LABELS[field] ?? field;
}

function factValue(c: Citation): string {
  const v = String(c.value);
  if (c.field === "offer.term") return OFFER_TERM_LABELS[v as OfferTerm] ?? v;
  if (c.field === "offer.unit") return OFFER_UNIT_LABELS[v as OfferUnit] ?? v;
  if (c.field === "price") return formatMoney(Math.round(Number(v) * 100));
  if (c.field === "trialDays") return Number(v) > 0 ? `${v} days` : "None";
  if (c.field === "delivery") return DELIVERY_LABELS[v as DeliveryMethod] ?? v;
  if (c.field === "deployment")
    return v
      .split(", ")
      .map((d) => DEPLOYMENT_LABELS[d as Deployment] ?? d)
      .join(", ");
  if (c.field.startsWith("security.")) return ANSWER_LABELS[v as Answer | "unknown"] ?? v;
  return v;
}

export interface MemoInput {
  state: ConversationState | null;
  onboarding: OnboardingData | null;
  view: CatalogueView;
  now: Date;
  /** The shop's address, so the printed links work from a file: "https://shop.example". */
  origin: string;
}

/** A list fact ("A; B; C", "A, B") that has every item of another fact of the same field. */
function holds(whole: { value: unknown }, part: { value: unknown }): boolean {
  const items = (v: unknown) => String(v).split(/; |, /);
  const all = items(whole.value);
  return (
    String(whole.value) !== String(part.value) &&
    all.length > 1 &&
    items(part.value).every((item) => all.includes(item))
  );
}

export function renderMemo({ state, onboarding, view, now, origin }: MemoInput): string {
  const w = wordsIn("en");
  const day = now.toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  const page = (id: number) => `${origin}/products/${id}`;
  const needs: Array<[string, string]> = [];
  if (onboarding) {
    needs.push(["Business type", BUSINESS_TYPE_LABELS[onboarding.businessType]]);
    needs.push(["Firm size", FIRM_SIZE_LABELS[onboarding.firmSize]]);
    needs.push(["Challenges", onboarding.currentChallenges.join("; ")]);
    needs.push(["Goals", onboarding.goals.join("; ")]);
    needs.push(["Timeframe", TIMEFRAME_LABELS[onboarding.timeframe]]);
    if (onboarding.specificNeeds) needs.push(["In their words", onboarding.specificNeeds]);
  }
  if (state) {
    if (state.firm.seats) needs.push(["Users", String(state.firm.seats)]);
    if (state.firm.clients) needs.push(["Clients", String(state.firm.clients)]);
    if (state.firm.returns) needs.push(["Returns", String(state.firm.returns)]);
    if (state.firm.services.length) needs.push(["Services", state.firm.services.join(", ")]);
    const topNeeds = Object.entries(state.firm.needs)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([id]) => CAPABILITY_BY_ID.get(id as CapabilityId)?.label ?? id);
    if (topNeeds.length) needs.push(["Needs", topNeeds.join("; ")]);
    if (state.firm.excluded.length)
      needs.push([
        "Not needed",
        state.firm.excluded
          .map((id) => CAPABILITY_BY_ID.get(id as CapabilityId)?.label ?? id)
          .join("; "),
      ]);
    if (state.budget) needs.push(["Budget", budgetPhrase(state.budget, w)]);
    if (state.firm.integrations.length)
      needs.push(["Software in use or asked about", state.firm.integrations.join(", ")]);
  }
  const recommended = (state?.recommendation ?? []).filter((id) => view.byId.has(id));
  const costs = costOf(
    view,
    {
      productIds: recommended,
      seats: state?.firm.seats,
      clients: state?.firm.clients,
      returns: state?.firm.returns,
      budget: state?.budget,
    },
    now,
  );
  const short = (iso: string) =>
    new Date(iso).toLocaleDateString("en-US", {
      year: "numeric",
      month: "short",
      day: "numeric",
      timeZone: "UTC",
    });
  const rows = costs.lines
    .map((l) => {
      const period =
        l.interval === "month" ? " a month" : l.interval === "year" ? " a year" : " once";
      return `<tr><th scope="row"><a href="${escape(page(l.productId))}">${escape(l.name)}</a><br><small class="muted">${escape(l.priceLabel)} · ${escape(OFFER_TERM_LABELS[l.term])}</small></th>
<td data-label="For">${escape(l.quantityLabel)}${l.quantitySource === "assumed" ? ' <small class="muted">(assumed)</small>' : ""}</td>
<td class="n" data-label="Cost">${escape(formatMoney(l.lineCents))}<br><small class="muted">${escape(period.trim())}</small></td><td class="n" data-label="Due today">${escape(formatMoney(l.dueTodayCents))}</td><td class="n" data-label="First year">${escape(formatMoney(l.firstYearCents))}</td>
<td data-label="Renewal">${l.renewal ? escape(`${formatMoney(l.renewal.amountCents)} on ${short(l.renewal.date)}`) : "None"}</td></tr>`;
    })
    .join("\n");
  // What the recommendation left out and why, as the chat said it.
  const leftOut = (state?.leftOut ?? [])
    .filter((l) => view.byId.has(l.productId))
    .map((l) => {
      const cost = costLine(
        view.byId.get(l.productId)!,
        {
          seats: state!.firm.seats,
          clients: state!.firm.clients,
          returns: state!.firm.returns,
          budgetPeriod: state!.budget?.period ?? null,
        },
        now,
      );
      const left = {
        need: l.need as CapabilityId,
        reason: l.reason,
        cost,
        withPicksCents: (costs.budget?.costCents ?? 0) + (cost.budgetCents ?? 0),
      };
      const why = leftOutReason(left, state!.budget, w);
      return `<tr><th scope="row"><a href="${escape(page(l.productId))}">${escape(cost.name)}</a><br><small class="muted">${escape(cost.priceLabel)}</small></th><td>${escape(CAPABILITY_BY_ID.get(left.need)?.label ?? l.need)}</td><td>${escape(why.charAt(0).toUpperCase() + why.slice(1))}.</td></tr>`;
    })
    .join("\n");
  const facts = [
    ...recommended.flatMap((id) => productFacts(view.byId.get(id)!).lines.map((l) => l.cite)),
    ...(state?.cited ?? []),
  ].filter(
    (c, i, all) =>
      view.byId.has(c.productId) &&
      all.findIndex(
        (d) => d.productId === c.productId && d.field === c.field && d.value === c.value,
      ) === i &&
      // "Not included: Tax return preparation" is already in the sheet's whole list.
      !all.some((d) => d.productId === c.productId && d.field === c.field && holds(d, c)),
  ) as Citation[];
  const readOn = short(now.toISOString());
  const factGroups = [...new Set(facts.map((c) => c.productId))]
    .map((id) => {
      const product = view.byId.get(id)!;
      const lines = facts
        .filter((c) => c.productId === id)
        .map(
          (c) =>
            `<tr><td>${escape(factLabel(c.field))}</td><td>${escape(factValue(c))}</td><td class="date">${escape(readOn)}</td></tr>`,
        )
        .join("");
      return `<tbody><tr><th colspan="3" scope="rowgroup" class="group"><a href="${escape(page(id))}">${escape(product.name)}</a> <small class="muted">${escape(page(id))}</small></th></tr>${lines}</tbody>`;
    })
    .join("\n");
  const total = costs.total;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Software decision memo, ${escape(day)} — Countinghouse</title>
<style>
body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0f172a;max-width:960px;margin:40px auto;padding:0 20px}
h1{font-size:24px;margin:0}h2{font-size:18px;margin:28px 0 8px}.brand{color:#13315c;font-weight:700;font-size:18px}.muted{color:#556274}
header{border-bottom:2px solid #13315c;padding-bottom:16px;margin-bottom:8px}
table{width:100%;border-collapse:collapse;margin:8px 0}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #dde3ea;vertical-align:top}
thead th{font-size:13px;color:#556274}tbody th{font-weight:400}.n,.date{text-align:right;white-space:nowrap}tfoot td{font-weight:700;border-top:2px solid #0f172a;border-bottom:0}
th.group{padding-top:14px;font-weight:600;border-bottom:1px solid #93a4b8}th.group small{font-weight:400;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}dt{color:#556274}dd{margin:0;min-width:0;overflow-wrap:anywhere}
a{color:#13315c}.scroll{overflow-x:auto}
@media screen and (max-width:560px){body{margin:24px auto;padding:0 12px;font-size:14px}dl{grid-template-columns:1fr}dt{margin-top:6px}th,td{padding:6px 4px}th.group small{display:block}
table.costs thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}table.costs tr{display:block;padding:8px 0;border-bottom:1px solid #dde3ea}table.costs th,table.costs td{display:block;border:0;padding:2px 0;text-align:right;white-space:normal}table.costs tbody th,table.costs tfoot td:first-child{text-align:left}table.costs td[data-label]::before{content:attr(data-label);float:left;margin-right:12px;color:#556274;font-weight:400}table.costs td:empty{display:none}table.costs tfoot tr{border-top:2px solid #0f172a;border-bottom:0}}
@page{margin:16mm}
@media print{body{margin:0;max-width:none}.noprint{display:none}tr,dl{break-inside:avoid}a{color:#0f172a}}
</style></head>
<body>
<header><div class="brand">Countinghouse</div><h1>Software decision memo</h1>
<div class="muted">Prepared ${escape(day)} from a conversation with the Countinghouse product advisor. Prices and facts are as listed on that date.</div></header>
<h2>What the firm said it needs</h2>
${needs.length ? `<dl>${needs.map(([k, v]) => `<dt>${escape(k)}</dt><dd>${escape(v)}</dd>`).join("")}</dl>` : '<p class="muted">Nothing stated yet.</p>'}
<h2>Recommendation</h2>
${
  rows
    ? `<div class="scroll"><table class="costs"><thead><tr><th>Product</th><th>For</th><th class="n">Cost</th><th class="n">Due today</th><th class="n">First year</th><th>Renewal</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><td colspan="2">Together, before 8% sales tax</td><td class="n" data-label="Cost">${[total.monthlyCents ? `${escape(formatMoney(total.monthlyCents))} a month` : "", total.upfrontCents ? `${escape(formatMoney(total.upfrontCents))} upfront` : ""].filter(Boolean).join("<br>")}</td><td class="n" data-label="Due today">${escape(formatMoney(total.dueTodayCents))}</td><td class="n" data-label="First year">${escape(formatMoney(total.firstYearCents))}</td><td></td></tr></tfoot></table></div>
${costs.budget ? `<p>${escape(costs.budget.fits ? `Within the stated budget (${budgetPhrase(state!.budget!, w)}).` : `Above the stated budget (${budgetPhrase(state!.budget!, w)}).`)}</p>` : ""}`
    : '<p class="muted">No recommendation yet: tell the advisor about the firm first.</p>'
}
${leftOut ? `<h2>Left out, and why</h2>\n<table class="left-out"><thead><tr><th>Product</th><th>For</th><th>Why it is not recommended</th></tr></thead>\n<tbody>${leftOut}</tbody></table>` : ""}
<h2>Facts relied on</h2>
${factGroups ? `<table class="facts"><thead><tr><th>Fact</th><th>As listed</th><th class="date">Read on</th></tr></thead>${factGroups}</table>` : '<p class="muted">No product facts cited yet.</p>'}
<p class="muted">Each fact is quoted from the product's page and fact sheet on Countinghouse (linked) as listed on ${escape(day)}. Check them with the vendor before you buy; prices exclude sales tax.</p>
<p class="noprint muted">Use your browser's Print command to save this memo as a PDF.</p>
</body></html>`;
}
