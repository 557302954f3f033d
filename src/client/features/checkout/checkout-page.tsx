import { PlainPage } from "@client/components/plain-page";

export default function CheckoutPage() {
  return <PlainPage title="Checkout" />;
}
