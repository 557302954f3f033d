import { z } from "zod";
import {
  INSIGHT_RECOMMENDATIONS_MAX,
  type ConversationInsights,
  type ProductRecommendation,
} from "../../../shared/advisor/contracts.js";
import type { CatalogueProduct } from "./engine/catalogue.js";

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

/** The reply as people will see it, or null when nothing trustworthy is left. */
export function sanitiseModelReply(
  text: string | null | undefined,
  catalogue: readonly CatalogueProduct[],
): string | null {
  if (!text) return null;
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  const lines = text
    .replace(/\r\n?/g, "\n")
    .replace(/<\/?[a-z][^>]*>/gi, "")
    .split("\n");
  const kept: string[] = [];
  for (const line of lines) {
    const isListItem = /^\s*(?:[-*]|\d+[.)])\s+/.test(line);
    if (isListItem) {
      // A list item is about one product: an unknown one takes the whole item with it.
      const { rewritten, unknownProduct } = rewriteLinks(line, byId);
      if (!unknownProduct) kept.push(rewritten);
      continue;
    }
    const good = sentences(line)
      .map((sentence) => rewriteLinks(sentence, byId))
      .filter((s) => !s.unknownProduct)
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

const cleanText = (text: string, byId: Map<number, CatalogueProduct>, max: number) =>
  rewriteLinks(text.replace(/<\/?[a-z][^>]*>/gi, ""), byId)
    .rewritten.trim()
    .slice(0, max);

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
    const benefits = (r.keyBenefits ?? [])
      .map((b) => cleanText(b, byId, 160))
      .filter(Boolean)
      .slice(0, 3);
    recommendations.push({
      productId: product.id,
      productName: product.name,
      relevanceScore: toPercent(r.relevanceScore, localOne?.relevanceScore ?? 50),
      reasoning:
        (r.reasoning && cleanText(r.reasoning, byId, 400)) ||
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
      .map((t) => cleanText(t, byId, max))
      .filter(Boolean)
      .slice(0, limit);
  const keyTopics = texts(parsed.keyTopics, 80, 6);
  const nextSteps = texts(parsed.nextSteps, 200, 4);
  return {
    recommendations: recommendations.length ? recommendations : local.recommendations,
    keyTopics: keyTopics.length ? keyTopics : local.keyTopics,
    nextSteps: nextSteps.length ? nextSteps : local.nextSteps,
  };
}
