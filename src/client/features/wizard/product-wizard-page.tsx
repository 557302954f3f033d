import { PlainPage } from "@client/components/plain-page";

export default function ProductWizardPage() {
  return <PlainPage title="AI Product Wizard" />;
}
