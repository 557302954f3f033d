import { z } from "zod";
import { SECURITY_FACTS, taxFormLabel, type TaxForm } from "../../../shared/product-facts.js";
import type { CatalogueProduct } from "./engine/catalogue.js";
import type { ProductProfile } from "./engine/catalogue.js";
import { pricePhrase, productLink, reasonSentence, totalsPhrase } from "./engine/phrases.js";
import type { RankedProduct } from "./engine/rank.js";
import { listInWords, normalise } from "./engine/text.js";

/**
 * The model's reply is structured (decision 0136): it chooses products by id and backs each with
 * claims tied to a field of the product's listing or fact sheet; it words only an opening and a
 * closing question. The server checks every claim against the catalogue and writes the names,
 * prices and links itself, so a model cannot put an invented name, price or feature in front of
 * anyone.
 */

export const CLAIM_FIELDS = [
  "feature",
  "description",
  "forms",
  "integrations",
  "security",
  "trialDays",
] as const;
export type ClaimField = (typeof CLAIM_FIELDS)[number];

/** The JSON schema sent as `response_format` (strict structured output). */
export const MODEL_REPLY_FORMAT = {
  type: "json_schema",
  json_schema: {
    name: "advisor_reply",
    strict: true,
    schema: {
      type: "object",
      additionalProperties: false,
      required: ["intro", "picks", "question"],
      properties: {
        intro: {
          type: "string",
          description:
            "One or two sentences answering the latest message in general terms: no product names, prices, links or capabilities.",
        },
        picks: {
          type: "array",
          maxItems: 3,
          description: "The best 1 to 3 CANDIDATES for this firm, best first.",
          items: {
            type: "object",
            additionalProperties: false,
            required: ["productId", "claims"],
            properties: {
              productId: { type: "integer", description: "The candidate's id" },
              claims: {
                type: "array",
                maxItems: 3,
                description: "What the product does for this firm, each copied from one field.",
                items: {
                  type: "object",
                  additionalProperties: false,
                  required: ["field", "value"],
                  properties: {
                    field: { type: "string", enum: [...CLAIM_FIELDS] },
                    value: {
                      type: "string",
                      description:
                        "Copied exactly from that field of the candidate: one feature, a phrase of the description, one form, one integration, a security fact answered yes (mfa, sso, encryption, auditTrail, soc2, wisp), or the trial days",
                    },
                  },
                },
              },
            },
          },
        },
        question: {
          type: ["string", "null"],
          description:
            "One short question for what is still unknown (budget, size, main service), or null.",
        },
      },
    },
  },
} as const;

/** What the model sent, read leniently; every part is checked afterwards. */
const modelReplySchema = z.object({
  intro: z.string().catch(""),
  picks: z
    .array(
      z.object({
        productId: z.coerce.number().int(),
        claims: z
          .array(
            z
              .object({ field: z.string(), value: z.coerce.string() })
              .catch({ field: "", value: "" }),
          )
          .catch([]),
      }),
    )
    .min(1),
  question: z.string().nullable().catch(null),
});

const RAW_URL = /\b(?:https?:\/\/|www\.)[^\s)\]]+/gi;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const MONEY = /[$€£]\s?\d|\b\d[\d,.]*\s?(?:dollars|usd|a month|per month|\/mo)\b/i;
/** Words that make a capitalised phrase look like a product name. */
const PRODUCT_WORD =
  /^(pro|plus|ultra|suite|cloud|desktop|online|enterprise|premium|manager|studio|vault|portal|planner|builder|tracker|wizard|max|edition|\d{2,}|[A-Z][a-z]+[A-Z]\w*)$/i;

/** A capitalised phrase that reads like a product name ("TaxWizard Ultra 3000", "QuickLedger Pro"). */
function namesAProduct(sentence: string): boolean {
  for (const m of sentence.matchAll(/\b[A-Z][\w&-]*(?:\s+(?:[A-Z0-9][\w&-]*))*/g)) {
    const words = m[0].split(/\s+/);
    const looksLikeName = words.some(
      (w, i) => PRODUCT_WORD.test(w) && (i > 0 || /[A-Z].*[A-Z]/.test(w) || words.length === 1),
    );
    if (looksLikeName && (words.length > 1 || /[a-z][A-Z]/.test(words[0]!))) return true;
  }
  return false;
}

/**
 * The model's own words (its opening and question), kept only where they claim nothing that could
 * be false: no product (ours or anyone's), no price, no link, no web or e-mail address (such a
 * sentence goes whole). HTML tags are removed.
 */
export function plainWords(
  text: string | null,
  catalogue: readonly CatalogueProduct[],
  max = 400,
): string {
  if (!text) return "";
  const cleaned = text
    .replace(/<\/?[a-z][^>]*>/gi, "")
    .replace(/\s+/g, " ")
    .trim();
  const names = catalogue.map((p) => normalise(p.name));
  const brands = brandWords(catalogue);
  return cleaned
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => {
      if (!/[a-z]/i.test(sentence)) return false;
      // A sentence that points somewhere else says nothing without its address: it goes whole.
      if (new RegExp(RAW_URL.source, "i").test(sentence) || new RegExp(EMAIL.source).test(sentence))
        return false;
      if (MONEY.test(sentence) || /\[[^\]]*\]\(|\*\*|\|/.test(sentence)) return false;
      if (namesAProduct(sentence)) return false;
      const n = ` ${normalise(sentence)} `;
      if (names.some((name) => n.includes(` ${name} `))) return false;
      // A brand of ours ("Copperline", "Ledgerpoint") is a claim about one of its products.
      const capitalised = [...sentence.matchAll(/\b[A-Z][a-z]{3,}\b/g)].map((m) => normalise(m[0]));
      return !capitalised.some((w) => brands.has(w));
    })
    .join(" ")
    .slice(0, max)
    .trim();
}

