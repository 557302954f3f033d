import { PlainPage } from "@client/components/plain-page";

export default function ContactPage() {
  return <PlainPage title="Contact Us" />;
}
