import { maxQuantity, quantityNoun, quantityProblem } from "@shared/offer";
import type { Product } from "@shared/contracts/products";
import { QuantityPicker } from "@client/components/quantity-picker";
import { lineSumText, wholeFirmNote } from "@client/lib/offer-text";

/**
 * How many of a product to buy, in its offer's unit (decision 0194): the Users, Clients or
 * Returns picker with what that many cost, or, for a per-firm price, why there is nothing to pick.
 */
export function OfferQuantity({
  product,
  value,
  onChange,
}: {
  product: Pick<Product, "price" | "offer">;
  value: number;
  onChange: (quantity: number | null) => void;
}) {
  const { unit } = product.offer;
  const noun = quantityNoun(unit);
  if (!noun) {
    return <p className="text-sm text-muted-foreground">{wholeFirmNote(product.offer)}</p>;
  }
  return (
    <QuantityPicker
      label={noun.label}
      plural={noun.plural}
      value={value}
      max={maxQuantity(unit)}
      problemOf={(quantity) => quantityProblem(unit, quantity)}
      onChange={onChange}
      hint={`${lineSumText({ unitPrice: product.price, quantity: value, offer: product.offer })}, plus tax`}
    />
  );
}
