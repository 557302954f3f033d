import { useState } from "react";
import { useParams } from "react-router";
import { SiteLink } from "@client/components/site-link";
import ArrowLeft from "lucide-react/icons/arrow-left";
import Check from "lucide-react/icons/check";
import Headphones from "lucide-react/icons/headphones";
import PackageX from "lucide-react/icons/package-x";
import RefreshCw from "lucide-react/icons/refresh-cw";
import MonitorSmartphone from "lucide-react/icons/monitor-smartphone";
import ShieldCheck from "lucide-react/icons/shield-check";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import Sparkles from "lucide-react/icons/sparkles";
import Star from "lucide-react/icons/star";
import Undo2 from "lucide-react/icons/undo-2";
import type { LucideIcon } from "lucide-react";
import { whyChooseReasons, type ReasonKind } from "@shared/why-choose";
import { StartTrialForm } from "@client/components/start-trial-form";
import { useStartTrial } from "@client/lib/cart/start-trial";
import { RelatedProducts } from "./related-products";
import { DISPLAY_RATING } from "@shared/constants";
import { contactHref } from "@shared/contact-links";
import type { Product } from "@shared/contracts/products";
import { CATEGORY_LABELS, featuresOf } from "@shared/products";
import { hasErrorCode } from "@client/lib/api-client";
import { useAddToCart } from "@client/lib/cart/add-to-cart";
import { ProductImage } from "@client/components/product-image";
import { ProductPrice } from "@client/components/product-price";
import { Badge } from "@client/components/ui/badge";
import { Button, buttonClass } from "@client/components/ui/button";
import { Skeleton } from "@client/components/ui/skeleton";
import type { ProductDetail as ProductWithFacts } from "@shared/contracts/products";
import { CompareButton } from "@client/components/compare-button";
import { AddToCartForm } from "@client/components/add-to-cart-form";
import { hasFacts, parseProductId, useProduct } from "./api/get-product";
import { AtAGlance } from "./at-a-glance";
import { OfferQuantity } from "./offer-quantity";

/** Each kind of reason's picture. */
const REASON_ICONS: Record<ReasonKind, LucideIcon> = {
  support: Headphones,
  updates: RefreshCw,
  runs: MonitorSmartphone,
  trial: Sparkles,
  refund: Undo2,
  security: ShieldCheck,
};

/** Why Choose This Product? from its own facts (issue 47): only what its sheet backs. */
function WhyChoose({ product }: { product: Product | ProductWithFacts }) {
  const reasons = whyChooseReasons({
    type: product.type,
    offer: product.offer,
    facts: hasFacts(product) ? product.facts : null,
  });
  return (
    <section aria-labelledby="why-heading" className="mt-16 rounded-lg bg-muted p-6 sm:p-8">
      <h2 id="why-heading" className="text-2xl font-bold tracking-tight">
        Why Choose This Product?
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-3">
        {reasons.map(({ kind, title, text }) => {
          const Icon = REASON_ICONS[kind];
          return (
            <div key={kind} className="rounded-lg bg-background p-6 shadow-sm">
              <span className="flex size-10 items-center justify-center rounded-full bg-highlight text-accent">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </div>
          );
        })}
      </div>
    </section>
  );
}

function BackToProducts() {
  return (
    <SiteLink to="/products" className={buttonClass("ghost", "sm", "-ml-3")}>
      <ArrowLeft aria-hidden="true" /> Back to Products
    </SiteLink>
  );
}

function ProductNotFound() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <PackageX className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Product Not Found</h1>
      <p className="text-muted-foreground">
        The product you are looking for does not exist or is no longer available.
      </p>
      <SiteLink to="/products" className={buttonClass()}>
        <ArrowLeft aria-hidden="true" /> Back to Products
      </SiteLink>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="grid gap-10 lg:grid-cols-2" aria-hidden="true">
      <Skeleton className="aspect-[16/10] w-full" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-8 w-32" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    </div>
  );
}

