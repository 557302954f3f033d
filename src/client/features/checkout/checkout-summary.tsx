import type { CartItem } from "@shared/contracts/cart";
import { formatMoney, parseCents } from "@shared/money";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { OrderSummaryRows } from "@client/components/order-summary-rows";

/** Items with quantity and line totals, then Subtotal, Tax and Total. */
export function CheckoutSummary({ items }: { items: CartItem[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Order Summary</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-3">
          {items.map((item) => (
            <li key={item.id} className="flex items-start justify-between gap-4 text-sm">
              <div>
                <p className="font-medium">{item.product.name}</p>
                <p className="text-muted-foreground">
                  Qty {item.quantity}
                  {item.product.type === "subscription" ? " · billed monthly" : ""}
                </p>
              </div>
              <span className="tabular-nums">
                {formatMoney(parseCents(item.product.price) * item.quantity)}
              </span>
            </li>
          ))}
        </ul>
        <div className="border-t pt-4">
          <OrderSummaryRows items={items} />
        </div>
      </CardContent>
    </Card>
  );
}
