import { describe, expect, it } from "vitest";
import type { AdminProductBody } from "@shared/contracts/admin-products";
import { UNKNOWN_FACTS, type ProductFacts } from "@shared/contracts/product-facts";
import type { ProductDetail } from "@shared/contracts/products";
import {
  editedProductBody,
  EMPTY_PRODUCT_FORM,
  FEATURES_FORMAT_MESSAGE,
  productFormSchema,
  productFormValues,
  type ProductFormValues,
} from "./product-form";

const filled: ProductFormValues = {
  ...EMPTY_PRODUCT_FORM,
  name: "Ledger Lite",
  price: "19.5",
  description: "A small ledger.",
};
const parse = (changes: Partial<ProductFormValues>) =>
  productFormSchema.safeParse({ ...filled, ...changes });
const errorOf = (changes: Partial<ProductFormValues>) => {
  const result = parse(changes);
  return result.success ? undefined : result.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("the product dialog's form", () => {
  it("turns the typed text into the API body: empty links as null, isActive true", () => {
    expect(parse({}).data).toEqual({
      name: "Ledger Lite",
      price: "19.50",
      description: "A small ledger.",
      category: "software",
      type: "one-time",
      imageUrl: null,
      downloadUrl: null,
      stripePriceId: null,
      features: null,
      isActive: true,
      facts: UNKNOWN_FACTS,
      offer: { unit: "per_firm", term: "perpetual" },
    });
    expect(parse({ imageUrl: "  ", stripePriceId: "price_9Z" }).data).toMatchObject({
      imageUrl: null,
      stripePriceId: "price_9Z",
    });
  });

  it("requires name, price and description", () => {
    expect(errorOf({ name: " ", price: "", description: "" })).toEqual([
      ["name", "Name is required"],
      ["price", "Price is required"],
      ["description", "Description is required"],
    ]);
  });

  it("parses features typed as a JSON array of text", () => {
    expect(parse({ features: '["Fast", " Secure "]' }).data?.features).toEqual(["Fast", "Secure"]);
    expect(parse({ features: "[]" }).data?.features).toEqual([]);
  });

  it("refuses features text that is not a JSON array of text, with one message on the field", () => {
    for (const text of ["Fast, Secure", '["Fast",', '{"a":"b"}', '"Fast"', "[1, 2]", "null"]) {
      expect(errorOf({ features: text }), text).toEqual([["features", FEATURES_FORMAT_MESSAGE]]);
    }
    expect(errorOf({ features: '[""]' })).toEqual([["features", "A feature cannot be empty"]]);
  });

  const facts: ProductFacts = {
    ...UNKNOWN_FACTS,
    vendor: "Ledgerline",
    forms: ["1040", "1065"],
    limits: { ...UNKNOWN_FACTS.limits, users: 25 },
    security: { ...UNKNOWN_FACTS.security, mfa: "yes" },
    trialDays: 14,
    notIncluded: ["Payroll"],
  };
  const product: ProductDetail = {
    id: 7,
    name: "Ledger Lite",
    description: "A small ledger.",
    price: "19.50",
    category: "saas",
    type: "subscription",
    imageUrl: "/images/products/tax.svg",
    downloadUrl: null,
    stripePriceId: "price_1",
    features: ["Fast", "Secure"],
    isActive: true,
    facts,
    offer: { unit: "per_user", term: "monthly" },
    priceUnit: "/ user / month",
    firstYearCost: "234.00",
  };
  const {
    id: _id,
    priceUnit: _unit,
    firstYearCost: _cost,
    facts: _facts,
    offer,
    ...fields
  } = product;

  it("starts an edit from the product as it is, fact sheet and offer included, and gives it back", () => {
    expect(productFormSchema.parse(productFormValues(product))).toEqual({
      ...fields,
      facts,
      offer,
    });
  });

  it("sends the offer of an edit only when the admin changed it; a changed type takes its term", () => {
    const values = productFormValues(product);
    const perClient = { ...values, offer: { ...offer, unit: "per_client" as const } };
    expect(editedProductBody(product, productFormSchema.parse(perClient))).toEqual({
      ...fields,
      offer: { unit: "per_client", term: "monthly" },
    });
    const oneTime = productFormSchema.parse({ ...values, type: "one-time" });
    expect(editedProductBody(product, oneTime)).toEqual({
      ...fields,
      type: "one-time",
      offer: { unit: "per_user", term: "perpetual" },
    });
  });

  it("sends the fact sheet of an edit only when the admin changed it", () => {
    const unchanged = productFormSchema.parse(productFormValues(product));
    expect(editedProductBody(product, unchanged)).toEqual(fields);
    // The same sheet with its keys in another order is no change.
    const reordered = { ...unchanged, facts: Object.fromEntries(Object.entries(facts).reverse()) };
    expect(editedProductBody(product, reordered as AdminProductBody)).toEqual(fields);

    const values = productFormValues(product);
    const oneFact = { ...values, facts: { ...facts, trialDays: 30 } };
    expect(editedProductBody(product, productFormSchema.parse(oneFact))).toEqual({
      ...fields,
      facts: { ...facts, trialDays: 30 },
    });
    const renamed = productFormSchema.parse({ ...values, name: "Ledger Plus" });
    expect(editedProductBody(product, renamed)).toEqual({ ...fields, name: "Ledger Plus" });
  });

  it("refuses a fact sheet the server would refuse, naming the fact", () => {
    const errors = errorOf({ facts: { ...UNKNOWN_FACTS, trialDays: -1 } });
    expect(errors).toEqual([["facts.trialDays", expect.stringContaining("Trial days")]]);
  });
});
