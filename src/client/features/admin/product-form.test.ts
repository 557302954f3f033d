import { describe, expect, it } from "vitest";
import {
  EMPTY_PRODUCT_FORM,
  FEATURES_FORMAT_MESSAGE,
  productFormSchema,
  productFormValues,
  type ProductFormValues,
} from "./product-form";
import { UNKNOWN_FACTS } from "@shared/contracts/product-facts";

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

  it("starts an edit from the product as it is, and gives the same product back", () => {
    const product = {
      id: 7,
      name: "Ledger Lite",
      description: "A small ledger.",
      price: "19.50",
      category: "saas" as const,
      type: "subscription" as const,
      imageUrl: "/images/products/tax.svg",
      downloadUrl: null,
      stripePriceId: "price_1",
      features: ["Fast", "Secure"],
      isActive: true,
    };
    const { id: _id, ...body } = product;
    expect(productFormSchema.parse(productFormValues(product))).toEqual({
      ...body,
      facts: UNKNOWN_FACTS,
    });
    const facts = { ...UNKNOWN_FACTS, vendor: "Ledgerline", forms: ["1040" as const] };
    expect(productFormSchema.parse(productFormValues({ ...product, facts })).facts).toEqual(facts);
  });

  it("refuses a fact sheet the server would refuse, naming the fact", () => {
    const errors = errorOf({ facts: { ...UNKNOWN_FACTS, trialDays: -1 } });
    expect(errors).toEqual([["facts.trialDays", expect.stringContaining("Trial days")]]);
  });
});
