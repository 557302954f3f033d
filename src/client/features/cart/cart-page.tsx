import { Link } from "react-router";
import ArrowLeft from "lucide-react/icons/arrow-left";
import Lock from "lucide-react/icons/lock";
import { useCart } from "@client/lib/cart/get-cart";
import { buttonClass } from "@client/components/ui/button";
import { Card, CardContent, CardHeader } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { LoadError } from "@client/components/load-error";
import { CartEmpty } from "./cart-empty";
import { CartLine } from "./cart-line";
import { OrderSummaryRows } from "@client/components/order-summary-rows";
import { BuyingFor } from "@client/components/buying-for";

export default function CartPage() {
  const cart = useCart();
  const { data: items, isLoading, isError } = cart;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">Shopping Cart</h1>
      {isLoading ? (
        <div className="mt-8 grid gap-4" aria-hidden="true">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : isError ? (
        <LoadError what="your cart" className="mt-8" retry={cart} />
      ) : !items?.length ? (
        <div className="mt-8 rounded-lg border">
          <CartEmpty />
        </div>
      ) : (
        <div className="mt-8 grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
          <ul className="flex flex-col gap-4" aria-label="Cart items">
            {items.map((item) => (
              <CartLine key={item.id} item={item} />
            ))}
          </ul>
          <Card className="lg:sticky lg:top-24">
            <CardHeader>
              <h2 className="text-lg font-semibold leading-tight">Order Summary</h2>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <OrderSummaryRows items={items} />
              <BuyingFor />
              <Link to="/checkout" className={buttonClass("default", "lg")}>
                <Lock aria-hidden="true" /> Proceed to Checkout
              </Link>
              <Link to="/products" className={buttonClass("outline")}>
                <ArrowLeft aria-hidden="true" /> Continue Shopping
              </Link>
            </CardContent>
          </Card>
        </div>
      )}
    </div>
  );
}
