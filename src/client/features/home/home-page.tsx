import { PlainPage } from "@client/components/plain-page";

export default function HomePage() {
  return <PlainPage title="Welcome back" />;
}
