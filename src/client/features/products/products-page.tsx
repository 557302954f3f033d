import { useEffect, useRef } from "react";
import { formatCount } from "@shared/format-count";
import PackageSearch from "lucide-react/icons/package-search";
import Search from "lucide-react/icons/search";
import { CATEGORY_LABELS, PRODUCT_CATEGORIES } from "@shared/products";
import { productFiltersQuery, type CategoryFilter } from "@shared/product-search";
import { ProductCard } from "@client/components/product-card";
import { LoadError } from "@client/components/load-error";
import { ProductGridSkeleton } from "@client/components/product-grid-skeleton";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { cn } from "@client/lib/cn";
import { PRODUCT_SORT_LABELS, PRODUCT_SORTS, type ProductSort } from "@shared/product-facts";
import { NativeSelect } from "@client/components/ui/native-select";
import { useProductFacets } from "./api/get-product-facets";
import { useProductPages } from "./api/get-product-pages";
import { FacetFilters } from "./facet-filters";
import { SearchSuggestions } from "./search-suggestions";
import { useDebouncedValue } from "@client/lib/use-debounced-value";
import { useTypedValue } from "@client/lib/use-typed-value";
import { useProductFilters } from "./use-product-filters";
import { useAddToCart } from "@client/lib/cart/add-to-cart";
import { useStartTrial } from "@client/lib/cart/start-trial";

const SKELETON_COUNT = 6;
/** Cards in the first row or two load eagerly: they are what the page opens on. */
const EAGER_IMAGES = 3;
/** Typing asks the server once the typist pauses, not once per key. */
const SEARCH_DEBOUNCE_MS = 250;

const CATEGORY_BUTTONS: { value: CategoryFilter; label: string }[] = [
  { value: "all", label: "All Products" },
  ...PRODUCT_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
];

/** "1 product", "53 products"; past the count's limit "1,000+ products" (decision 0230). */
const productCount = (n: number, exact = true) =>
  !exact ? `${formatCount(n)}+ products` : n === 1 ? "1 product" : `${formatCount(n)} products`;

export default function ProductsPage() {
  const {
    filters,
    setSearch,
    setCategory,
    setSort,
    toggleFacet,
    setPrice,
    setTrial,
    browseFacet,
    clearFacets,
    clear,
  } = useProductFilters();
  const searchBox = useTypedValue<HTMLInputElement>(filters.search, setSearch);
  const typed = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  // Emptying the box (or Clear Filters) shows everything at once; only typing waits.
  const wanted = filters.search.trim() === "" ? "" : filters.search;
  const search = wanted === "" ? "" : typed;
  const pages = useProductPages({ ...filters, search });
  const cart = useAddToCart();
  const startTrial = useStartTrial();
  const facets = useProductFacets({ ...filters, search });
  const { data, isLoading, isError, isPlaceholderData, hasNextPage, isFetchingNextPage } = pages;
  // The grid still shows the previous results while the typing settles or the new ones load.
  const stale = isPlaceholderData || search !== wanted;
  const products = data?.pages.flatMap((page) => page.items) ?? [];
  const total = data?.pages[0]?.total ?? 0;
  const exact = data?.pages[0]?.totalIsExact ?? true;

  // After "Load more", focus moves to the first new card, so keyboard and screen-reader users
  // carry on from where the list grew instead of from the button that moved below it.
  const grid = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || products.length <= index) return;
    focusFrom.current = null;
    grid.current?.children[index]?.querySelector<HTMLElement>("h3 a")?.focus();
  }, [products.length]);
  const loadMore = () => {
    if (isFetchingNextPage || stale) return;
    focusFrom.current = products.length;
    void pages.fetchNextPage();
  };

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
        {/* A real search form: without the script, Enter asks the server for the results (the
            other filters ride along); with it, the results follow the typing. */}
        <form
          role="search"
          action="/products"
          onSubmit={(event) => event.preventDefault()}
          className="relative w-full lg:max-w-md"
        >
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            name="search"
            {...searchBox}
            placeholder="Search products..."
            aria-label="Search products"
            className="pl-9"
          />
          {Object.entries(productFiltersQuery({ ...filters, search: "" })).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        </form>
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

      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <div>
          <FacetFilters
            facets={facets.data}
            selected={filters.facets ?? {}}
            price={filters.price}
            trial={filters.trial ?? false}
            onToggle={toggleFacet}
            onPrice={setPrice}
            onTrial={setTrial}
            onClear={clearFacets}
            resultCount={isLoading ? undefined : total}
          />
        </div>
        <div className="min-w-0">
          {isError ? (
            <LoadError what="the products" retry={pages} />
          ) : !isLoading && total === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-12 text-center">
              <PackageSearch className="size-10 text-muted-foreground" aria-hidden="true" />
              <h2 className="text-xl font-semibold">No products found</h2>
              <p className="text-muted-foreground">Try a different search term or category.</p>
              <SearchSuggestions
                filters={{ ...filters, search }}
                onSearch={setSearch}
                onFacet={browseFacet}
              />
              <Button variant="outline" onClick={clear}>
                Clear Filters
              </Button>
            </div>
          ) : (
            <>
              {/* Present from the start: the count fills it without moving the grid, and a live
              region that already exists is the one screen readers announce. */}
              {/* The cards' names are h3s: this keeps the outline in order (h1, h2, h3). */}
              <h2 id="product-results" tabIndex={-1} className="sr-only">
                Products
              </h2>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  {isLoading ? "\u00a0" : productCount(total, exact)}
                </p>
                <label className="flex items-center gap-2 text-sm">
                  Sort by
                  <NativeSelect
                    value={filters.sort ?? "relevance"}
                    onChange={(event) => setSort(event.target.value as ProductSort)}
                    className="w-48"
                  >
                    {PRODUCT_SORTS.map((sort) => (
                      <option key={sort} value={sort}>
                        {PRODUCT_SORT_LABELS[sort]}
                      </option>
                    ))}
                  </NativeSelect>
                </label>
              </div>
              <div
                ref={grid}
                aria-busy={isLoading || stale}
                className={cn(
                  "mt-4 grid gap-6 transition-opacity sm:grid-cols-2 xl:grid-cols-3",
                  stale && "opacity-60",
                )}
              >
                {isLoading ? (
                  <ProductGridSkeleton count={SKELETON_COUNT} />
                ) : (
                  products.map((product, index) => (
                    <ProductCard
                      key={product.id}
                      product={product}
                      onAdd={cart.add}
                      onStartTrial={startTrial}
                      adding={cart.pendingProductId === product.id}
                      imageLoading={index < EAGER_IMAGES ? "eager" : "lazy"}
                      // The first card's picture is the largest paint on a phone's screen.
                      imagePriority={index === 0 ? "high" : undefined}
                    />
                  ))
                )}
              </div>
              {!isLoading ? (
                <div className="mt-10 flex flex-col items-center gap-3">
                  <p className="text-sm text-muted-foreground" aria-live="polite">
                    Showing {products.length} of {productCount(total, exact)}
                  </p>
                  {pages.isFetchNextPageError ? (
                    <p role="alert" className="text-sm text-destructive">
                      We could not load more products. Please try again.
                    </p>
                  ) : null}
                  {hasNextPage ? (
                    // Not disabled while loading: a disabled button would drop the keyboard focus.
                    <Button variant="outline" onClick={loadMore} aria-busy={isFetchingNextPage}>
                      {isFetchingNextPage ? "Loading..." : "Load more products"}
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
