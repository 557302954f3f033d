import type { ProductFacts } from "../../../../shared/contracts/product-facts.js";
import { formatMoney } from "../../../../shared/money.js";
import {
  INTEGRATIONS,
  SECURITY_FACT_LABELS,
  TAX_FORMS,
  UNKNOWN,
  type SecurityFact,
} from "../../../../shared/product-facts.js";
import { capabilitySignals, GENERAL_CAPABILITIES, type CapabilityId } from "./capabilities.js";
import { isMainCapability, type ProductProfile } from "./catalogue.js";
import { budgetCost, type FirmProfile } from "./firm-profile.js";
import {
  capabilityLabel,
  costSplit,
  firstYearCents,
  pricePhrase,
  productLink,
  totalsPhrase,
} from "./phrases.js";
import type { RankedProduct } from "./rank.js";
import { contentWords, listInWords, normalise, stem } from "./text.js";

/**
 * Question types other than "what do you recommend": each gets its own answer shape, the answer
 * first and a recommendation second (issue 18). Every answer is composed from catalogue text.
 */

export type QuestionType =
  | "store"
  | "vendor"
  | "off_topic"
  | "overlap"
  | "upgrade"
  | "setup"
  | "pricing_model"
  | "total_cost"
  | "capability";

export interface QuestionContext {
  catalogue: readonly ProductProfile[];
  firm: FirmProfile;
  ranked: RankedProduct[];
}

/** Vendors people ask about that we do not sell, and the job they do. */
export const OUTSIDE_VENDORS: Array<{ name: string; pattern: RegExp; job: string }> = [
  { name: "Gusto", pattern: /\bgusto\b/, job: "payroll" },
  { name: "ADP", pattern: /\badp\b/, job: "payroll" },
  { name: "Paychex", pattern: /\bpaychex\b/, job: "payroll" },
  { name: "Rippling", pattern: /\brippling\b/, job: "payroll" },
  { name: "Avalara", pattern: /\bavalara\b/, job: "sales tax" },
  { name: "TaxJar", pattern: /\btaxjar\b/, job: "sales tax" },
  { name: "Vertex", pattern: /\bvertex\b/, job: "sales tax" },
  { name: "QuickBooks", pattern: /\bquickbooks( online| desktop)?\b|\bqbo\b/, job: "bookkeeping" },
  { name: "Xero", pattern: /\bxero\b/, job: "bookkeeping" },
  { name: "FreshBooks", pattern: /\bfreshbooks\b/, job: "bookkeeping" },
  { name: "Sage", pattern: /\bsage (intacct|50|accounting)\b/, job: "bookkeeping" },
  { name: "Drake", pattern: /\bdrake( tax| software)?\b/, job: "tax preparation" },
  { name: "Lacerte", pattern: /\blacerte\b/, job: "tax preparation" },
  { name: "UltraTax", pattern: /\bultratax\b/, job: "tax preparation" },
  { name: "ProSeries", pattern: /\bproseries\b/, job: "tax preparation" },
  { name: "ProConnect", pattern: /\bproconnect\b/, job: "tax preparation" },
  { name: "TurboTax", pattern: /\bturbotax\b/, job: "tax preparation" },
  { name: "CCH Axcess", pattern: /\bcch\b|\baxcess\b/, job: "tax preparation" },
  { name: "TaxAct", pattern: /\btaxact\b/, job: "tax preparation" },
  { name: "TaxDome", pattern: /\btaxdome\b/, job: "client portal" },
  { name: "Karbon", pattern: /\bkarbon\b/, job: "practice management" },
  { name: "Canopy", pattern: /\bcanopy\b/, job: "practice management" },
  { name: "Financial Cents", pattern: /\bfinancial cents\b/, job: "practice management" },
  { name: "SmartVault", pattern: /\bsmartvault\b/, job: "document storage" },
  { name: "ShareFile", pattern: /\bsharefile\b/, job: "document storage" },
  { name: "DocuSign", pattern: /\bdocusign\b/, job: "e-signature" },
  { name: "Dext", pattern: /\bdext\b|\breceipt bank\b/, job: "receipt capture" },
  { name: "Hubdoc", pattern: /\bhubdoc\b/, job: "receipt capture" },
  { name: "Bill.com", pattern: /\bbill\.?com\b/, job: "bookkeeping" },
  { name: "eMoney", pattern: /\bemoney\b/, job: "financial planning" },
  { name: "MoneyGuidePro", pattern: /\bmoneyguide(pro)?\b/, job: "financial planning" },
  { name: "RightCapital", pattern: /\brightcapital\b/, job: "financial planning" },
  { name: "Holistiplan", pattern: /\bholistiplan\b/, job: "tax planning" },
  { name: "Orion", pattern: /\borion\b/, job: "portfolio reporting" },
  { name: "CaseWare", pattern: /\bcaseware\b/, job: "audit" },
  { name: "Salesforce", pattern: /\bsalesforce\b/, job: "CRM" },
  { name: "HubSpot", pattern: /\bhubspot\b/, job: "CRM" },
];

