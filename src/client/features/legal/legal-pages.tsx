import { LegalPage } from "./legal-page";
import { PRIVACY, SECURITY, TERMS } from "@shared/legal-documents";

export function PrivacyPage() {
  return <LegalPage document={PRIVACY} />;
}

export function TermsPage() {
  return <LegalPage document={TERMS} />;
}

export function SecurityPage() {
  return <LegalPage document={SECURITY} />;
}
