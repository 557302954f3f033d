import type { ProductCategory } from "../../../../shared/products.js";
import { normalise } from "./text.js";

/** Every one of a kind asked for: "all of them", "each of those", "every single one", "everything". */
const EVERY_ONE =
  /\b(?:all|each|every one|every single one) of (?:them|those|these|it|your \w+)\b|\bevery (?:single )?one\b|\beverything\b|\ball (?:your|the) templates\b/;
const KIND_ASKED: Array<[ProductCategory, RegExp]> = [["templates", /\btemplates?\b/]];

/**
 * The kinds of product a message asks to have every one of ("we keep buying templates one at a
 * time … is there a subscription that gets us all of them?"): a product whose sheet says it holds
 * every one of that kind (`ProductProfile.everyOf`) answers it.
 */
export function kindsAskedWhole(text: string): ProductCategory[] {
  const lower = normalise(text);
  if (!EVERY_ONE.test(lower)) return [];
  return KIND_ASKED.filter(([, word]) => word.test(lower)).map(([kind]) => kind);
}