/** Outside vendors a message names (catalogue product names removed first). */
export function outsideVendorsIn(normalisedText: string): Array<(typeof OUTSIDE_VENDORS)[number]> {
  return OUTSIDE_VENDORS.filter((v) => v.pattern.test(normalisedText));
}

const STORE =
  /\b(free trial|trials?|refunds?|money back|money-back|return policy|downloads?|download link|licen[cs]es?|licensing|cancel\w*|invoice|receipt for my|payment methods?|pay by|credit card|activation|how many (computers|machines|devices))\b/;
const OFF_TOPIC =
  /\b(weather|joke|recipe|football|soccer|baseball|basketball|movie|film|poem|song|lyrics|capital of|who won|horoscope|bitcoin price|stock tip|dating|pizza|vacation|holiday plans)\b/;
const OVERLAP =
  /\b(need both|need all (three|of them)|both or|overlap\w*|redundant|duplicate|either one|one or the other|same thing|do i need (both|all|two|the second|it if))\b/;
const UPGRADE =
  /\b(upgrade\w*|outgrow\w*|move up|higher tier|next tier|basic (vs|or|and|versus|to) pro\w*|pro\w* (vs|or|and|versus) basic|edition)\b/;
const SETUP =
  /\b(set(ting)? it up|set up|setup|migrat\w*|switch\w* (over )?from|move (over )?from|moving from|import\w*|implementation|implement|onboard\w*|convert\w* from|conversion|get (it )?running|how long (does|will) it take)\b/;
const PRICING_MODEL =
  /\b(per user|per-user|per seat|per-seat|per firm|per-firm|per preparer|per return|per license|per licence|flat fee|flat rate|pricing model|how is (it|that|this) (priced|billed|licensed|charged)|billed (monthly|annually|yearly)|annual billing)\b/;
const TOTAL_COST =
  /\b(first year|first-year|per year|a year|annual cost|yearly cost|in total|total cost|altogether|all in|all-in|together|combined|both of them cost|for (\d+|two|three|four|five|six|seven|eight|nine|ten) (staff|people|users|seats|preparers|employees|of us))\b/;
const COST_WORD = /\b(cost|costs|price|pay|how much|spend|total|budget|charge)\b/;
const YES_NO_START =
  /^(does|do|can|could|will|would|is|are|has|have|did|should)\b|\b(does|do|can|will) (it|they|this|that|the \w+)\b/;
const CAPABILITY_VERB =
  /\b(do|does|handle|handles|support|supports|include|includes|cover|covers|offer|offers|have|has|come with|work with|integrate|integrates|file|files|prepare|prepares|allow|allows|let me|track|tracks|e-file|efile|there)\b/;

export function questionTypeOf(
  text: string,
  hasProduct: boolean,
  capabilityTopics: number,
): QuestionType | null {
  const integrationQuestion =
    hasProduct &&
    /\b(integrat\w*|connect\w*|work with|works with|sync\w*|import from|export to)\b/.test(text);
  if (
    outsideVendorsIn(text).length > 0 &&
    !integrationQuestion &&
    !/\bquickbooks set ?-?up\b/.test(text)
  )
    return "vendor";
  if (OFF_TOPIC.test(text) && capabilityTopics === 0 && !hasProduct) return "off_topic";
  if (STORE.test(text) && !/\btrial balance\b/.test(text)) return "store";
  if (OVERLAP.test(text)) return "overlap";
  if (UPGRADE.test(text) && hasProduct) return "upgrade";
  if (PRICING_MODEL.test(text)) return "pricing_model";
  if (TOTAL_COST.test(text) && COST_WORD.test(text)) return "total_cost";
  if (
    SETUP.test(text) &&
    (hasProduct || /\b(how|what|help|\?)/.test(text)) &&
    /\?|how|what|help|can/.test(text)
  )
    return "setup";
  if (
    YES_NO_START.test(text) &&
    CAPABILITY_VERB.test(text) &&
    (hasProduct || /\b(it|they|this|that|there)\b/.test(text))
  )
    return "capability";
  return null;
}

/* ---------------------------------------------------------------- capability answers */

