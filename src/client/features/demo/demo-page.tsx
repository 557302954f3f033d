import { PlainPage } from "@client/components/plain-page";

export default function DemoPage() {
  return <PlainPage title="Interactive Demo" />;
}
