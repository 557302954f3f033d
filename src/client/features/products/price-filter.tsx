import { useEffect, useId, useState, type FormEvent } from "react";
import {
  PRICE_BASES,
  PRICE_BASIS_LABELS,
  PRICE_FILTER_MAX,
  type PriceBasis,
  type PriceFilter as Price,
} from "@shared/product-search";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";

const HINTS: Record<PriceBasis, string> = {
  month: "Subscriptions and yearly licences, by what they cost a month",
  once: "Bought once, by their price",
};

/** "" for no bound, whole dollars otherwise (anything else typed reads as no bound). */
const dollars = (text: string): number | undefined => {
  const value = text.trim();
  return /^\d{1,6}$/.test(value) ? Math.min(Number(value), PRICE_FILTER_MAX) : undefined;
};

/**
 * The price filter of /products (decision 0230): per month or one-off, and a range in dollars,
 * applied when the shopper presses Enter, Apply, or leaves the field.
 */
export function PriceFilter({
  price,
  onChange,
}: {
  price: Price | undefined;
  onChange: (price: Price | undefined) => void;
}) {
  const id = useId();
  const [min, setMin] = useState(price?.min?.toString() ?? "");
  const [max, setMax] = useState(price?.max?.toString() ?? "");
  // The URL is the truth: Clear filters, back and forward reset the fields.
  useEffect(() => {
    setMin(price?.min?.toString() ?? "");
    setMax(price?.max?.toString() ?? "");
  }, [price?.min, price?.max]);

  const apply = (basis: PriceBasis | undefined) => {
    if (!basis) return onChange(undefined);
    let [low, high] = [dollars(min), dollars(max)];
    if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
    if (basis === price?.basis && low === price.min && high === price.max) return;
    onChange({
      basis,
      ...(low === undefined ? {} : { min: low }),
      ...(high === undefined ? {} : { max: high }),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(price?.basis);
  };

  return (
    <fieldset className="border-t pt-3 first:border-t-0 first:pt-0">
      <legend className="text-sm font-semibold">Price</legend>
      <div role="radiogroup" aria-label="Price" className="mt-2 flex flex-col gap-1">
        {[undefined, ...PRICE_BASES].map((basis) => (
          <label key={basis ?? "any"} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-basis`}
              className="size-4 accent-[var(--color-accent)]"
              checked={price?.basis === basis}
              onChange={() => apply(basis)}
            />
            {basis ? PRICE_BASIS_LABELS[basis] : "Any price"}
          </label>
        ))}
      </div>
      {price ? (
        <form onSubmit={submit} className="mt-3 flex flex-col gap-2">
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {HINTS[price.basis]}
          </p>
          <div className="flex items-end gap-2">
            {(
              [
                ["Min", min, setMin],
                ["Max", max, setMax],
              ] as const
            ).map(([label, value, set]) => (
              <label key={label} className="grid flex-1 gap-1 text-xs font-medium">
                {label} ($)
                <Input
                  inputMode="numeric"
                  pattern="[0-9]*"
                  maxLength={6}
                  value={value}
                  onChange={(event) => set(event.target.value)}
                  onBlur={() => apply(price.basis)}
                  aria-describedby={`${id}-hint`}
                  placeholder={label === "Min" ? "0" : "Any"}
                />
              </label>
            ))}
          </div>
          <Button type="submit" size="sm" variant="outline">
            Apply price
          </Button>
        </form>
      ) : null}
    </fieldset>
  );
}