const FORM =
  /\b(?:1040|1041|1065|1099|1120-s|1120s|1120|709|706|990(?:-ez)?|941|940|943|944|2848|8821|w-2|w2|k-1|5500|8283|1040-x)\b/g;

/** Form numbers named in a text ("Forms 706 and 709" -> ["706", "709"]). */
export const formNumbersIn = (text: string) => [
  ...new Set(
    (normalise(text).match(FORM) ?? []).map((f) =>
      f.replace(/^w2$/, "w-2").replace(/^1120s$/, "1120-s"),
    ),
  ),
];

/** The listing's lines: features first, then the description's sentences. */
function listingLines(profile: ProductProfile): string[] {
  return [
    ...profile.product.features,
    ...profile.product.description.split(/(?<=[.!?])\s+/).map((s) => s.trim()),
  ].filter(Boolean);
}

const ASK_NOISE = new Set(
  contentWords(
    "does do can could will would is are has have it they this that there handle support include cover offer come work integrate file prepare allow let track e-file efile form forms also able feature features option built",
  ),
);

/** The words of the thing asked about: "Does it do SSO?" -> ["sso"]. */
function askedWords(text: string, product: ProductProfile | undefined): string[] {
  const nameWords = new Set(product ? contentWords(product.product.name) : []);
  return contentWords(text.replace(FORM, " ")).filter(
    (w) => !ASK_NOISE.has(w) && !nameWords.has(w) && !/^\d+$/.test(w),
  );
}

const SYNONYMS: Record<string, string[]> = {
  sso: ["sso", "single sign-on", "single sign on", "saml"],
  "single sign-on": ["sso", "single sign-on", "saml"],
  "e-signature": ["e-signature", "esignature", "electronic signature", "e-sign"],
  esign: ["e-signature", "electronic signature"],
  "multi-state": ["multi-state", "all-state", "all 50 states", "every state"],
  mobile: ["mobile", "phone", "iphone", "android"],
};

/** A listing line that says the thing asked about, with every asked word in it. */
function lineSaying(profile: ProductProfile, words: string[], raw: string): string | null {
  const lines = listingLines(profile);
  const phrase = normalise(raw);
  for (const [key, variants] of Object.entries(SYNONYMS)) {
    if (phrase.includes(key)) {
      const hit = lines.find((l) => variants.some((v) => normalise(l).includes(v)));
      if (hit) return hit;
      return null;
    }
  }
  if (words.length === 0) return null;
  return (
    lines.find((line) => {
      const lineWords = new Set(contentWords(line));
      return words.every(
        (w) => lineWords.has(w) || [...lineWords].some((lw) => lw.startsWith(stem(w))),
      );
    }) ?? null
  );
}

const quoteLine = (line: string) => `“${line.replace(/[.\s]+$/, "")}”`;

/** Products in the catalogue whose listing says the thing asked about. */
function othersSaying(
  ctx: QuestionContext,
  exclude: ProductProfile,
  forms: string[],
  words: string[],
  raw: string,
): Array<{ profile: ProductProfile; line: string }> {
  const found: Array<{ profile: ProductProfile; line: string }> = [];
  for (const p of ctx.catalogue) {
    if (p === exclude) continue;
    const line =
      forms.length > 0
        ? (listingLines(p).find((l) => forms.some((f) => formNumbersIn(l).includes(f))) ?? null)
        : lineSaying(p, words, raw);
    if (line) found.push({ profile: p, line });
  }
  return found.slice(0, 2);
}

const CONTACT = "[Contact Sales](/contact)";

/**
 * "Does X do Y?": "Yes" quoting the listing, "No" with what it does cover and what in the
 * catalogue does, or "The listing doesn't say" with a pointer to Contact Sales. Never a bare yes.
 */
