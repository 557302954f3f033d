import { PlainPage } from "@client/components/plain-page";

export default function ProductsPage() {
  return <PlainPage title="Products" />;
}
