import { TERMS, type LegalDocument } from "../../../../shared/legal-documents.js";
import { DELIVERY_INSTRUCTIONS } from "../../../../shared/delivery.js";
import { DELIVERY_LABELS, DELIVERY_METHODS } from "../../../../shared/product-facts.js";
import { BUSINESS_HOURS, FAQS } from "../../../../shared/store-faq.js";
import { DEMO_STORE_IDENTITY } from "../../../../shared/store-identity.js";
import type { PolicySource } from "./citations.js";

export const POLICY_TOPICS = [
  "refunds",
  "trials",
  "support_hours",
  "delivery",
  "licences",
  "payment",
  "cancel",
  "demo",
] as const;
export type PolicyTopic = (typeof POLICY_TOPICS)[number];

/** One published text the answer quotes, and where people can read it. */
export interface PolicyEntry {
  topic: PolicyTopic;
  /** The published words, as published. */
  text: string;
  source: PolicySource;
}

function section(doc: LegalDocument, heading: string): string[] {
  // The sections quoted here (refunds, trials, cancelling) name no one: any identity gives the
  // same words (decision 0260).
  const found = doc.sections(DEMO_STORE_IDENTITY).find((s) => s.heading === heading);
  if (!found) throw new Error(`${doc.title} has no section "${heading}"`);
  return found.paragraphs;
}

const faq = (question: string) => {
  const found = FAQS.find((f) => f.question === question);
  if (!found) throw new Error(`The FAQ has no question "${question}"`);
  return found.answer;
};

const terms = (heading: string): PolicySource => ({ path: TERMS.path, section: heading });
const contact = (heading: string): PolicySource => ({ path: "/contact", section: heading });

/**
 * The store-policy tool: the Terms of Service, the contact page's FAQ and business hours, and the
 * delivery instructions buyers get, quoted for a topic. Nothing here is written for the advisor,
 * so its answers cannot drift from the pages people read.
 */
export function storePolicy(topics: readonly PolicyTopic[]): PolicyEntry[] {
  const entries: PolicyEntry[] = [];
  const add = (topic: PolicyTopic, texts: readonly string[], source: PolicySource) => {
    for (const text of texts) entries.push({ topic, text, source });
  };
  for (const topic of new Set(topics)) {
    switch (topic) {
      case "refunds":
        add(topic, section(TERMS, "Refunds"), terms("Refunds"));
        break;
      case "trials":
        add(topic, [faq("Do you offer free trials?")], contact("Frequently Asked Questions"));
        add(
          topic,
          section(TERMS, "Subscriptions and free trials"),
          terms("Subscriptions and free trials"),
        );
        break;
      case "cancel":
        add(
          topic,
          section(TERMS, "Subscriptions and free trials"),
          terms("Subscriptions and free trials"),
        );
        break;
      case "support_hours":
        add(topic, [`Business hours: ${BUSINESS_HOURS.join("; ")}.`], contact("Business Hours"));
        add(
          topic,
          [faq("How quickly will I get a response?")],
          contact("Frequently Asked Questions"),
        );
        break;
      case "delivery":
        add(
          topic,
          DELIVERY_METHODS.map((m) => `${DELIVERY_LABELS[m]}: ${DELIVERY_INSTRUCTIONS[m]}`),
          { path: "/dashboard", section: "Orders & Downloads" },
        );
        break;
      case "licences":
        add(topic, section(TERMS, "Licences for what you buy"), terms("Licences for what you buy"));
        break;
      case "payment":
        add(topic, section(TERMS, "Prices, tax and payment"), terms("Prices, tax and payment"));
        break;
      case "demo":
        add(topic, [faq("Can I see a product demo?")], contact("Frequently Asked Questions"));
        break;
    }
  }
  return entries;
}