export function capabilityAnswer(
  ctx: QuestionContext,
  product: ProductProfile,
  raw: string,
): string {
  const fromFacts = factAnswer(ctx, product, raw);
  if (fromFacts) return fromFacts;
  const forms = formNumbersIn(raw);
  const lines = listingLines(product);
  const name = productLink(product);
  if (forms.length > 0) {
    const listed = [...new Set(lines.flatMap(formNumbersIn))];
    const covered = forms.filter((f) => listed.includes(f));
    const missing = forms.filter((f) => !listed.includes(f));
    if (missing.length === 0) {
      const line = lines.find((l) => forms.some((f) => formNumbersIn(l).includes(f)))!;
      return `Yes: the listing for ${name} says ${quoteLine(line)}.`;
    }
    const others = othersSaying(ctx, product, missing, [], raw);
    const elsewhere = others.length
      ? ` In our catalogue, ${others.map((o) => `${productLink(o.profile)} covers it (${quoteLine(o.line)})`).join("; ")}.`
      : ` Nothing in our catalogue lists ${missing.length > 1 ? "those forms" : "that form"}; ${CONTACT} can confirm.`;
    if (listed.length > 0) {
      const formsLine =
        lines.find((l) => formNumbersIn(l).length > 1) ??
        lines.find((l) => formNumbersIn(l).length > 0)!;
      const partly = covered.length ? ` It does cover Form ${listInWords(covered)}.` : "";
      return `No: ${name} lists ${quoteLine(formsLine)}, not Form ${listInWords(missing, "or")}.${partly}${elsewhere}`;
    }
    return `The listing for ${name} doesn't say whether it handles Form ${listInWords(missing, "or")}; ${CONTACT} can confirm before you buy.${elsewhere}`;
  }
  const words = askedWords(raw, product);
  const line = lineSaying(product, words, raw);
  if (line) return `Yes: the listing for ${name} says ${quoteLine(line)}.`;
  const others = othersSaying(ctx, product, [], words, raw);
  const does = mainJobs(product);
  const covers = does.length
    ? ` What it is made for is ${listInWords(does.map(capabilityLabel))}.`
    : "";
  const elsewhere = others.length
    ? ` In our catalogue, ${others.map((o) => `${productLink(o.profile)} says ${quoteLine(o.line)}`).join("; ")}.`
    : "";
  return `The listing for ${name} doesn't say, so I can't promise it: ${CONTACT} can confirm before you buy.${covers}${elsewhere}`;
}

/* ---------------------------------------------------------------- answers from the fact sheet */

const SECURITY_ASKS: Array<[RegExp, SecurityFact]> = [
  [/\b(sso|single sign-?on|saml|okta|azure ad|entra)\b/, "sso"],
  [/\b(mfa|multi-?factor|two-?factor|2fa)\b/, "mfa"],
  [/\b(encrypt\w*)\b/, "encryption"],
  [/\baudit (trail|log)\b|\baccess log\b/, "auditTrail"],
  [/\bsoc ?2\b/, "soc2"],
  [/\bwisp\b|\bsecurity plan\b/, "wisp"],
];

const SECURITY_WORDS: Record<SecurityFact, string> = {
  sso: "single sign-on",
  mfa: "multi-factor sign-in",
  encryption: "encryption",
  auditTrail: "an audit trail",
  soc2: "a SOC 2 report",
  wisp: "help with the IRS WISP requirement",
};

const formLabel = (forms: readonly string[], conjunction = "and") =>
  `Form${forms.length > 1 ? "s" : ""} ${listInWords([...forms], conjunction)}`;

/** Forms as the fact sheet spells them ("1120-S", "W-2"), from what people type. */
const factForm = (form: string) => {
  const upper = form.toUpperCase();
  return (TAX_FORMS as readonly string[]).find((f) => f.toUpperCase() === upper) ?? upper;
};

/** What the catalogue offers instead, by fact: products whose sheet says yes. */
function othersWithFact(
  ctx: QuestionContext,
  exclude: ProductProfile,
  has: (facts: ProductFacts) => boolean,
): ProductProfile[] {
  return ctx.catalogue
    .filter((p) => p !== exclude && p.product.facts && has(p.product.facts))
    .slice(0, 2);
}

const named = (items: readonly ProductProfile[]) =>
  listInWords(items.map((p) => `${productLink(p)} (${pricePhrase(p)})`));

/**
 * The answer the fact sheet gives (issue 17's facts): forms, security, integrations, languages,
 * users, trials and what is not included. Null when the sheet has nothing on the question, so
 * the listing's text is read instead.
 */
