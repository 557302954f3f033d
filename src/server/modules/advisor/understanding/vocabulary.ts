import {
  FACT_SERVICES,
  INTEGRATIONS,
  type Integration,
  type SecurityFact,
} from "../../../../shared/product-facts.js";
import { sameWord, words } from "./product-mentions.js";

/**
 * The fact sheets' own vocabulary as people write it: integration names ("QBO", "quickbooks
 * desktp"), IRS forms ("990pf", "1099s"), security terms ("single sign-on", "2FA"), where software
 * runs ("Macs", "in a browser") and the wizard's services ("payroll", "books", "audits").
 */

/** Each integration of the fact sheet, with the ways people write it (word by word). */
const INTEGRATION_NAMES: Array<[Integration, string[]]> = [
  [
    "QuickBooks Online",
    ["quickbooks online", "qbo", "qb online", "quickbooks cloud", "quickbooks web"],
  ],
  [
    "QuickBooks Desktop",
    ["quickbooks desktop", "qbd", "qb desktop", "quickbooks pro", "quickbooks enterprise"],
  ],
  ["Xero", ["xero"]],
  ["Sage Intacct", ["sage intacct", "intacct", "sage"]],
  ["NetSuite", ["netsuite", "net suite", "oracle netsuite"]],
  [
    "Microsoft 365",
    ["microsoft 365", "office 365", "o365", "ms 365", "outlook", "microsoft office"],
  ],
  [
    "Google Workspace",
    ["google workspace", "g suite", "gsuite", "gmail", "google docs", "google drive"],
  ],
  ["Microsoft Excel", ["microsoft excel", "excel", "ms excel"]],
  ["Google Sheets", ["google sheets", "google sheet"]],
  ["Drake Tax", ["drake tax", "drake"]],
  ["Lacerte", ["lacerte"]],
  ["UltraTax CS", ["ultratax cs", "ultratax", "ultra tax"]],
  ["ProConnect Tax", ["proconnect tax", "proconnect"]],
  ["Gusto", ["gusto"]],
  ["ADP", ["adp"]],
  ["Shopify", ["shopify"]],
  ["Amazon Seller Central", ["amazon seller central", "seller central", "amazon"]],
  ["Stripe", ["stripe"]],
  ["Plaid", ["plaid"]],
  ["Zapier", ["zapier"]],
  ["DocuSign", ["docusign", "docu sign"]],
  ["Charles Schwab", ["charles schwab", "schwab"]],
  ["Fidelity", ["fidelity"]],
];

/**
 * The sheets' integrations that are products of this catalogue ("Ledgerpoint Tax Suite"): a
 * product is one when the integration's name starts its name ("Ledgerpoint Tax Suite
 * Professional"); a vendor when it is the only integration of that vendor.
 */
export function integrationOfProduct(name: string): Integration | null {
  const named = words(name).join(" ");
  return (
    INTEGRATIONS.find((i) => {
      const own = words(i).join(" ");
      return named === own || named.startsWith(`${own} `);
    }) ?? null
  );
}

export function integrationOfVendor(vendor: string): Integration | null {
  const ofVendor = INTEGRATIONS.filter((i) => words(i)[0] === vendor.toLowerCase());
  return ofVendor.length === 1 ? ofVendor[0]! : null;
}

/** "QuickBooks" alone could be either edition: both are asked about. */
const QUICKBOOKS_ANY = ["quickbooks", "quick books", "qb", "quickbook"];

const phraseWords = (phrase: string) => phrase.split(" ");

/** Where a phrase appears in the message's words (each word may have a small typo), or -1. */
function findPhrase(message: readonly string[], phrase: readonly string[]): number {
  for (let i = 0; i + phrase.length <= message.length; i++) {
    if (phrase.every((w, j) => sameWord(message[i + j]!, w) && !cutShort(message[i + j]!, w)))
      return i;
  }
  return -1;
}

/**
 * A name with its last letter left off is another word the writer meant ("a strip mall" is not
 * Stripe, "plai" is rare, "strip" common): a typo is in the middle of a word, not its end.
 */
const cutShort = (said: string, name: string) => said.length >= 3 && said === name.slice(0, -1);

export interface Found<T> {
  value: T;
  at: number;
}

