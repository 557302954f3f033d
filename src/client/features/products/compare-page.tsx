import { useState } from "react";
import { Link, useLocation } from "react-router";
import ArrowLeft from "lucide-react/icons/arrow-left";
import Link2 from "lucide-react/icons/link-2";
import Scale from "lucide-react/icons/scale";
import { COMPARE_MAX } from "@shared/product-facts";
import { compareIdsFrom } from "@shared/product-search";
import type { ProductDetail } from "@shared/contracts/products";
import { formatMoney } from "@shared/money";
import {
  MAX_OFFER_QUANTITY,
  productLine,
  quantityNoun,
  quantityProblem,
  quoteLines,
} from "@shared/offer";
import type { FactRowProduct } from "@shared/product-fact-rows";
import { QuantityPicker } from "@client/components/quantity-picker";
import { lineSumText } from "@client/lib/offer-text";
import { compareStore } from "@client/lib/compare/compare-store";
import { ProductPrice } from "@client/components/product-price";
import { Button, buttonClass } from "@client/components/ui/button";
import { Skeleton } from "@client/components/ui/skeleton";
import { LoadError } from "@client/components/load-error";
import { refusalReason } from "@client/lib/api-client";
import { cn } from "@client/lib/cn";
import { useComparison } from "./api/get-comparison";
import { FACT_ROWS, type FactRow } from "./fact-text";

function ShareLink() {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => {
        void navigator.clipboard?.writeText(window.location.href).then(() => setCopied(true));
      }}
    >
      <Link2 aria-hidden="true" /> {copied ? "Link copied" : "Copy link"}
    </Button>
  );
}

/**
 * The rows that price each column for the count picked above the table, through the pricing
 * function: a per-firm price stays one licence whatever the count.
 */
function countRows(quantity: number): FactRow[] {
  const line = (p: FactRowProduct) => ({
    unitPrice: p.price,
    quantity: quantityNoun(p.offer.unit) ? quantity : 1,
    offer: p.offer,
  });
  return [
    { key: "countPrice", label: "Price for your count", text: (p) => lineSumText(line(p)) },
    {
      key: "countFirstYear",
      label: "First year, tax included",
      text: (p) => {
        const { unitPrice, quantity: count, offer } = line(p);
        const quote = quoteLines([productLine({ price: unitPrice, offer }, count)], new Date(0));
        return formatMoney(quote.firstYear.totalCents);
      },
    },
  ];
}

/** One number for every column: the users, clients or returns the columns count. */
function CountPicker({
  items,
  value,
  onChange,
}: {
  items: ProductDetail[];
  value: number;
  onChange: (quantity: number) => void;
}) {
  const counted = items.filter((p) => quantityNoun(p.offer.unit));
  if (counted.length === 0) return null;
  const nouns = [...new Set(counted.map((p) => p.offer.unit))].map((unit) => quantityNoun(unit)!);
  const perFirm = counted.length < items.length;
  return (
    <QuantityPicker
      className="mt-6"
      label={nouns.map((noun, i) => (i ? noun.plural : noun.label)).join(" or ")}
      plural={nouns.map((noun) => noun.plural).join(" or ")}
      value={value}
      max={MAX_OFFER_QUANTITY}
      problemOf={(quantity) => quantityProblem(counted[0]!.offer.unit, quantity)}
      onChange={(quantity) => (quantity === null ? undefined : onChange(quantity))}
      hint={`Prices below are for ${value} of each${perFirm ? "; a per-firm licence covers the whole firm" : ""}.`}
    />
  );
}

function ComparisonTable({ items }: { items: ProductDetail[] }) {
  const [quantity, setQuantity] = useState(1);
  const rows = [...countRows(quantity), ...FACT_ROWS];
  return (
    <>
      <CountPicker items={items} value={quantity} onChange={setQuantity} />
      <div className="mt-6 overflow-x-auto rounded-lg border">
        <table className="w-full min-w-[36rem] border-collapse text-sm">
          <caption className="sr-only">
            Side-by-side facts; rows where the products differ are highlighted
          </caption>
          <thead>
            <tr className="border-b bg-muted/50 align-top">
              <th scope="col" className="sticky left-0 w-36 bg-muted p-3 text-left">
                Product
              </th>
              {items.map((product) => (
                <th key={product.id} scope="col" className="p-3 text-left">
                  <Link
                    to={`/products/${product.id}`}
                    className="hover:text-accent hover:underline"
                  >
                    {product.name}
                  </Link>
                  <div className="mt-1">
                    <ProductPrice product={product} />
                  </div>
                  <button
                    type="button"
                    className="mt-1 text-xs font-normal text-muted-foreground underline"
                    onClick={() => compareStore.remove(product.id)}
                  >
                    Remove from tray
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const texts = items.map((product) => row.text(product));
              const differs = new Set(texts).size > 1;
              return (
                <tr
                  key={row.key}
                  className={cn("border-b align-top last:border-b-0", differs && "bg-amber-50")}
                  data-differs={differs || undefined}
                >
                  <th
                    scope="row"
                    className={cn(
                      "sticky left-0 w-36 p-3 text-left font-medium",
                      differs ? "bg-amber-50" : "bg-background",
                    )}
                  >
                    {row.label}
                    {differs ? <span className="sr-only"> (differs)</span> : null}
                  </th>
                  {texts.map((text, i) => (
                    <td key={items[i]!.id} className="p-3">
                      {text}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** /compare?ids=1,2,3: up to three products side by side; the URL is the shareable link. */
export default function ComparePage() {
  const ids = compareIdsFrom(new URLSearchParams(useLocation().search));
  const comparison = useComparison(ids);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <Link to="/products" className={buttonClass("ghost", "sm", "-ml-3")}>
        <ArrowLeft aria-hidden="true" /> Back to Products
      </Link>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
          <Scale className="size-7" aria-hidden="true" /> Compare products
        </h1>
        {ids.length ? <ShareLink /> : null}
      </div>
      {ids.length === 0 ? (
        <p className="mt-6 text-muted-foreground">
          Pick up to {COMPARE_MAX} products with their Compare buttons, then open the tray.
        </p>
      ) : comparison.isError ? (
        <LoadError
          className="mt-6"
          what="the comparison"
          detail={refusalReason(comparison.error)}
          onRetry={() => void comparison.refetch()}
          retrying={comparison.isFetching}
        />
      ) : comparison.data ? (
        <ComparisonTable items={comparison.data.items} />
      ) : (
        <Skeleton className="mt-6 h-96 w-full" />
      )}
    </div>
  );
}