function factAnswer(ctx: QuestionContext, product: ProductProfile, raw: string): string | null {
  const facts = product.product.facts;
  if (!facts) return null;
  const text = normalise(raw);
  const name = productLink(product);
  const does = mainJobs(product);
  const covers = does.length ? ` It is made for ${listInWords(does.map(capabilityLabel))}.` : "";

  const asked = formNumbersIn(raw).map(factForm);
  if (asked.length > 0 && facts.forms !== UNKNOWN) {
    const listed = facts.forms as readonly string[];
    const missing = asked.filter((f) => !listed.includes(f));
    if (missing.length === 0) {
      return `Yes: the fact sheet for ${name} lists ${formLabel(asked)} among the forms it covers (${listInWords([...listed])}).`;
    }
    const others = othersWithFact(
      ctx,
      product,
      (f) => f.forms !== UNKNOWN && missing.some((m) => (f.forms as readonly string[]).includes(m)),
    );
    const partly =
      asked.length > missing.length
        ? ` It does cover ${formLabel(asked.filter((f) => !missing.includes(f)))}.`
        : "";
    const what = listed.length
      ? `covers ${formLabel(listed)}, not ${formLabel(missing, "or")}`
      : `doesn't cover any IRS forms, so not ${formLabel(missing, "or")}`;
    const elsewhere = others.length
      ? ` In our catalogue, ${named(others)} ${others.length > 1 ? "cover" : "covers"} ${formLabel(missing.filter((m) => others.some((o) => (o.product.facts!.forms as readonly string[]).includes(m))))}.`
      : ` Nothing in our catalogue lists ${formLabel(missing, "or")}; [Contact Sales](/contact) if you need it.`;
    return `No: ${name} ${what}.${partly}${elsewhere}`;
  }

  for (const [pattern, fact] of SECURITY_ASKS) {
    if (!pattern.test(text)) continue;
    const value = facts.security[fact];
    const label = SECURITY_FACT_LABELS[fact];
    if (value === "yes") return `Yes: the fact sheet for ${name} says “${label}: yes”.`;
    const others = othersWithFact(ctx, product, (f) => f.security[fact] === "yes");
    const elsewhere = others.length
      ? ` In our catalogue, ${named(others)} ${others.length > 1 ? "have" : "has"} ${SECURITY_WORDS[fact]}.`
      : "";
    if (value === "no" || value === "not_applicable") {
      return `No: the fact sheet for ${name} says it does not offer ${SECURITY_WORDS[fact]}.${covers}${elsewhere}`;
    }
    return `The listing for ${name} doesn't say whether it offers ${SECURITY_WORDS[fact]}, so I can't promise it: [Contact Sales](/contact) can confirm before you buy.${covers}${elsewhere}`;
  }

  const integration = INTEGRATIONS.find(
    (i) => text.includes(normalise(i)) && !normalise(product.product.name).includes(normalise(i)),
  );
  if (
    integration &&
    /\b(integrat\w*|connect\w*|work with|works with|sync\w*|talk to|import from|export to|link)\b/.test(
      text,
    )
  ) {
    if (facts.integrations === UNKNOWN) {
      return `The listing for ${name} doesn't say whether it works with ${integration}: [Contact Sales](/contact) can confirm before you buy.${covers}`;
    }
    const list = facts.integrations as readonly string[];
    if (list.includes(integration))
      return `Yes: the fact sheet for ${name} lists ${integration} among its integrations.`;
    return `No: ${name} does not list ${integration} among its integrations${list.length ? ` (it lists ${listInWords([...list])})` : " (it lists none)"}.${covers}`;
  }

  if (/\b(spanish|espanol|in spanish)\b/.test(text) && facts.languages !== UNKNOWN) {
    return (facts.languages as readonly string[]).includes("es")
      ? `Yes: the fact sheet for ${name} lists Spanish among its languages.`
      : `No: the fact sheet for ${name} lists only ${listInWords((facts.languages as readonly string[]).map((l) => (l === "en" ? "English" : l)))}.${covers}`;
  }

  // Something it says it does not do: "Does it prepare tax returns?" -> "Tax return preparation".
  const words = askedWords(raw, product);
  const excluded = facts.notIncluded.find((item) => {
    const itemWords = new Set(contentWords(item));
    return (
      words.length > 0 && words.filter((w) => itemWords.has(w)).length >= Math.min(2, words.length)
    );
  });
  if (excluded) {
    const others = othersSaying(ctx, product, [], words, raw);
    const elsewhere = others.length
      ? ` In our catalogue, ${others.map((o) => `${productLink(o.profile)} says ${quoteLine(o.line)}`).join("; ")}.`
      : "";
    return `No: the fact sheet for ${name} lists “${excluded}” as not included.${covers}${elsewhere}`;
  }
  return null;
}

function mainJobs(profile: ProductProfile): CapabilityId[] {
  return [...profile.capabilities.entries()]
    .filter(([id]) => isMainCapability(profile, id) && !GENERAL_CAPABILITIES.has(id))
    .sort((a, b) => b[1].raw - a[1].raw)
    .slice(0, 2)
    .map(([id]) => id);
}

/* ---------------------------------------------------------------- pricing and cost */

