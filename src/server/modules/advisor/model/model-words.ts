import type { CatalogueView } from "../tools/catalogue-view.js";
import { findMentions } from "../understanding/product-mentions.js";

/**
 * What is kept of a model's own words: at most two plain sentences of opening. A sentence goes
 * when it could carry a claim no tool result backs: a product or vendor name (ours or one that
 * looks like a product), a number or price, a link or address, or a claim about what software
 * does. The server writes all of those from the tools' results.
 */

const MAX_SENTENCES = 2;
const MAX_LENGTH = 300;

const CLAIM =
  /\b(integrat\w*|supports?|includes?|covers?|files?|e-?files?|works? with|connects?|syncs?|costs?|priced?|prices?|pricing|free trial|trial|discount|refund\w*|guarantee\w*|certified|compliant|soc ?2|encrypt\w*|sso|mfa)\b/i;
const LOOKS_LIKE_A_PRODUCT =
  /\b[A-Z][a-z]+[A-Z]\w*\b|™|®|\b[A-Z][\w-]*\s+(?:Pro|Plus|Suite|Cloud|Desktop|Enterprise|Ultra|Premium)\b/;

export function keepOpening(
  text: string | null | undefined,
  view: CatalogueView,
): { opening: string | null; dropped: number } {
  if (!text) return { opening: null, dropped: 0 };
  const sentences = text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const kept: string[] = [];
  let dropped = 0;
  for (const sentence of sentences) {
    const mentions = findMentions(view, sentence);
    const unsafe =
      /\d|\$|https?:|www\.|@|\]\(|\/products|\|/.test(sentence) ||
      mentions.products.length > 0 ||
      mentions.vendors.length > 0 ||
      LOOKS_LIKE_A_PRODUCT.test(sentence) ||
      CLAIM.test(sentence) ||
      /[*#`<>]/.test(sentence);
    if (unsafe || kept.length >= MAX_SENTENCES || [...kept, sentence].join(" ").length > MAX_LENGTH)
      dropped++;
    else kept.push(sentence);
  }
  return { opening: kept.length ? kept.join(" ") : null, dropped };
}
