import { PlainPage } from "@client/components/plain-page";

export default function AdminPage() {
  return <PlainPage title="Admin Dashboard" />;
}