const COUNT_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/** "for 3 staff", "for five users": the head count a cost question is about. */
export function seatsIn(text: string): number | null {
  const m =
    /\bfor (\d+|two|three|four|five|six|seven|eight|nine|ten) (staff|people|users|seats|preparers|employees|of us)\b/.exec(
      text,
    );
  if (!m) return null;
  return COUNT_WORDS[m[1]!] ?? Number(m[1]);
}

const PRICING_WORDS: Record<string, string> = {
  per_firm: "per firm (one price whatever the number of users)",
  per_user: "per user",
  per_client: "per client",
  per_return: "per return",
};

/** "Per user or per firm?": what the fact sheet (or the listing) says about seats, never a guess. */
export function pricingModelAnswer(products: readonly ProductProfile[]): string {
  const blocks = products.map((p) => {
    const seatLine = listingLines(p).find((l) =>
      /\b(users?|seats?|per (preparer|user|firm|return)|unlimited|network install|multi-user|single user|licen[cs]e)\b/i.test(
        l,
      ),
    );
    const basis =
      p.product.type === "subscription"
        ? `${productLink(p)} is ${formatMoney(p.priceCents)} a month, billed monthly; you can start with a free trial.`
        : `${productLink(p)} is ${formatMoney(p.priceCents)} once: you buy it and keep it.`;
    const model = p.product.offer?.unit;
    if (model && p.product.facts) {
      const users = p.product.facts!.limits.users;
      const limit =
        users === "unlimited"
          ? " with unlimited users"
          : typeof users === "number"
            ? ` for up to ${users} user${users > 1 ? "s" : ""}`
            : "";
      return `${basis} The fact sheet says it is priced ${PRICING_WORDS[model]}${limit}.`;
    }
    const seats = seatLine
      ? ` On users, the listing says ${quoteLine(seatLine)}.`
      : ` The listing doesn't say whether the price is per user or per firm; ${CONTACT} can confirm before you buy.`;
    return `${basis}${seats}`;
  });
  return blocks.join("\n\n");
}

/** First-year cost, per seat for N staff and several products together; monthly and upfront apart. */
export function totalCostAnswer(
  ctx: QuestionContext,
  products: readonly ProductProfile[],
  seats: number | null,
): string {
  const lines = products.map((p) =>
    p.product.type === "subscription"
      ? `- ${productLink(p)}: ${formatMoney(p.priceCents)} a month, so ${formatMoney(p.priceCents * 12)} in the first year`
      : `- ${productLink(p)}: ${formatMoney(p.priceCents)} once, upfront (nothing monthly)`,
  );
  const { monthly, upfront, firstYear } = costSplit(products);
  const parts: string[] = [];
  if (products.length > 1) {
    parts.push(
      `Together: ${totalsPhrase(products)}, so ${formatMoney(firstYear)} in the first year${upfront && monthly ? ` (${formatMoney(monthly * 12)} of subscriptions and ${formatMoney(upfront)} upfront)` : ""}.`,
    );
  } else {
    parts.push(`First year: ${formatMoney(firstYear)}.`);
  }
  const perFirm = products.filter((p) => p.product.offer?.unit === "per_firm");
  if (seats !== null && perFirm.length === products.length) {
    parts.push(
      `For ${seats} staff: the fact sheet${perFirm.length > 1 ? "s say" : " says"} ${perFirm.length > 1 ? "they are" : "it is"} priced per firm, so ${seats} staff pay the same.`,
    );
  } else if (seats !== null) {
    const perSeat = products.filter((p) =>
      /\bper (user|seat|preparer)\b/i.test(listingLines(p).join(" ")),
    );
    parts.push(
      perSeat.length > 0
        ? `For ${seats} staff: ${listInWords(perSeat.map((p) => p.product.name))} ${perSeat.length > 1 ? "are" : "is"} priced per user, so ${formatMoney(costSplit(perSeat).monthly * seats)} a month for ${seats}.`
        : `For ${seats} staff: the listings show one price, not a per-user price, so these figures are what I can quote; ${CONTACT} can confirm whether more users cost more.`,
    );
  }
  const limit = ctx.firm.budget?.limitCents ?? null;
  if (limit !== null && ctx.firm.budget) {
    const spend = products.reduce((s, p) => s + budgetCost(p, ctx.firm), 0);
    parts.push(
      spend <= limit
        ? `That is within your budget of ${ctx.firm.budget.label}.`
        : `That is more than your budget of ${ctx.firm.budget.label}${upfront ? " in the month you pay the one-time price" : ""}.`,
    );
  }
  return `${lines.join("\n")}\n\n${parts.join(" ")}`;
}

/* ---------------------------------------------------------------- overlap, upgrade, set-up */

