import { useState } from "react";
import Plus from "lucide-react/icons/plus";
import type { Product, ProductDetail } from "@shared/contracts/products";
import type { AdminProductStatus } from "@shared/contracts/admin-products";
import { CATEGORY_LABELS, PRODUCT_CATEGORIES, type ProductCategory } from "@shared/products";
import { Button } from "@client/components/ui/button";
import { Pager } from "./pager";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@client/components/ui/card";
import { Dialog, DialogActions } from "@client/components/ui/dialog";
import { Input } from "@client/components/ui/input";
import { NativeSelect } from "@client/components/ui/native-select";
import { Skeleton } from "@client/components/ui/skeleton";
import { LoadError } from "@client/components/load-error";
import { toast } from "@client/lib/use-toast";
import { useDebouncedValue } from "@client/lib/use-debounced-value";
import { useAdminProductPage } from "./api/get-admin-products";
import { productBody, useUpdateProduct } from "./api/update-product";
import { ProductDialog } from "./product-dialog";
import { useProductListFilter } from "./product-list-filter";
import { PriceFilterFields } from "./price-filter-fields";
import { ProductRow } from "./product-row";
import { toastSaveFailure } from "./save-messages";

const FILTER_LABEL = "grid gap-1 text-xs font-medium text-muted-foreground";
/** The search asks the server once typing pauses, not at every key. */
const SEARCH_PAUSE_MS = 250;

type Editing = { mode: "closed" } | { mode: "create" } | { mode: "edit"; product: ProductDetail };

function ListSkeleton() {
  return (
    <ul className="divide-y" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="flex gap-4 py-4">
          <Skeleton className="h-12 w-20" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Taking a product off sale is asked once; putting it back is not. */
function DeactivateDialog({
  product,
  onCancel,
  onConfirm,
}: {
  product: Product | null;
  onCancel: () => void;
  onConfirm: (product: Product) => void;
}) {
  return (
    <Dialog
      open={product !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={`Deactivate ${product?.name ?? "product"}?`}
      description="It leaves the store and every cart at once. Past orders and subscriptions keep it, and you can reactivate it at any time."
    >
      <DialogActions>
        <Button variant="destructive" onClick={() => product && onConfirm(product)}>
          Deactivate
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The Product Management tab: one page of the list at a time, searched, filtered and paged by the
 * server (decision 0137), the Add Product / Edit dialog, and (de)activation.
 */
export function ProductManagement() {
  const [editing, setEditing] = useState<Editing>({ mode: "closed" });
  const [confirming, setConfirming] = useState<Product | null>(null);
  const { filter, set, setPage } = useProductListFilter();
  const availability = useUpdateProduct();
  const q = useDebouncedValue(filter.q, SEARCH_PAUSE_MS);
  const { data, isLoading, isError, isPlaceholderData, refetch } = useAdminProductPage({
    ...filter,
    q,
  });

  const setActive = (product: Product, isActive: boolean) => {
    setConfirming(null);
    availability.mutate(
      { id: product.id, body: productBody(product, { isActive }) },
      {
        onSuccess: () =>
          toast(
            isActive
              ? { title: "Product Reactivated", description: `${product.name} is on sale again.` }
              : {
                  title: "Product Deactivated",
                  description: `${product.name} is no longer on sale.`,
                },
          ),
        onError: (error) => toastSaveFailure(error, "update"),
      },
    );
  };
  const pendingId = availability.isPending ? availability.variables?.id : undefined;

  return (
    <Card>
      <CardHeader className="gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div className="grid gap-1.5">
          <CardTitle asHeading="h2">Products</CardTitle>
          <CardDescription>
            Every product in the catalogue, on sale or not. Changes show in the store at once.
          </CardDescription>
        </div>
        <Button onClick={() => setEditing({ mode: "create" })} className="shrink-0">
          <Plus aria-hidden="true" /> Add Product
        </Button>
      </CardHeader>
      <CardContent className="px-4 pb-2 sm:px-6 sm:pb-4">
        {isLoading ? (
          <ListSkeleton />
        ) : isError || !data ? (
          <LoadError what="the products" onRetry={() => void refetch()} />
        ) : data.catalogue.total === 0 ? (
          <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">
            No products yet. Add the first one.
          </p>
        ) : (
          <>
            <div
              role="search"
              aria-label="Find products"
              className="grid gap-3 pb-3 sm:grid-cols-[2fr_1fr_1fr] sm:items-end lg:grid-cols-[2fr_1fr_1.3fr_1fr_5rem_5rem_auto]"
            >
              <label className={FILTER_LABEL}>
                Search
                <Input
                  type="search"
                  value={filter.q}
                  onChange={(event) => set({ q: event.target.value })}
                  placeholder="Name, description or #id"
                />
              </label>
              <label className={FILTER_LABEL}>
                Category
                <NativeSelect
                  value={filter.category}
                  onChange={(event) =>
                    set({ category: event.target.value as ProductCategory | "" })
                  }
                >
                  <option value="">All categories</option>
                  {PRODUCT_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {CATEGORY_LABELS[category]}
                    </option>
                  ))}
                </NativeSelect>
              </label>
              <label className={FILTER_LABEL}>
                Status
                <NativeSelect
                  value={filter.status}
                  onChange={(event) =>
                    set({ status: event.target.value as AdminProductStatus | "" })
                  }
                >
                  <option value="">Active and inactive</option>
                  <option value="active">Active</option>
                  <option value="inactive">Inactive</option>
                </NativeSelect>
              </label>
              <PriceFilterFields filter={filter} onChange={set} />
            </div>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {data.total} of {data.catalogue.total}{" "}
              {data.catalogue.total === 1 ? "product" : "products"}
            </p>
            {data.items.length === 0 ? (
              <p className="my-3 rounded-md border border-dashed p-8 text-center text-muted-foreground">
                No products match.
              </p>
            ) : null}
            <ul
              className={`divide-y ${isPlaceholderData ? "opacity-60" : ""}`}
              aria-label="Products"
              aria-busy={isPlaceholderData}
            >
              {data.items.map((product) => (
                <ProductRow
                  key={product.id}
                  product={product}
                  busy={pendingId === product.id}
                  onEdit={() => setEditing({ mode: "edit", product })}
                  onToggleActive={() =>
                    product.isActive ? setConfirming(product) : setActive(product, true)
                  }
                />
              ))}
            </ul>
            {data.total > data.pageSize ? (
              <Pager
                label="Product pages"
                page={data.page}
                pages={Math.ceil(data.total / data.pageSize)}
                onPage={setPage}
                className="py-3"
              />
            ) : null}
          </>
        )}
      </CardContent>
      <ProductDialog
        open={editing.mode !== "closed"}
        product={editing.mode === "edit" ? editing.product : null}
        onOpenChange={(open) => (open ? undefined : setEditing({ mode: "closed" }))}
      />
      <DeactivateDialog
        product={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={(product) => setActive(product, false)}
      />
    </Card>
  );
}
