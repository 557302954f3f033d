import { CAPABILITY_PATTERNS, type CapabilityId } from "./capabilities.js";
import { contentWords, normalise } from "./text.js";
import type { ProductCategory, ProductType } from "../../../../shared/products.js";
import type { ProductFacts } from "../../../../shared/contracts/product-facts.js";
import { defaultOffer, productLine, quoteLine, type Offer } from "../../../../shared/offer.js";

/** A product as the advisor sees it: only active ones are ever passed in. */
export interface CatalogueProduct {
  id: number;
  name: string;
  description: string;
  /** Decimal string, as stored: "89.00". */
  price: string;
  category: ProductCategory;
  type: ProductType;
  features: string[];
  /** The product's fact sheet (issue 17), when the catalogue has one: what answers rely on. */
  facts?: ProductFacts;
  /** What the price counts and how long it buys (decision 0194); absent in older fixtures. */
  offer?: Offer;
}

export interface CapabilityMatch {
  /** 0 to 1: how clearly the product offers it. */
  strength: number;
  /** The summed keyword evidence before squashing: compares capabilities within one product. */
  raw: number;
  /** The feature (or description sentence) that shows it, quoted in reasons. */
  evidence: string | null;
}

/** What the engine works out about a product once, before ranking. */
export interface ProductProfile {
  product: CatalogueProduct;
  /** The product's offer, or its type's default when the catalogue has none. */
  offer: Offer;
  capabilities: Map<CapabilityId, CapabilityMatch>;
  /** Firm scale the product is made for, 1 (solo) to 4 (large), and whether its text says so. */
  scale: { target: number; stated: boolean };
  beginnerFriendly: boolean;
  technical: boolean;
  /**
   * The kind of product it holds every one of ("Every current template": the template library),
   * or null.
   */
  everyOf: ProductCategory | null;
  /** Stemmed words per field, for the text search. */
  words: {
    name: Set<string>;
    features: Set<string>;
    description: Set<string>;
    /** The words of what its sheet says is not included. */
    excluded: Set<string>;
    /** Two words side by side in a feature line ("trial balance"), for a job said as a phrase. */
    featurePairs: Set<string>;
  };
}

/** Each two content words side by side: "trial balance import" holds "trial balance". */
export const wordPairs = (words: readonly string[]) =>
  words.slice(1).map((word, i) => `${words[i]} ${word}`);

const FIELD_WEIGHT = { name: 1.5, feature: 1, description: 0.8 } as const;

const SMALL =
  /\b(solo|sole practitioners?|small firms?|small practices?|freelanc\w*|single user|one user|starter)\b/;
const LARGE =
  /\b(enterprise|large firms?|multi-office|multi-location|unlimited users|sso|single sign-on|dedicated (account|success))\b/;
const MID =
  /\b(growing (accounting )?firms?|mid-size|midsize|small and mid-size|teams of|multi-user|network install)\b/;
const EASY =
  /\b(easy|guided|intuitive|simple|step-by-step|no setup|ready-to-use|fill-in|onboarding|training)\b/;
const TECHNICAL = /\b(api|developer|sdk|webhook|scripting|custom code)\b/;

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** "PayrollPilot" reads as "Payroll Pilot" when looking for what a product does. */
const splitCompoundWords = (name: string) => name.replace(/([a-z])([A-Z])/g, "$1 $2");

/** One clear keyword in one feature gives about 0.45; a product made for it (name, several features) nears 1. */
const squash = (raw: number) => 1 - Math.exp(-0.6 * raw);