/** Integration names in the order written; "QuickBooks" alone stands for both editions. */
export function findIntegrations(text: string): Array<Found<Integration>> {
  // "Xero-compatible", "QBO-ready": the name before a hyphen.
  const message = words(text.replace(/-(?=compatible|ready|friendly|integrated|based)/gi, " "));
  const found: Array<Found<Integration>> = [];
  const taken = new Set<number>();
  for (const [name, ways] of INTEGRATION_NAMES) {
    for (const way of ways) {
      const phrase = phraseWords(way);
      const at = findPhrase(message, phrase);
      if (at < 0 || taken.has(at)) continue;
      found.push({ value: name, at });
      for (let k = 0; k < phrase.length; k++) taken.add(at + k);
      break;
    }
  }
  for (const way of QUICKBOOKS_ANY) {
    const at = findPhrase(message, phraseWords(way));
    if (at >= 0 && !taken.has(at)) {
      found.push({ value: "QuickBooks Online", at }, { value: "QuickBooks Desktop", at });
      break;
    }
  }
  return found.sort((a, b) => a.at - b.at);
}

/**
 * The message without the software names it mentions ("QBO users", "Xero mostly"): the software a
 * firm works in is a fact about the firm, not something it asks for.
 */
export function withoutSoftwareNames(text: string): string {
  const message = words(text);
  const taken = new Set<number>();
  for (const phrase of [...INTEGRATION_NAMES.flatMap(([, ways]) => ways), ...QUICKBOOKS_ANY].map(
    phraseWords,
  ))
    for (let i = 0; i + phrase.length <= message.length; i++)
      if (phrase.every((w, j) => sameWord(message[i + j]!, w)))
        for (let k = 0; k < phrase.length; k++) taken.add(i + k);
  return message.filter((_, i) => !taken.has(i)).join(" ");
}

/** Words that start a turned-down piece of software: "not QuickBooks", "instead of Sage". */
const SOFTWARE_NOT =
  /(?:^|[^a-z])(?:not|no|never|no longer|don t|dont|do not|instead of|rather than|away from|(?:switch|switched|switching|move|moved|moving) (?:away )?(?:from|off)|off of|dropp(?:ed|ing)|ditch(?:ed|ing))\b/g;
/** What may stand between such words and the name: "don't use", "we're not on", "not even". */
const SOFTWARE_NOT_FILLER =
  /^(?:\s+(?:use|using|on|run|running|in|the|any|more|longer|really|even|work in|we|re|are|is|it s|with|that))*\s+/;

/**
 * The software a message turns down, in the order written: "Sorry, not QuickBooks, we use Xero",
 * "we don't use QBO anymore", "instead of Sage", "not QuickBooks or Sage". Read clause by clause
 * ("but", "sino" and punctuation end one), so the software named after them stands.
 */
