import { useState } from "react";
import { Link, useLocation } from "react-router";
import ArrowLeft from "lucide-react/icons/arrow-left";
import Link2 from "lucide-react/icons/link-2";
import Scale from "lucide-react/icons/scale";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import Sparkles from "lucide-react/icons/sparkles";
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
import { AddToCartForm } from "@client/components/add-to-cart-form";
import { StartTrialForm } from "@client/components/start-trial-form";
import { useAddToCart } from "@client/lib/cart/add-to-cart";
import { useStartTrial } from "@client/lib/cart/start-trial";
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

/**
 * The rows whose differences decide a purchase (issue 47): what it costs and how it is priced,
 * the forms it files, what it connects to and how it keeps data safe. Other rows differ too
 * (vendor, languages...) but are not highlighted, so the highlights mean something.
 */
const DECIDING_ROWS = new Set([
  "countPrice",
  "countFirstYear",
  "price",
  "firstYearCost",
  "pricingModel",
  "licenceTerm",
  "forms",
  "integrations",
]);
const decides = (key: string) => DECIDING_ROWS.has(key) || key.startsWith("security.");

/** Add to Cart, or Start Trial for a subscription, for the count picked above the table. */
function ColumnAction({ product, quantity }: { product: ProductDetail; quantity: number }) {
  const cart = useAddToCart();
  const startTrial = useStartTrial();
  const count = quantityNoun(product.offer.unit) ? quantity : 1;
  const described = `compare-name-${product.id}`;
  if (product.type === "subscription")
    return (
      <StartTrialForm product={product} quantity={count} onStart={() => startTrial(product, count)}>
        <Button type="submit" size="sm" variant="accent" aria-describedby={described}>
          <Sparkles className="hidden sm:block" aria-hidden="true" /> Start Trial
        </Button>
      </StartTrialForm>
    );
  return (
    <AddToCartForm product={product} quantity={count} onAdd={() => cart.add(product, count)}>
      <Button
        type="submit"
        size="sm"
        disabled={cart.pendingProductId === product.id}
        aria-describedby={described}
      >
        <ShoppingCart className="hidden sm:block" aria-hidden="true" /> Add to Cart
      </Button>
    </AddToCartForm>
  );
}

function ComparisonTable({ items }: { items: ProductDetail[] }) {
  const [quantity, setQuantity] = useState(1);
  const rows = [...countRows(quantity), ...FACT_ROWS];
  return (
    <>
      <CountPicker items={items} value={quantity} onChange={setQuantity} />
      {items.length > 2 ? (
        <p className="mt-4 text-sm text-muted-foreground sm:hidden" id="compare-scroll-cue">
          Two of the {items.length} products show side by side: swipe the table sideways for the
          third.
        </p>
      ) : null}
      {/* Scrolls both ways inside itself, so the names stay on top and the labels on the left. */}
      <div
        className="mt-4 max-h-[80vh] overflow-auto rounded-lg border sm:mt-6"
        tabIndex={0}
        role="region"
        aria-label="Comparison table"
        aria-describedby={items.length > 2 ? "compare-scroll-cue" : undefined}
      >
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">
            Side-by-side facts; rows where the products differ in price, pricing, forms,
            integrations or security are highlighted
          </caption>
          <thead>
            <tr className="align-top">
              <th
                scope="col"
                className="sticky left-0 top-0 z-20 w-[5.5rem] border-b bg-muted p-2 text-left sm:w-36 sm:p-3"
              >
                Product
              </th>
              {items.map((product) => (
                <th
                  key={product.id}
                  scope="col"
                  className="sticky top-0 z-10 min-w-[8rem] border-b bg-muted p-2 text-left sm:min-w-[12rem] sm:p-3"
                >
                  <Link
                    id={`compare-name-${product.id}`}
                    to={`/products/${product.id}`}
                    className="hover:text-accent hover:underline"
                  >
                    {product.name}
                  </Link>
                  <div className="mt-1">
                    <ProductPrice product={product} />
                  </div>
                  <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 font-normal">
                    <ColumnAction product={product} quantity={quantity} />
                    <button
                      type="button"
                      className="min-h-11 text-xs text-muted-foreground underline sm:min-h-0"
                      onClick={() => compareStore.remove(product.id)}
                    >
                      Remove from tray
                    </button>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const texts = items.map((product) => row.text(product));
              const differs = new Set(texts).size > 1 && decides(row.key);
              return (
                <tr
                  key={row.key}
                  className={cn("border-b align-top last:border-b-0", differs && "bg-amber-50")}
                  data-differs={differs || undefined}
                >
                  <th
                    scope="row"
                    className={cn(
                      "sticky left-0 w-[5.5rem] p-2 text-left font-medium sm:w-36 sm:p-3",
                      differs ? "bg-amber-50" : "bg-background",
                    )}
                  >
                    {row.label}
                    {differs ? <span className="sr-only"> (differs)</span> : null}
                  </th>
                  {texts.map((text, i) => (
                    <td key={items[i]!.id} className="p-2 sm:p-3">
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
          retry={comparison}
        />
      ) : comparison.data ? (
        <ComparisonTable items={comparison.data.items} />
      ) : (
        <Skeleton className="mt-6 h-96 w-full" />
      )}
    </div>
  );
}