function matchCapabilities(product: CatalogueProduct): Map<CapabilityId, CapabilityMatch> {
  const name = normalise(splitCompoundWords(product.name));
  const features = product.features.map((f) => ({ text: f, normalised: normalise(f) }));
  const descriptionSentences = sentences(product.description).map((s) => ({
    text: s,
    normalised: normalise(s),
  }));
  const found = new Map<CapabilityId, CapabilityMatch>();
  for (const { capability, patterns } of CAPABILITY_PATTERNS) {
    const weightIn = (text: string) =>
      patterns.reduce((sum, p) => (p.pattern.test(text) ? sum + p.weight : sum), 0);
    let strength = weightIn(name) * FIELD_WEIGHT.name;
    let evidence: { text: string; weight: number } | null = null;
    for (const feature of features) {
      const weight = weightIn(feature.normalised);
      strength += weight * FIELD_WEIGHT.feature;
      if (weight > (evidence?.weight ?? 0)) evidence = { text: feature.text, weight };
    }
    let descriptionWeight = 0;
    for (const sentence of descriptionSentences) {
      const weight = weightIn(sentence.normalised);
      descriptionWeight = Math.max(descriptionWeight, weight);
      if (!evidence && weight >= 0.5) evidence = { text: sentence.text, weight };
    }
    strength += descriptionWeight * FIELD_WEIGHT.description;
    if (strength >= 0.3) {
      found.set(capability.id, {
        strength: squash(strength),
        raw: strength,
        evidence: evidence && evidence.weight >= 0.4 ? evidence.text : null,
      });
    }
  }
  // A subscription delivered as a service is cloud software by definition.
  if (product.category === "saas" && !found.has("cloud")) {
    found.set("cloud", { strength: squash(1), raw: 1, evidence: null });
  }
  return found;
}

function scaleOf(text: string, monthly: number): ProductProfile["scale"] {
  if (LARGE.test(text)) return { target: 3.6, stated: true };
  if (MID.test(text)) return { target: 2.5, stated: true };
  if (SMALL.test(text)) return { target: 1.4, stated: true };
  const dollars = monthly / 100;
  const target = dollars < 100 ? 1.8 : dollars < 500 ? 2.4 : dollars < 2000 ? 3 : 3.6;
  return { target, stated: false };
}

export function profileProduct(product: CatalogueProduct): ProductProfile {
  const offer = product.offer ?? defaultOffer(product.type);
  // One unit's monthly figure (a twelfth of a one-time price) only guesses the firm size it is
  // made for when its text does not say.
  const monthly = quoteLine(productLine({ price: product.price, offer }), new Date(0)).monthlyCents;
  const allText = normalise([product.name, product.description, ...product.features].join(" . "));
  return {
    product,
    offer,
    capabilities: matchCapabilities(product),
    scale: scaleOf(allText, monthly),
    beginnerFriendly: EASY.test(allText) || product.category === "templates",
    technical: TECHNICAL.test(allText),
    everyOf: holdsEveryOne(product),
    words: {
      name: new Set(contentWords(`${product.name} ${splitCompoundWords(product.name)}`)),
      features: new Set(product.features.flatMap(contentWords)),
      description: new Set(contentWords(product.description)),
      excluded: new Set((product.facts?.notIncluded ?? []).flatMap(contentWords)),
      featurePairs: new Set(product.features.flatMap((line) => wordPairs(contentWords(line)))),
    },
  };
}

/** A product's kind, as its sheet's words name one of it. */
const KIND_WORD: Record<ProductCategory, RegExp> = {
  templates: /^templates?$/,
  software: /^(?:software|programs?)$/,
  saas: /^(?:services?|subscriptions?)$/,
};

/**
 * "Every current template", "every template in the library": a product whose feature or
 * description says it holds every product of its own kind.
 */
function holdsEveryOne(product: CatalogueProduct): ProductCategory | null {
  const kind = KIND_WORD[product.category];
  const says = [...product.features, ...sentences(product.description)].some((line) => {
    const words = normalise(line).split(" ");
    return words.some(
      (w, i) =>
        w === "every" &&
        (kind.test(words[i + 1] ?? "") ||
          (words[i + 1] === "current" && kind.test(words[i + 2] ?? ""))),
    );
  });
  return says ? product.category : null;
}

/** Evidence below this is a mention, not a purpose: "e-file authorisations" is not tax software. */
const MAIN_MIN_RAW = 1;

/** True when the capability is one of the main things the product does, not a side mention. */
export function isMainCapability(profile: ProductProfile, id: CapabilityId): boolean {
  const match = profile.capabilities.get(id);
  if (!match || match.raw < MAIN_MIN_RAW) return false;
  const strongest = Math.max(...[...profile.capabilities.values()].map((m) => m.raw));
  return match.raw >= 0.5 * strongest;
}

/** Profiles in id order, so every later tie breaks the same way. */
export function profileCatalogue(products: readonly CatalogueProduct[]): ProductProfile[] {
  return [...products].sort((a, b) => a.id - b.id).map(profileProduct);
}
