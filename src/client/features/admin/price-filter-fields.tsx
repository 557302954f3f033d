import { useEffect, useState } from "react";
import { Input } from "@client/components/ui/input";
import { NativeSelect } from "@client/components/ui/native-select";
import { PRICE_BASES, PRICE_BASIS_LABELS, type PriceBasis } from "@shared/product-search";
import type { ProductListFilter } from "./product-list-filter";

const FILTER_LABEL = "grid gap-1 text-xs font-medium text-muted-foreground";

/** "" for no bound, whole dollars otherwise. */
const dollars = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : undefined);

/**
 * The admin list's price and trial filters (decision 0232): per month or one-off, a range in
 * dollars applied when the field is left or Enter is pressed, and "free trial".
 */
export function PriceFilterFields({
  filter,
  onChange,
}: {
  filter: ProductListFilter;
  onChange: (changes: Partial<ProductListFilter>) => void;
}) {
  const [min, setMin] = useState(filter.minPrice?.toString() ?? "");
  const [max, setMax] = useState(filter.maxPrice?.toString() ?? "");
  useEffect(() => {
    setMin(filter.minPrice?.toString() ?? "");
    setMax(filter.maxPrice?.toString() ?? "");
  }, [filter.minPrice, filter.maxPrice]);
  const applyRange = () => {
    let [low, high] = [dollars(min), dollars(max)];
    if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
    if (low !== filter.minPrice || high !== filter.maxPrice) {
      onChange({ minPrice: low, maxPrice: high });
    }
  };
  const range = (label: string, value: string, set: (v: string) => void) => (
    <label className={FILTER_LABEL}>
      {label} ($)
      <Input
        inputMode="numeric"
        maxLength={6}
        value={value}
        disabled={!filter.priceBasis}
        onChange={(event) => set(event.target.value)}
        onBlur={applyRange}
        onKeyDown={(event) => event.key === "Enter" && applyRange()}
      />
    </label>
  );
  return (
    <>
      <label className={FILTER_LABEL}>
        Price
        <NativeSelect
          value={filter.priceBasis ?? ""}
          onChange={(event) => {
            const basis = (event.target.value || undefined) as PriceBasis | undefined;
            onChange(
              basis
                ? { priceBasis: basis, minPrice: dollars(min), maxPrice: dollars(max) }
                : { priceBasis: undefined, minPrice: undefined, maxPrice: undefined },
            );
          }}
        >
          <option value="">Any price</option>
          {PRICE_BASES.map((basis) => (
            <option key={basis} value={basis}>
              {PRICE_BASIS_LABELS[basis]}
            </option>
          ))}
        </NativeSelect>
      </label>
      {range("Min", min, setMin)}
      {range("Max", max, setMax)}
      <label className="flex min-h-11 items-center gap-2 text-sm sm:min-h-9">
        <input
          type="checkbox"
          className="size-4 accent-[var(--color-accent)]"
          checked={filter.trial ?? false}
          onChange={(event) => onChange({ trial: event.target.checked })}
        />
        Free trial
      </label>
    </>
  );
}
