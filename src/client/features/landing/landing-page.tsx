import { PlainPage } from "@client/components/plain-page";

export default function LandingPage() {
  return <PlainPage title="Software that fits your practice" />;
}
