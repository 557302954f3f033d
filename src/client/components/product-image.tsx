import { useRef, useState, type ImgHTMLAttributes } from "react";
import { useEarlyImageFailure } from "@client/lib/use-early-image-failure";
import type { Product } from "@shared/contracts/products";
import { CATEGORY_FALLBACK_IMAGES } from "@shared/products";
import { cn } from "@client/lib/cn";

/** The images are drawn at 16:10; width and height reserve the space so nothing shifts. */
export const PRODUCT_IMAGE_WIDTH = 640;
export const PRODUCT_IMAGE_HEIGHT = 400;

/**
 * A product's picture, or its category's when it has none or it fails to load (spec section 3).
 */
export function ProductImage({
  product,
  className,
  ...props
}: { product: Pick<Product, "name" | "imageUrl" | "category"> } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "alt"
>) {
  const fallback = CATEGORY_FALLBACK_IMAGES[product.category];
  const [failed, setFailed] = useState(false);
  const src = !product.imageUrl || failed ? fallback : product.imageUrl;
  const image = useRef<HTMLImageElement>(null);
  useEarlyImageFailure(
    image,
    () => setFailed(true),
    image.current?.getAttribute("src") === fallback,
  );
  return (
    <img
      ref={image}
      src={src}
      alt={product.name}
      width={PRODUCT_IMAGE_WIDTH}
      height={PRODUCT_IMAGE_HEIGHT}
      decoding="async"
      onError={() => {
        if (src !== fallback) setFailed(true);
      }}
      className={cn("aspect-[16/10] w-full bg-muted object-cover", className)}
      {...props}
    />
  );
}