export function overlapAnswer(products: readonly ProductProfile[]): string {
  const [a, b] = products;
  if (!a || !b) return "";
  const jobsA = mainJobs(a);
  const jobsB = mainJobs(b);
  const shared = jobsA.filter((j) => jobsB.includes(j));
  const onlyA = jobsA.filter((j) => !jobsB.includes(j));
  const onlyB = jobsB.filter((j) => !jobsA.includes(j));
  const label = (ids: CapabilityId[]) => listInWords(ids.map(capabilityLabel));
  if (shared.length > 0 && onlyA.length === 0 && onlyB.length === 0) {
    const cheaper = firstYearCents(a) <= firstYearCents(b) ? a : b;
    return `No, you likely need only one: ${productLink(a)} and ${productLink(b)} are both made for ${label(shared)}. ${productLink(cheaper)} costs less in the first year (${pricePhrase(cheaper)}); pick the other only if its feature list has something you need.`;
  }
  if (shared.length === 0) {
    return `They do different jobs, so both can earn their place: ${productLink(a)} is made for ${label(jobsA) || "its own job"} and ${productLink(b)} for ${label(jobsB) || "another"}. If you only do one of those, you need only that one. Together: ${totalsPhrase([a, b])}.`;
  }
  return `They overlap on ${label(shared)}. ${productLink(a)} adds ${label(onlyA) || "nothing beyond that"}; ${productLink(b)} adds ${label(onlyB) || "nothing beyond that"}. If the overlap is all you need, one is enough.`;
}

/** Basic vs Professional: the editions of one line, what the higher one adds, and the step up in price. */
export function upgradeAnswer(ctx: QuestionContext, product: ProductProfile): string {
  const family = familyOf(ctx.catalogue, product);
  if (family.length < 2) {
    return `We carry one edition of ${productLink(product)} (${pricePhrase(product)}), so there is no upgrade path in our catalogue. ${CONTACT} can tell you about higher tiers.`;
  }
  const sorted = [...family].sort((x, y) => firstYearCents(x) - firstYearCents(y));
  const lower = sorted[0]!;
  const higher = sorted[sorted.length - 1]!;
  const lowerLines = new Set(listingLines(lower).map(normalise));
  const adds = higher.product.features.filter((f) => !lowerLines.has(normalise(f))).slice(0, 4);
  const step = firstYearCents(higher) - firstYearCents(lower);
  return `${productLink(lower)} (${pricePhrase(lower)}) is the entry edition; ${productLink(higher)} (${pricePhrase(higher)}) is the step up.${adds.length ? ` The listing for the higher edition adds:\n\n${adds.map((f) => `- ${f}`).join("\n")}\n\n` : " "}The step up costs ${formatMoney(step)} more in the first year. Start with the entry edition if it lists the forms and users you need today.`;
}

/** Products of one line: the same name without its edition word. */
function familyOf(catalogue: readonly ProductProfile[], product: ProductProfile): ProductProfile[] {
  const stemOf = (name: string) =>
    normalise(name)
      .replace(
        /\b(basic|professional|pro|enterprise|standard|premium|plus|essentials|desktop|cloud)\b/g,
        "",
      )
      .replace(/\s+/g, " ")
      .trim();
  const own = stemOf(product.product.name);
  return catalogue.filter((p) => stemOf(p.product.name) === own);
}

export function setupAnswer(ctx: QuestionContext, products: readonly ProductProfile[]): string {
  const helpers = ctx.catalogue.filter((p) =>
    /\b(setup|set-up|set up|migration|onboarding|conversion|import)\b/i.test(p.product.name),
  );
  const blocks = products.map((p) => {
    const line = listingLines(p).find((l) =>
      /\b(import|migrat\w*|setup|set-up|set up|onboard\w*|convert\w*|roll ?forward|rollover|no setup)\b/i.test(
        l,
      ),
    );
    const how =
      p.product.type === "subscription"
        ? "it is a subscription: start the free trial from its product page and set it up with a few real clients before you commit"
        : "it is a one-time purchase: after checkout you download it from your dashboard (Orders & Downloads) and install it";
    return `${productLink(p)}: ${how}.${line ? ` On moving in, the listing says ${quoteLine(line)}.` : " The listing doesn't describe a migration service; " + CONTACT + " can tell you what moving your data involves."}`;
  });
  const service = helpers.filter((h) => !products.includes(h));
  const extra = service.length
    ? `\n\nFor hands-on help, we also sell ${listInWords(service.slice(0, 2).map((s) => `${productLink(s)} (${pricePhrase(s)})`))}.`
    : "";
  return `${blocks.join("\n\n")}${extra}`;
}

