import { PlainPage } from "@client/components/plain-page";

export default function DashboardPage() {
  return <PlainPage title="Dashboard" />;
}