/** The first words of product names that are brands: never written in lower case in the catalogue. */
function brandWords(catalogue: readonly CatalogueProduct[]): Set<string> {
  const lowerCase = new Set(
    catalogue.flatMap(
      (p) => [p.description, ...p.features].join(" ").match(/\b[a-z][a-z]{3,}\b/g) ?? [],
    ),
  );
  return new Set(
    catalogue
      .map((p) => normalise(p.name).split(" ")[0]!)
      .filter((w) => w.length > 3 && /^[a-z]+$/.test(w) && !lowerCase.has(w)),
  );
}

const same = (a: string, b: string) =>
  normalise(a).replace(/^form /, "") === normalise(b).replace(/^form /, "");

/**
 * A claim holds when its value is in the product's own field; what is shown is the catalogue's
 * wording of it, never the model's.
 */
export function checkClaim(product: CatalogueProduct, field: string, value: string): string | null {
  const facts = product.facts;
  switch (field as ClaimField) {
    case "feature": {
      const feature = product.features.find((f) => same(f, value.replace(/^[“"']|[”"'.]$/g, "")));
      return feature ? `“${feature}”` : null;
    }
    case "description": {
      const phrase = normalise(value);
      if (phrase.split(" ").length < 3) return null;
      const sentence = product.description
        .split(/(?<=[.!?])\s+/)
        .find((s) => normalise(s).includes(phrase));
      return sentence ? `“${sentence.replace(/\s+/g, " ").trim()}”` : null;
    }
    case "forms": {
      if (!facts || facts.forms === "unknown") return null;
      const form = facts.forms.find(
        (f) => same(f, value) || same(taxFormLabel(f as TaxForm), value),
      );
      return form ? `covers ${taxFormLabel(form as TaxForm)} (fact sheet)` : null;
    }
    case "integrations": {
      if (!facts || facts.integrations === "unknown") return null;
      const tool = facts.integrations.find((i) => same(i, value));
      return tool ? `integrates with ${tool} (fact sheet)` : null;
    }
    case "security": {
      const key = SECURITY_FACTS.find((k) => normalise(k) === normalise(value));
      if (!facts || !key || facts.security[key] !== "yes") return null;
      const words: Record<(typeof SECURITY_FACTS)[number], string> = {
        mfa: "multi-factor sign-in",
        sso: "single sign-on",
        encryption: "encryption",
        auditTrail: "an audit trail",
        soc2: "a SOC 2 report",
        wisp: "a written information security plan",
      };
      return `offers ${words[key]} (fact sheet)`;
    }
    case "trialDays": {
      if (!facts || facts.trialDays === "unknown" || facts.trialDays === 0) return null;
      return Number.parseInt(value, 10) === facts.trialDays
        ? `has a ${facts.trialDays}-day free trial (fact sheet)`
        : null;
    }
    default:
      return null;
  }
}

export interface ComposedModelReply {
  text: string;
  /** The products named, best first: the conversation's recommendation. */
  recommendation: number[];
  /** Claims the model made that did not hold (logged, never shown). */
  dropped: number;
}

/**
 * The reply people see, written by the server from the model's structured answer: null when the
 * answer is unreadable or names no candidate that may be recommended (the local answer stands).
 */
export function composeModelReply(
  content: string | null | undefined,
  candidates: readonly RankedProduct[],
  catalogue: readonly CatalogueProduct[],
  options: {
    allowed: (ranked: RankedProduct) => boolean;
    prefix: string;
    fallbackQuestion: string;
  },
): ComposedModelReply | null {
  let raw: unknown;
  try {
    raw = JSON.parse(content ?? "");
  } catch {
    return null;
  }
  const parsed = modelReplySchema.safeParse(raw);
  if (!parsed.success) return null;
  const byId = new Map(candidates.map((r) => [r.profile.product.id, r]));
  let dropped = 0;
  const chosen: Array<{ ranked: RankedProduct; claims: string[] }> = [];
  for (const pick of parsed.data.picks) {
    const ranked = byId.get(pick.productId);
    if (!ranked || !options.allowed(ranked) || chosen.some((c) => c.ranked === ranked)) {
      dropped++;
      continue;
    }
    const claims: string[] = [];
    for (const claim of pick.claims) {
      const shown = checkClaim(ranked.profile.product, claim.field, claim.value);
      if (shown && !claims.includes(shown)) claims.push(shown);
      else if (!shown) dropped++;
    }
    chosen.push({ ranked, claims });
    if (chosen.length === 3) break;
  }
  if (chosen.length === 0) return null;
  const items = chosen.map(({ ranked, claims }, i) => {
    const p = ranked.profile;
    const backed = claims.length
      ? `It ${listInWords(claims.map((c) => (c.startsWith("“") ? `offers ${c}` : c)))}.`
      : reasonSentence(ranked);
    return `${i + 1}. ${productLink(p)}: ${pricePhrase(p)}. ${backed}`;
  });
  const profiles: ProductProfile[] = chosen.map((c) => c.ranked.profile);
  const intro = plainWords(parsed.data.intro, catalogue);
  const question = plainWords(parsed.data.question, catalogue, 200);
  const parts = [
    `${options.prefix}${intro || "Here is what I would recommend from our catalogue:"}`,
    items.join("\n"),
  ];
  if (profiles.length > 1) parts.push(`Together they come to ${totalsPhrase(profiles)}.`);
  parts.push(question.endsWith("?") ? question : options.fallbackQuestion);
  return {
    text: parts.join("\n\n"),
    recommendation: profiles.map((p) => p.product.id),
    dropped,
  };
}
