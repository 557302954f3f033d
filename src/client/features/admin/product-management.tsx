import { useState } from "react";
import { Plus } from "lucide-react";
import type { Product } from "@shared/contracts/products";
import { Button } from "@client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@client/components/ui/card";
import { Dialog, DialogClose } from "@client/components/ui/dialog";
import { Skeleton } from "@client/components/ui/skeleton";
import { LoadError } from "@client/components/load-error";
import { toast } from "@client/lib/use-toast";
import { productBody, useUpdateProduct } from "./api/update-product";
import { ProductDialog } from "./product-dialog";
import { ProductRow } from "./product-row";
import { toastSaveFailure } from "./save-messages";

type Editing = { mode: "closed" } | { mode: "create" } | { mode: "edit"; product: Product };

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
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button variant="destructive" onClick={() => product && onConfirm(product)}>
          Deactivate
        </Button>
      </div>
    </Dialog>
  );
}

/** The Product Management tab: the list, the Add Product / Edit dialog, and (de)activation. */
export function ProductManagement({
  products,
  isLoading,
  isError,
  onRetry,
}: {
  products: Product[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  const [editing, setEditing] = useState<Editing>({ mode: "closed" });
  const [confirming, setConfirming] = useState<Product | null>(null);
  const availability = useUpdateProduct();

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
        ) : isError || !products ? (
          <LoadError what="the products" onRetry={onRetry} />
        ) : products.length === 0 ? (
          <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">
            No products yet. Add the first one.
          </p>
        ) : (
          <ul className="divide-y" aria-label="Products">
            {products.map((product) => (
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
