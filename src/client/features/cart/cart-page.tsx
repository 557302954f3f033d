import { PlainPage } from "@client/components/plain-page";

export default function CartPage() {
  return <PlainPage title="Shopping Cart" />;
}
