import { z } from "zod";
import { adminProductFields, type AdminProductBody } from "@shared/contracts/admin-products";
import { productFactsSchema, UNKNOWN_FACTS } from "@shared/contracts/product-facts";
import { offerSchema, type ProductDetail } from "@shared/contracts/products";
import { defaultOffer, offerTypeProblem } from "@shared/offer";
import { sameJson } from "@client/lib/same-json";

export const FEATURES_FORMAT_MESSAGE =
  'Features must be a JSON array of text, such as ["Feature 1", "Feature 2"]';

/** Spec section 5: an empty image, download or Stripe field is sent as null. */
const emptyAsNull = z.string().transform((text) => (text.trim() === "" ? null : text));

/** Features are typed as JSON array text; the server's rules (count, length) then apply. */
const featuresText = z.string().transform((text, ctx) => {
  if (text.trim() === "") return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === "string")) {
    ctx.addIssue({ code: "custom", message: FEATURES_FORMAT_MESSAGE });
    return z.NEVER;
  }
  const checked = adminProductFields.features.safeParse(parsed);
  if (!checked.success) {
    ctx.addIssue({ code: "custom", message: checked.error.issues[0]!.message });
    return z.NEVER;
  }
  return checked.data;
});

/**
 * The dialog's fields turned into the API body with the same field rules the server applies;
 * isActive is always sent as true (spec section 5).
 */
export const productFormSchema = z
  .object({
    name: adminProductFields.name,
    price: adminProductFields.price,
    description: adminProductFields.description,
    category: adminProductFields.category,
    type: adminProductFields.type,
    imageUrl: emptyAsNull.pipe(adminProductFields.imageUrl.unwrap()),
    downloadUrl: emptyAsNull.pipe(adminProductFields.downloadUrl.unwrap()),
    stripePriceId: emptyAsNull.pipe(adminProductFields.stripePriceId.unwrap()),
    features: featuresText,
    facts: productFactsSchema,
    offer: offerSchema,
  })
  .transform((fields): AdminProductBody => ({
    ...fields,
    // A changed type takes its own term (only a subscription is monthly); the unit stays.
    offer: offerTypeProblem(fields.type, fields.offer)
      ? { unit: fields.offer.unit, term: defaultOffer(fields.type).term }
      : fields.offer,
    isActive: true,
  }));

/** What the dialog's inputs hold: text, as the browser gives it (select values are enums). */
export type ProductFormValues = z.input<typeof productFormSchema>;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: "",
  price: "",
  description: "",
  category: "software",
  type: "one-time",
  imageUrl: "",
  downloadUrl: "",
  stripePriceId: "",
  features: "",
  facts: UNKNOWN_FACTS,
  offer: defaultOffer("one-time"),
};

/** The dialog's starting text for editing a product: every field as the product has it now. */
export function productFormValues(product: ProductDetail): ProductFormValues {
  return {
    name: product.name,
    price: product.price,
    description: product.description,
    category: product.category,
    type: product.type,
    imageUrl: product.imageUrl ?? "",
    downloadUrl: product.downloadUrl ?? "",
    stripePriceId: product.stripePriceId ?? "",
    features: product.features ? JSON.stringify(product.features, null, 2) : "",
    facts: product.facts,
    offer: product.offer,
  };
}

/**
 * The PUT body of an edit: the spec's fields (a PUT replaces them, so all are sent), and the fact
 * sheet and the offer only when the admin changed them. What a PUT leaves out stays as stored, so
 * opening a product and saving it as it is changes nothing, even a fact the dialog cannot show.
 */
export function editedProductBody(
  product: ProductDetail,
  body: AdminProductBody,
): AdminProductBody {
  const { facts, offer, ...fields } = body;
  return {
    ...fields,
    ...(facts === undefined || sameJson(facts, product.facts) ? {} : { facts }),
    ...(offer === undefined || sameJson(offer, product.offer) ? {} : { offer }),
  };
}
