import { z } from "zod";
import {
  INSIGHT_RECOMMENDATIONS_MAX,
  type ConversationInsights,
  type ProductRecommendation,
} from "../../../shared/advisor/contracts.js";
import type { CatalogueProduct } from "./engine/catalogue.js";
import { normalise } from "./engine/text.js";

/**
 * A model's words are checked before anyone sees them: every product it names must be one of ours
 * (unknown ones are dropped, known ones get their real name), links go only to this site, no HTML.
 */

const PRODUCT_PATH = /^\/products\/(\d+)$/;
const SITE_PATH = /^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/i;
const LINK = /\[([^\]\n]*)\]\(([^)\s]*)\)/g;

/** Rewrites the links of one piece of text; says whether it linked to a product we do not have. */
function rewriteLinks(text: string, byId: Map<number, CatalogueProduct>) {
  let unknownProduct = false;
  const rewritten = text.replace(LINK, (_whole, label: string, target: string) => {
    const product = PRODUCT_PATH.exec(target);
    if (product) {
      const known = byId.get(Number(product[1]));
      if (!known) {
        unknownProduct = true;
        return label;
      }
      return `[${known.name}](/products/${known.id})`;
    }
    return SITE_PATH.test(target) ? `[${label}](${target})` : label;
  });
  return { rewritten, unknownProduct };
}

const sentences = (line: string) => line.split(/(?<=[.!?])\s+/);

const RAW_URL = /\b(?:https?:\/\/|www\.)[^\s)\]]+/gi;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const MONEY = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?/g;
/** Words that make a capitalised phrase look like a product name. */
const PRODUCT_WORD =
  /^(pro|plus|ultra|suite|cloud|desktop|online|enterprise|premium|manager|studio|vault|portal|planner|builder|tracker|wizard|max|edition|\d{2,}|[A-Z][a-z]+[A-Z]\w*)$/i;

const cents = (digits: string, fraction?: string) =>
  Number(digits.replace(/,/g, "")) * 100 + Number(fraction ?? "0");

/**
 * A sentence is kept only when what it claims can be checked: every price in it is the price of a
 * product it links (or, with no link, of some catalogue product or a figure the person gave), and
 * it names no product-like phrase that is not ours ("TaxWizard Ultra 3000").
 */
function trustworthy(
  sentence: string,
  byId: Map<number, CatalogueProduct>,
  allowedCents: Set<number>,
  knownNames: string[],
): boolean {
  const linked = [...sentence.matchAll(/\(\/products\/(\d+)\)/g)]
    .map((m) => byId.get(Number(m[1])))
    .filter((p): p is CatalogueProduct => p !== undefined);
  const linkedPrices = new Set(
    linked.map((p) => cents(...(p.price.split(".") as [string, string]))),
  );
  for (const m of sentence.matchAll(MONEY)) {
    const amount = cents(m[1]!, m[2]);
    const ok = linked.length
      ? linkedPrices.has(amount) || [...linkedPrices].some((p) => p * 12 === amount)
      : allowedCents.has(amount);
    if (!ok) return false;
  }
  const plain = sentence.replace(/\[[^\]]*\]\([^)]*\)/g, " ");
  for (const m of plain.matchAll(/\b[A-Z][\w&-]*(?:\s+(?:[A-Z0-9][\w&-]*))+/g)) {
    const phrase = m[0];
    const words = phrase.split(/\s+/);
    if (!words.some((w) => PRODUCT_WORD.test(w) && (w !== words[0] || /[A-Z].*[A-Z]/.test(w))))
      continue;
    if (knownNames.some((name) => name.includes(phrase.toLowerCase()))) continue;
    return false;
  }
  return true;
}

/** The reply as people will see it, or null when nothing trustworthy is left. */
export function sanitiseModelReply(
  text: string | null | undefined,
  catalogue: readonly CatalogueProduct[],
  /** Figures the person wrote (their budget): the model may repeat them. */
  userText = "",
): string | null {
  if (!text) return null;
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  const allowedCents = new Set<number>();
  for (const p of catalogue) {
    const price = cents(...(p.price.split(".") as [string, string]));
    allowedCents.add(price);
    allowedCents.add(price * 12);
  }
  for (const m of userText.matchAll(MONEY)) allowedCents.add(cents(m[1]!, m[2]));
  const knownNames = catalogue.map((p) => p.name.toLowerCase());
  const lines = text
    .replace(/\r\n?/g, "\n")
    .replace(/<\/?[a-z][^>]*>/gi, "")
    .replace(/\[([^\]\n]*)\]\((?:https?:|mailto:|\/\/)[^)]*\)/gi, "$1")
    .replace(RAW_URL, "")
    .replace(EMAIL, "")
    .split("\n");
  const kept: string[] = [];
  for (const line of lines) {
    const isListItem = /^\s*(?:[-*]|\d+[.)])\s+/.test(line);
    if (isListItem) {
      // A list item is about one product: an unknown one takes the whole item with it.
      const { rewritten, unknownProduct } = rewriteLinks(line, byId);
      if (!unknownProduct && trustworthy(rewritten, byId, allowedCents, knownNames)) {
        kept.push(rewritten);
      }
      continue;
    }
    const good = sentences(line)
      .map((sentence) => rewriteLinks(sentence, byId))
      .filter((s) => !s.unknownProduct && trustworthy(s.rewritten, byId, allowedCents, knownNames))
      .map((s) => s.rewritten);
    kept.push(good.join(" "));
  }
  const result = kept
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return result.length > 0 ? result.slice(0, 8000) : null;
}

