import type { Product } from "@shared/contracts/products";
import { ProductCard } from "@client/components/product-card";
import { useAddToCart } from "@client/lib/cart/add-to-cart";
import { useStartTrial } from "@client/lib/cart/start-trial";
import { useRelatedProducts } from "./api/get-related-products";

/**
 * "People also compare" (issue 47): the products sharing the most facts with this one. Nothing is
 * shown while they load, when none shares anything, or when they cannot be had: the page does
 * not depend on them.
 */
export function RelatedProducts({ product }: { product: Pick<Product, "id"> }) {
  const { data } = useRelatedProducts(product.id);
  const cart = useAddToCart();
  const startTrial = useStartTrial();
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-16">
      <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
        People also compare
      </h2>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {data.map((related) => (
          <ProductCard
            key={related.id}
            product={related}
            onAdd={cart.add}
            onStartTrial={startTrial}
            adding={cart.pendingProductId === related.id}
          />
        ))}
      </div>
    </section>
  );
}
