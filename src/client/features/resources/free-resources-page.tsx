import { PlainPage } from "@client/components/plain-page";

export default function FreeResourcesPage() {
  return <PlainPage title="Free Resources" />;
}