/* ---------------------------------------------------------------- vendors, store, off-topic */

export function vendorAnswer(
  ctx: QuestionContext,
  vendors: ReadonlyArray<(typeof OUTSIDE_VENDORS)[number]>,
  ours: readonly ProductProfile[],
): string {
  const names = listInWords(
    vendors.map((v) => v.name),
    "or",
  );
  const jobs = [...new Set(vendors.map((v) => v.job))];
  const closest = closestFor(ctx, jobs.join(" "));
  const oursText = ours.length
    ? ` ${listInWords(ours.map((p) => `${productLink(p)} (${pricePhrase(p)})`))} ${ours.length > 1 ? "are" : "is"} ours, so I can tell you about ${ours.length > 1 ? "them" : "it"}.`
    : "";
  const closestText = closest.length
    ? ` The closest we have for ${listInWords(jobs)} ${closest.length > 1 ? "are" : "is"} ${listInWords(closest.map((p) => `${productLink(p)} (${pricePhrase(p)})`))}.`
    : ` We don't carry anything made for ${listInWords(jobs)}.`;
  return `We don't sell ${names}, so I can't compare ${vendors.length > 1 ? "them" : "it"} fairly.${oursText}${ours.length ? "" : closestText}`;
}

/** The best products in the catalogue for a job said in words. */
function closestFor(ctx: QuestionContext, job: string): ProductProfile[] {
  const signals = capabilitySignals(normalise(job));
  const words = contentWords(job);
  const scored = ctx.catalogue
    .map((p) => {
      let score = 0;
      for (const [cap, s] of signals)
        if (isMainCapability(p, cap)) score += s * (p.capabilities.get(cap)?.strength ?? 0);
      const text = new Set([...p.words.name, ...p.words.features, ...p.words.description]);
      if (words.length && words.every((w) => text.has(w)))
        score += p.words.name.has(words[0]!) ? 1.5 : 0.8;
      return { p, score };
    })
    .filter((x) => x.score > 0.3)
    .sort((a, b) => b.score - a.score || a.p.product.id - b.p.product.id);
  return scored.slice(0, 2).map((x) => x.p);
}

export function storeAnswer(text: string, product: ProductProfile | undefined): string {
  const parts: string[] = [];
  if (/\btrials?\b/.test(text)) {
    parts.push(
      product
        ? product.product.type === "subscription"
          ? `Yes: ${productLink(product)} is a subscription, so its product page has **Start Free Trial**.`
          : `No: ${productLink(product)} is a one-time purchase, so there is no trial; its product page lists every feature before you buy.`
        : "Subscriptions (SaaS and subscription software) start with a free trial from the product page's **Start Free Trial** button; most SaaS trials last 14 days. One-time purchases have no trial: their product pages list every feature.",
    );
  }
  if (/\b(refunds?|money back|money-back|return policy|cancel\w*)\b/.test(text)) {
    parts.push(
      "Our catalogue does not publish a refund policy, so I won't quote one: [contact our team](/contact) about a refund or cancellation and they will answer within 4 to 6 business hours. Subscriptions you started are listed under Subscriptions on your [dashboard](/dashboard).",
    );
  }
  if (/\b(downloads?|download link|install)\b/.test(text)) {
    parts.push(
      "One-time purchases are downloads: after you pay, the file is under **Orders & Downloads** on your [dashboard](/dashboard), and you can download it again there.",
    );
  }
  if (/\b(licen[cs]es?|licensing|how many (computers|machines|devices)|activation)\b/.test(text)) {
    parts.push(
      product
        ? `The listing for ${productLink(product)} is what I can go by on licensing; where it doesn't say how many users or machines are covered, [Contact Sales](/contact) can confirm before you buy.`
        : "A one-time purchase is yours to keep; a subscription runs while you pay for it. How many users or machines a licence covers is on each product's listing, and [Contact Sales](/contact) can confirm anything it doesn't say.",
    );
  }
  if (/\b(payment methods?|pay by|credit card|invoice)\b/.test(text)) {
    parts.push(
      "You pay by card at checkout; your orders and receipts are on your [dashboard](/dashboard).",
    );
  }
  if (parts.length === 0)
    parts.push("For anything about your order or account, [contact our team](/contact).");
  return parts.join("\n\n");
}

export const OFF_TOPIC_ANSWER =
  "That's outside what I can help with: I'm the Countinghouse product advisor, so I stick to software, templates and SaaS for accounting, tax and planning firms. Tell me what your firm needs (a service, a headache, a budget) and I'll find what fits.";