export function findNegatedIntegrations(text: string): Integration[] {
  const negated: Integration[] = [];
  const clauses = text
    .toLowerCase()
    .replace(/[‘’']/g, " ")
    .split(/[,.;:!?()]|\b(?:but|sino|pero|now|ahora)\b/);
  for (const clause of clauses) {
    for (const cue of clause.matchAll(SOFTWARE_NOT)) {
      const after = clause.slice((cue.index ?? 0) + cue[0].length);
      const filler = SOFTWARE_NOT_FILLER.exec(after)?.[0].length ?? 0;
      // The name must follow at once, and any names joined to it by "or", "nor" or "and".
      const named = findIntegrations(after.slice(filler));
      if (named[0]?.at !== 0) continue;
      const list = words(after.slice(filler));
      let end = 0;
      for (const found of named) {
        if (found.at > end + 1 && !/^(or|nor|and)$/.test(list[found.at - 1] ?? "")) break;
        if (found.at > end + 1 && found.at - end > 3) break;
        if (!negated.includes(found.value)) negated.push(found.value);
        end = found.at;
      }
    }
  }
  return negated;
}

const FORM =
  /\b(?:forms?\s+)?(1040|1041|1065|1120[- ]?s\b|1120|990[- ]?(?:ez|n|pf|t)(?=s?\b)|990|706|709|940|941|943|944|w[- ]?2|w[- ]?3|w[- ]?9|1099[- ]?(?:nec|misc|int|k|b|div|r)(?=s?\b)|1099|4562|2848|8821|5500|8283|k[- ]?1)(?:s\b|\b)/gi;

/**
 * The S-corporation return written without its hyphen: "1120S" (a capital S, as the form is
 * printed) or "a 1120s" / "form 1120s" (one form, so not a plural) is Form 1120-S. Applied to the
 * message as written, before its case is lost.
 */
export function spellForms(message: string): string {
  return message
    .replace(/\b(1120)S\b/g, "$1-S")
    .replace(/\b(an?|form|one|this|that|each)\s+(1120)s\b/gi, "$1 $2-S");
}

/** "990pf" → "990-PF", "w2" → "W-2", "1120s" → "1120" (a plural), "1120-s" → "1120-S". */
function canonicalForm(raw: string, whole: string): string {
  const t = raw.toUpperCase().replace(/\s+/g, "-");
  if (/^1120-?S$/.test(t)) return /1120[- ]s/i.test(whole) ? "1120-S" : "1120";
  const m = /^(\d{3,4}|W|K)-?([A-Z0-9]+)?$/.exec(t);
  if (!m) return t;
  return m[2] ? `${m[1]}-${m[2]}` : m[1]!;
}

/**
 * Kinds of filer named for the return they file: "S corps" file Form 1120-S, "partnerships" 1065,
 * "C corporations" 1120, "trusts" and fiduciaries 1041, "nonprofit returns" 990, "individual
 * returns" 1040. ("It's corporate", "our partnership", "trust accounting" name no return.)
 */
const FILER_FORMS: Array<[RegExp, string]> = [
  [
    /(?<!\b(?:it|that|what|there|here|let|he|she|who|where)\s)\b(?:s[- ]?corp(?:oration)?s?|subchapter s)\b/gi,
    "1120-S",
  ],
  [/\bc[- ]?corp(?:oration)?s?\b/gi, "1120"],
  [
    /(?<!\b(?:our|a|we re a|we are a)\s)\bpartnerships?\b(?! (?:of|between|agreements?)\b)/gi,
    "1065",
  ],
  [
    /\btrusts\b|\b(?:estates?|trusts?) (?:and|&) (?:estates?|trusts?)\b|\bfiduciar(?:y|ies)\b|\btrust (?:returns?|income tax)\b/gi,
    "1041",
  ],
  [
    /\b(?:non-?profit|not-for-profit|tax[- ]exempt|exempt)(?: org(?:anization)?s?)? (?:returns?|filings?|information returns?)\b/gi,
    "990",
  ],
  [/\bindividual (?:returns?|income tax returns?)\b/gi, "1040"],
];

/** IRS forms named in the message, by number or by the filer, in the sheets' spelling. */
export function findForms(text: string): Array<Found<string>> {
  const found: Array<Found<string>> = [];
  const add = (value: string, at: number) => {
    if (!found.some((f) => f.value === value)) found.push({ value, at });
  };
  for (const match of text.matchAll(FORM))
    add(canonicalForm(match[1]!, match[0]), match.index ?? 0);
  for (const [filer, form] of FILER_FORMS)
    for (const match of text.matchAll(filer)) add(form, match.index ?? 0);
  return found.sort((a, b) => a.at - b.at);
}

const SECURITY: Array<[SecurityFact, RegExp]> = [
  // "Entra" alone is also Spanish for "comes in": Microsoft's is named with its word or "ID".
  ["sso", /\b(sso|single sign[- ]?on|saml|okta|azure ad|microsoft entra|entra id)\b/i],
  ["mfa", /\b(mfa|2fa|(?:two|2)[- ]factor|multi[- ]?factor|multifactor|(?:two|2)[- ]step)\b/i],
  ["soc2", /\bsoc[- ]?(2|ii)\b/i],
  ["encryption", /\b(encrypt\w*)\b/i],
  ["auditTrail", /\b(audit trail|access log|activity log)\b/i],
  ["wisp", /\b(wisp|written information security plan|safeguards rule)\b/i],
];

export function findSecurity(text: string): Array<Found<SecurityFact>> {
  return SECURITY.flatMap(([fact, pattern]) => {
    const m = pattern.exec(text);
    return m ? [{ value: fact, at: m.index }] : [];
  }).sort((a, b) => a.at - b.at);
}

export type Place = "mac" | "windows" | "cloud" | "self_hosted";
/**
 * Reaching the software from a phone or tablet ("look it up from their phones"): asked of the
 * product discussed, it is whether that product runs in a browser (a sheet that runs only on
 * Windows says "no", quoting its "Access from a browser or phone" line).
 */
export const PHONE_ACCESS =
  /\b(?:(?:from|on|via|using|with) (?:their|our|my|his|her|your|a|an) (?:own )?(?:(?:cell|mobile|smart) ?)?(?:phones?|tablets?|mobiles?)|(?:from|on) (?:phones|smartphones|tablets|mobile devices)|(?:log|logs|logging|sign|signs|signing) (?:in|on) (?:from|through|via|in|with) (?:a|an|the|any|their|our|my) (?:web )?browser|(?:from|at) home|remotely)\b/i;
const PLACES: Array<[Place, RegExp]> = [
  ["mac", /\b(macs?|macbooks?|mac ?os|imacs?|apple computers?)\b/i],
  ["windows", /\b(windows|pcs?)\b/i],
  [
    "cloud",
    new RegExp(
      `${/\b(browsers?|web[- ]based|in the cloud|cloud[- ]based|cloud (?:products?|software|tools?|apps?|programs?|options?|versions?)|from anywhere|chromebooks?|ipads?)\b/.source}|${PHONE_ACCESS.source}`,
      "i",
    ),
  ],
  ["self_hosted", /\b(self[- ]hosted|on[- ]prem\w*|our own servers?|our network)\b/i],
];

export function findPlaces(text: string): Array<Found<Place>> {
  return PLACES.flatMap(([place, pattern]) => {
    const m = pattern.exec(text);
    return m ? [{ value: place, at: m.index }] : [];
  }).sort((a, b) => a.at - b.at);
}

/** Just before a place, words that turn it down: "not in the cloud", "rather than a browser". */
const REFUSED_BEFORE =
  /\b(?:not|no|never|nothing|rather than|instead of|other than|anything but|without|don t want|do not want|won t|will not)\b[^.,;:!?]{0,12}$/;

/**
 * Where the firm wants its software to run: the places a message names, less those it turns
 * down ("runs on our own server, not in the cloud" wants its own server, not the cloud).
 */
export function findWantedPlaces(text: string): Array<Found<Place>> {
  const lower = text.toLowerCase().replace(/[’']/g, " ");
  return findPlaces(lower).filter((f) => !REFUSED_BEFORE.test(lower.slice(0, f.at)));
}

/** The wizard's services, and the words people use for them. */
const SERVICE_WORDS: Array<[(typeof FACT_SERVICES)[number], RegExp]> = [
  [
    "Tax Preparation",
    /\b(tax (prep|preparation|preparers?|returns?|practice|office|firm|season)|1040s?|individual returns|business returns|returns for|file returns)\b/i,
  ],
  [
    "Bookkeeping",
    /\b(bookkeep\w*|bookeep\w*|books for|the books|write-?up|keep books|monthly books|accounting (?:firm|practice|office|shop))\b/i,
  ],
  ["Payroll Services", /\b(payroll|payrol|paychecks?|pay runs?)\b/i],
  [
    "Financial Planning",
    /\b(financial plann\w*|financial planners?|ria|wealth|retirement planning|advisors?)\b/i,
  ],
  ["Business Consulting", /\b(business consult\w*|consulting)\b/i],
  ["Audit & Review", /\b(audits?|audit shop|audit firm|reviews? engagements?|attest)\b/i],
  ["QuickBooks Setup", /\b(quickbooks set[- ]?ups?|set ?up quickbooks)\b/i],
  [
    "IRS Representation",
    /\b(irs representation|irs notices?|tax resolution|represent\w* (clients )?before the irs)\b/i,
  ],
  ["Estate Planning", /\b(estate plann\w*|trusts and estates)\b/i],
  ["Business Formation", /\b(business formation|form(ing)? (an? )?(llcs?|companies|entities))\b/i],
  ["CFO Services", /\b(cfo|fractional cfo|advisory services)\b/i],
  ["Financial Analysis", /\b(financial analysis|forecasting|cash[- ]flow (forecast|analysis))\b/i],
];

/** The wizard's services a message says the firm offers (or, negated, does not). */
export function findServices(text: string): Array<Found<(typeof FACT_SERVICES)[number]>> {
  return SERVICE_WORDS.flatMap(([service, pattern]) => {
    const m = pattern.exec(text);
    return m ? [{ value: service, at: m.index }] : [];
  }).sort((a, b) => a.at - b.at);
}

/** Outside products people compare against or ask us to sell, which the catalogue does not list. */
const OUTSIDE_PRODUCTS =
  /\b(turbo ?tax|h&r block|hr block|taxact|tax act|cch axcess|cch|karbon|taxdome|canopy|freshbooks|wave accounting|zoho books|expensify|dext|hubdoc|bill\.com|quicken|mint|turbotax)\b/i;

export function findOutsideProduct(text: string): string | null {
  return OUTSIDE_PRODUCTS.exec(text)?.[0] ?? null;
}
