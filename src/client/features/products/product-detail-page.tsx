import { PlainPage } from "@client/components/plain-page";

export default function ProductDetailPage() {
  return <PlainPage title="Product" />;
}
