import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { AdminProductBody } from "@shared/contracts/admin-products";
import type { ProductDetail } from "@shared/contracts/products";
import { CATEGORY_LABELS, PRODUCT_CATEGORIES, PRODUCT_TYPES } from "@shared/products";
import {
  OFFER_TERM_LABELS,
  OFFER_TERMS,
  OFFER_UNIT_LABELS,
  OFFER_UNITS,
  typeOfTerm,
} from "@shared/offer";
import { fieldAria, FormField } from "@client/components/form-field";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogActions } from "@client/components/ui/dialog";
import { Input, Textarea } from "@client/components/ui/input";
import { NativeSelect } from "@client/components/ui/native-select";
import { toast } from "@client/lib/use-toast";
import { useCreateProduct } from "./api/create-product";
import { useUpdateProduct } from "./api/update-product";
import {
  editedProductBody,
  EMPTY_PRODUCT_FORM,
  productFormSchema,
  productFormValues,
  type ProductFormValues,
} from "./product-form";
import { toastSaveFailure } from "./save-messages";
import { FactSheetEditor } from "./fact-sheet-editor";
import { ImageUpload } from "./image-upload";
import { InstallerSection } from "./installer-section";
import { deliveryOf } from "@shared/delivery";

const TYPE_LABELS = { "one-time": "One-time purchase", subscription: "Subscription (monthly)" };

/** Create mode without a product, edit mode with one (spec section 4). */
export function ProductDialog({
  open,
  product,
  onOpenChange,
}: {
  open: boolean;
  product: ProductDetail | null;
  onOpenChange: (open: boolean) => void;
}) {
  const editing = product !== null;
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    formState: { errors },
  } = useForm<ProductFormValues, unknown, AdminProductBody>({
    resolver: zodResolver(productFormSchema),
    defaultValues: EMPTY_PRODUCT_FORM,
  });

  useEffect(() => {
    if (open) reset(product ? productFormValues(product) : EMPTY_PRODUCT_FORM);
  }, [open, product, reset]);

  const saved = (title: string, description: string) => {
    onOpenChange(false);
    toast({ title, description });
  };
  const save = handleSubmit((body) => {
    if (product) {
      update.mutate(
        { id: product.id, body: editedProductBody(product, body) },
        {
          onSuccess: () => saved("Product Updated", "Product has been updated successfully."),
          onError: (error) => toastSaveFailure(error, "update"),
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => saved("Product Created", "Product has been created successfully."),
        onError: (error) => toastSaveFailure(error, "create"),
      });
    }
  });
  const saving = create.isPending || update.isPending;

  const facts = watch("facts");
  const takesInstaller =
    deliveryOf({ category: watch("category"), facts }) === "licence_key_installer";
  const factsError = (() => {
    const problem = errors.facts as Record<string, { message?: string }> | undefined;
    if (!problem) return undefined;
    if (typeof problem.message === "string") return problem.message;
    const [key, value] = Object.entries(problem).find(([, v]) => v && typeof v === "object") ?? [];
    return key ? `${key}: ${value?.message ?? "is not valid"}` : "The fact sheet is not valid";
  })();

  const chosenType = watch("type");
  const field = (
    name: Exclude<keyof ProductFormValues, "facts" | "offer">,
    label: string,
    required = false,
  ) => {
    const id = `product-${name}`;
    const error = errors[name]?.message;
    return {
      field: { id, label, required, error },
      control: { ...register(name), ...fieldAria(id, error, required) },
    };
  };
  const name = field("name", "Name", true);
  const price = field("price", "Price (USD)", true);
  const description = field("description", "Description", true);
  const category = field("category", "Category", true);
  const type = field("type", "Type", true);
  const imageUrl = field("imageUrl", "Image URL");
  const downloadUrl = field("downloadUrl", "Download URL");
  const stripePriceId = field("stripePriceId", "Stripe Price ID");
  const features = field("features", "Features (JSON array)");
  const offerUnit = { id: "product-offer-unit", label: "Price per", required: true };
  const offerTerm = { id: "product-offer-term", label: "Licence term", required: true };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? "Edit Product" : "Add Product"}
      description={
        editing
          ? "Change the product's details. Saving updates the store at once."
          : "Add a product to the catalogue. It goes on sale as soon as it is saved."
      }
      className="max-w-2xl"
    >
      {product && !product.isActive ? (
        <p role="note" className="rounded-md bg-highlight px-3 py-2 text-sm">
          This product is off sale. Saving it puts it back on sale.
        </p>
      ) : null}
      <form onSubmit={save} noValidate aria-label="Product details" className="grid gap-4">
        <FormField {...name.field}>
          <Input autoComplete="off" {...name.control} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField {...price.field}>
            <Input type="number" inputMode="decimal" min="0" step="0.01" {...price.control} />
          </FormField>
          <FormField {...category.field}>
            <NativeSelect {...category.control}>
              {PRODUCT_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {CATEGORY_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField {...type.field}>
            <NativeSelect {...type.control}>
              {PRODUCT_TYPES.map((value) => (
                <option key={value} value={value}>
                  {TYPE_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField {...offerUnit}>
            <NativeSelect {...register("offer.unit")} {...fieldAria(offerUnit.id, undefined, true)}>
              {OFFER_UNITS.map((value) => (
                <option key={value} value={value}>
                  {OFFER_UNIT_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField {...offerTerm}>
            <NativeSelect {...register("offer.term")} {...fieldAria(offerTerm.id, undefined, true)}>
              {OFFER_TERMS.filter((term) => typeOfTerm(term) === chosenType).map((value) => (
                <option key={value} value={value}>
                  {OFFER_TERM_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <FormField {...description.field}>
          <Textarea rows={4} {...description.control} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <FormField {...imageUrl.field}>
              <Input
                type="text"
                inputMode="url"
                placeholder="https://… or /images/…"
                {...imageUrl.control}
              />
            </FormField>
            <ImageUpload
              onUploaded={(url) =>
                setValue("imageUrl", url, { shouldDirty: true, shouldValidate: true })
              }
            />
          </div>
          <FormField {...downloadUrl.field}>
            <Input
              type="text"
              inputMode="url"
              placeholder="https://… or /downloads/…"
              {...downloadUrl.control}
            />
          </FormField>
        </div>
        {takesInstaller ? (
          <InstallerSection
            productId={product?.id ?? null}
            onUploaded={(url) =>
              setValue("downloadUrl", url, { shouldDirty: true, shouldValidate: true })
            }
          />
        ) : null}
        <FormField {...stripePriceId.field}>
          <Input placeholder="price_…" autoComplete="off" {...stripePriceId.control} />
        </FormField>
        <FormField {...features.field}>
          <Textarea
            rows={4}
            spellCheck={false}
            placeholder={'["Feature 1", "Feature 2"]'}
            className="font-mono text-xs"
            {...features.control}
          />
        </FormField>
        {facts ? (
          <FactSheetEditor
            facts={facts}
            error={factsError}
            onChange={(next) => setValue("facts", next, { shouldDirty: true })}
          />
        ) : null}
        <DialogActions className="pt-2">
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : editing ? "Update Product" : "Create Product"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