const looseRecommendation = z.object({
  productId: z.coerce.number().int().optional().catch(undefined),
  productName: z.string().optional().catch(undefined),
  relevanceScore: z.coerce.number().optional().catch(undefined),
  reasoning: z.string().optional().catch(undefined),
  keyBenefits: z.array(z.string()).optional().catch(undefined),
});

/** What we ask the model for; parsed leniently, then checked field by field. */
export const modelInsightsSchema = z.object({
  recommendations: z.array(looseRecommendation).catch([]),
  keyTopics: z.array(z.string()).catch([]),
  nextSteps: z.array(z.string()).catch([]),
});

/** A line of the model's insights, checked like a reply: no invented name, price, URL or address. */
const checkedText = (text: string, catalogue: readonly CatalogueProduct[], max: number) =>
  (sanitiseModelReply(text.replace(/\s+/g, " "), catalogue) ?? "").trim().slice(0, max);

/** A percent from whatever the model sent: 0.82, 82 or "82". */
function toPercent(score: number | undefined, fallback: number): number {
  if (score === undefined || !Number.isFinite(score)) return fallback;
  const percent = score > 0 && score <= 1 ? score * 100 : score;
  return Math.max(1, Math.min(99, Math.round(percent)));
}

/**
 * The model's insights, kept only where they hold: recommendations must be catalogue products
 * (matched by id, else by exact name), at most 3, each once. With none left, the local ones stand.
 */
export function checkModelInsights(
  raw: unknown,
  catalogue: readonly CatalogueProduct[],
  local: ConversationInsights,
): ConversationInsights {
  const parsed = modelInsightsSchema.parse(raw);
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  const byName = new Map(catalogue.map((p) => [p.name.trim().toLowerCase(), p]));
  const localById = new Map(local.recommendations.map((r) => [r.productId, r]));
  const recommendations: ProductRecommendation[] = [];
  for (const r of parsed.recommendations) {
    const product =
      (r.productId !== undefined ? byId.get(r.productId) : undefined) ??
      (r.productName ? byName.get(r.productName.trim().toLowerCase()) : undefined);
    if (!product || recommendations.some((kept) => kept.productId === product.id)) continue;
    const localOne = localById.get(product.id);
    // A benefit is one of the product's own features, in its own words; anything else is dropped.
    const benefits = (r.keyBenefits ?? [])
      .map((b) => product.features.find((f) => normalise(f) === normalise(b)))
      .filter((b): b is string => b !== undefined)
      .slice(0, 3);
    recommendations.push({
      productId: product.id,
      productName: product.name,
      relevanceScore: toPercent(r.relevanceScore, localOne?.relevanceScore ?? 50),
      reasoning:
        (r.reasoning && checkedText(r.reasoning, catalogue, 400)) ||
        localOne?.reasoning ||
        product.description,
      keyBenefits: benefits.length
        ? benefits
        : (localOne?.keyBenefits ?? product.features.slice(0, 3)),
    });
    if (recommendations.length === INSIGHT_RECOMMENDATIONS_MAX) break;
  }
  const texts = (items: string[], max: number, limit: number) =>
    items
      .map((t) => checkedText(t, catalogue, max))
      .filter(Boolean)
      .slice(0, limit);
  const keyTopics = texts(parsed.keyTopics, 80, 6);
  const nextSteps = texts(parsed.nextSteps, 200, 4);
  // The panel shows the chat's recommendation (decision 0132): the model may word the reasons, but
  // which products and in what order is the conversation's.
  const worded = new Map(recommendations.map((r) => [r.productId, r]));
  const agreed = local.recommendations.length
    ? local.recommendations.map((r) => {
        const model = worded.get(r.productId);
        return model ? { ...model, relevanceScore: r.relevanceScore } : r;
      })
    : [];
  return {
    recommendations: agreed,
    keyTopics: keyTopics.length ? keyTopics : local.keyTopics,
    nextSteps: nextSteps.length ? nextSteps : local.nextSteps,
  };
}
