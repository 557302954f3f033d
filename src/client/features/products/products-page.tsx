import { useMemo } from "react";
import { PackageSearch, Search } from "lucide-react";
import { CATEGORY_LABELS, PRODUCT_CATEGORIES } from "@shared/products";
import { filterProducts, type CategoryFilter } from "@shared/product-search";
import { useProducts } from "@client/lib/products/get-products";
import { ProductCard } from "@client/components/product-card";
import { ProductGridSkeleton } from "@client/components/product-grid-skeleton";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { useProductFilters } from "./use-product-filters";

const SKELETON_COUNT = 6;
/** Cards in the first row or two load eagerly: they are what the page opens on. */
const EAGER_IMAGES = 3;

const CATEGORY_BUTTONS: { value: CategoryFilter; label: string }[] = [
  { value: "all", label: "All Products" },
  ...PRODUCT_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
];

export default function ProductsPage() {
  const { data: products, isLoading, isError } = useProducts();
  const { filters, setSearch, setCategory, clear } = useProductFilters();
  const visible = useMemo(() => filterProducts(products ?? [], filters), [products, filters]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          Professional Software & Tools
        </h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Tax, accounting, planning and practice software, ready-to-use templates and cloud services
          chosen for CPAs, tax preparers and financial planners.
        </p>
      </header>

      <div className="mt-8 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div className="relative w-full lg:max-w-md">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={filters.search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search products..."
            aria-label="Search products"
            className="pl-9"
          />
        </div>
        <div role="group" aria-label="Category" className="flex flex-wrap gap-2">
          {CATEGORY_BUTTONS.map(({ value, label }) => (
            <Button
              key={value}
              size="sm"
              variant={filters.category === value ? "default" : "outline"}
              aria-pressed={filters.category === value}
              onClick={() => setCategory(value)}
            >
              {label}
            </Button>
          ))}
        </div>
      </div>

      {isError ? (
        <p role="alert" className="mt-10 rounded-md border p-6 text-center text-muted-foreground">
          We could not load the products. Please refresh the page to try again.
        </p>
      ) : !isLoading && visible.length === 0 ? (
        <div className="mt-10 flex flex-col items-center gap-3 rounded-lg border border-dashed p-12 text-center">
          <PackageSearch className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-xl font-semibold">No products found</h2>
          <p className="text-muted-foreground">Try a different search term or category.</p>
          <Button variant="outline" onClick={clear}>
            Clear Filters
          </Button>
        </div>
      ) : (
        <>
          {!isLoading ? (
            <p className="mt-6 text-sm text-muted-foreground" aria-live="polite">
              {visible.length === 1 ? "1 product" : `${visible.length} products`}
            </p>
          ) : null}
          <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {isLoading ? (
              <ProductGridSkeleton count={SKELETON_COUNT} />
            ) : (
              visible.map((product, index) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  imageLoading={index < EAGER_IMAGES ? "eager" : "lazy"}
                />
              ))
            )}
          </div>
        </>
      )}
    </div>
  );
}