function ProductDetail({ product }: { product: Product | ProductWithFacts }) {
  const { add, pendingProductId } = useAddToCart();
  const startTrial = useStartTrial();
  const isSubscription = product.type === "subscription";
  // The users, clients or returns picked (1 until changed: the spec's add adds one); null while
  // the picker holds something that cannot be bought.
  const [quantity, setQuantity] = useState(1);
  const [picked, setPicked] = useState(true);
  return (
    <>
      <div className="grid gap-10 lg:grid-cols-2">
        <ProductImage
          product={product}
          loading="eager"
          fetchPriority="high"
          className="rounded-lg border shadow-sm"
        />
        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center gap-3">
            <Badge variant="secondary">{CATEGORY_LABELS[product.category]}</Badge>
            {isSubscription ? <Badge variant="outline">Subscription</Badge> : null}
            <span className="flex items-center gap-1 text-sm text-muted-foreground">
              <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
              <span className="font-semibold text-foreground">{DISPLAY_RATING}</span>
              <span className="sr-only">out of 5</span>
            </span>
          </div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{product.name}</h1>
          <p>
            <ProductPrice product={product} className="text-3xl" />
          </p>
          <p className="text-lg leading-relaxed text-muted-foreground">{product.description}</p>
          {hasFacts(product) ? <AtAGlance product={product} /> : null}
          <section aria-labelledby="features-heading">
            <h2 id="features-heading" className="text-lg font-semibold">
              Features Include:
            </h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {featuresOf(product).map((feature) => (
                <li key={feature} className="flex items-start gap-2 text-sm">
                  <Check className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
          </section>
          <OfferQuantity
            product={product}
            value={quantity}
            onChange={(next) => {
              setPicked(next !== null);
              if (next !== null) setQuantity(next);
            }}
          />
          <div className="flex flex-col gap-3 sm:flex-row">
            {isSubscription ? (
              // Straight to this product's own checkout (decision 0262); the cart stays as it is.
              <StartTrialForm
                product={product}
                quantity={quantity}
                onStart={() => (picked ? startTrial(product, quantity) : undefined)}
                className="flex sm:flex-1"
              >
                <Button
                  type="submit"
                  size="lg"
                  variant="accent"
                  className="flex-1"
                  aria-disabled={!picked || undefined}
                >
                  <Sparkles aria-hidden="true" />
                  Start Free Trial
                </Button>
              </StartTrialForm>
            ) : (
              <AddToCartForm
                product={product}
                quantity={quantity}
                onAdd={() => (picked ? add(product, quantity) : undefined)}
                className="flex sm:flex-1"
              >
                <Button
                  type="submit"
                  size="lg"
                  className="flex-1"
                  disabled={pendingProductId === product.id}
                  aria-disabled={!picked || undefined}
                >
                  <ShoppingCart aria-hidden="true" />
                  Add to Cart
                </Button>
              </AddToCartForm>
            )}
            <SiteLink
              to={contactHref({ inquiry: "sales", product: product.name })}
              className={buttonClass("outline", "lg", "sm:flex-1")}
            >
              Contact Sales
            </SiteLink>
            <CompareButton product={product} size="lg" />
          </div>
        </div>
      </div>

      <WhyChoose product={product} />
      <RelatedProducts product={product} />
    </>
  );
}

export default function ProductDetailPage() {
  const params = useParams<{ id: string }>();
  const id = parseProductId(params.id);
  const { data: product, isLoading, error } = useProduct(id);

  if (id === null || hasErrorCode(error, "product_not_found", "validation_failed"))
    return <ProductNotFound />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="mb-6">
        <BackToProducts />
      </div>
      {error ? (
        <p role="alert" className="rounded-md border p-6 text-center text-muted-foreground">
          We could not load this product. Please refresh the page to try again.
        </p>
      ) : isLoading || !product ? (
        <DetailSkeleton />
      ) : (
        <ProductDetail key={product.id} product={product} />
      )}
    </div>
  );
}
