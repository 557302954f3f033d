import { PlainPage } from "@client/components/plain-page";

export default function AboutPage() {
  return <PlainPage title="About Countinghouse" />;
}
