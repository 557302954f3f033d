import { FACT_ROWS } from "../../../../shared/product-fact-rows.js";
import {
  capabilitySignals,
  GENERAL_CAPABILITIES,
  type CapabilityId,
} from "../needs/capabilities.js";
import { isMainCapability } from "../needs/product-profile.js";
import { normalise } from "../needs/text.js";
import type { CatalogueView, ToolProduct } from "./catalogue-view.js";
import { cite, type Citation } from "./citations.js";
import { costOf, type CostResult, type Headcount } from "./cost.js";

/** Rows of the compare view worth reading in a chat: the rest are on the compare page. */
const CHAT_ROWS = [
  "price",
  "licenceTerm",
  "deployment",
  "forms",
  "services",
  "integrations",
  "trialDays",
  "notIncluded",
];

export interface CompareRow {
  key: string;
  label: string;
  /** One text per product, in the order compared. */
  texts: string[];
  differ: boolean;
}

/** What one product's sheet says the other does, and the other's sheet leaves out. */
export interface OverlapNote {
  /** The product whose sheet says "not included". */
  productId: number;
  line: string;
  /** The product that does that job. */
  otherId: number;
}

export interface CompareResult {
  products: Array<{ productId: number; name: string; link: string }>;
  rows: CompareRow[];
  costs: CostResult;
  /**
   * "different": one's sheet lists the other's job as not included, or they share no main job;
   * "same": they are made for the same main job (choose one); "partly": some of both.
   */
  overlap: "different" | "same" | "partly";
  notes: OverlapNote[];
  /** The jobs both are made for, in the needs vocabulary. */
  sharedJobs: CapabilityId[];
  /** The compare view with exactly these products. */
  compareLink: string;
  cites: Citation[];
}

const jobsOf = (p: ToolProduct) =>
  [...p.profile.capabilities.keys()].filter(
    (id) => isMainCapability(p.profile, id) && !GENERAL_CAPABILITIES.has(id),
  );

/**
 * The compare tool: the products' facts side by side (the compare view's own rows), their costs
 * for the firm, and whether they do the same job, each from their sheets.
 */
export function compare(
  view: CatalogueView,
  input: Headcount & { productIds: number[] },
  now: Date,
): CompareResult {
  const products = [...new Set(input.productIds)]
    .map((id) => view.byId.get(id))
    .filter((p): p is ToolProduct => p !== undefined)
    .slice(0, 3);
  const rows = FACT_ROWS.filter((row) => CHAT_ROWS.includes(row.key)).map((row) => {
    const texts = products.map((p) =>
      row.text({ price: p.listing.price, type: p.listing.type, offer: p.offer, facts: p.facts }),
    );
    return { key: row.key, label: row.label, texts, differ: new Set(texts).size > 1 };
  });
  const jobs = products.map(jobsOf);
  const sharedJobs = jobs.reduce((shared, list) => shared.filter((j) => list.includes(j)));
  const notes: OverlapNote[] = [];
  for (const p of products) {
    for (const other of products) {
      if (other === p) continue;
      const otherJobs = jobsOf(other);
      for (const line of p.facts.notIncluded) {
        const signals = capabilitySignals(normalise(line));
        if (otherJobs.some((job) => (signals.get(job) ?? 0) >= 0.5))
          notes.push({ productId: p.id, line, otherId: other.id });
      }
    }
  }
  const overlap =
    notes.length > 0 || sharedJobs.length === 0
      ? "different"
      : jobs.every((list) => list.every((j) => sharedJobs.includes(j)))
        ? "same"
        : "partly";
  const cites: Citation[] = [
    ...notes.map((n) => cite(n.productId, "notIncluded", n.line)),
    ...products.flatMap((p) =>
      p.facts.services === "unknown" ? [] : [cite(p.id, "services", p.facts.services.join(", "))],
    ),
  ];
  return {
    products: products.map((p) => ({ productId: p.id, name: p.name, link: p.link })),
    rows,
    costs: costOf(view, { ...input, productIds: products.map((p) => p.id) }, now),
    overlap,
    notes,
    sharedJobs,
    compareLink: `/compare?ids=${products.map((p) => p.id).join(",")}`,
    cites,
  };
}
