import type { DeliveryMethod } from "./product-facts.js";

/** A product's delivery fact, or by its category when the fact is unknown. */
export function deliveryOf(product: {
  category: "software" | "templates" | "saas";
  facts?: { delivery?: string } | null;
}): DeliveryMethod {
  const fact = product.facts?.delivery;
  if (
    fact === "licence_key_installer" ||
    fact === "saas_activation" ||
    fact === "template_download" ||
    fact === "service_booking"
  )
    return fact;
  return product.category === "software"
    ? "licence_key_installer"
    : product.category === "templates"
      ? "template_download"
      : "saas_activation";
}

/** What a buyer does with each kind of delivery: shown on the confirmation page and in the e-mail. */
export const DELIVERY_INSTRUCTIONS: Record<DeliveryMethod, string> = {
  licence_key_installer:
    "Download the installer, run it, and enter your licence key when asked (one key per seat).",
  template_download:
    "Download the files and open them in Excel or Word; keep a clean copy as your master.",
  saas_activation:
    "Your account is active: sign in with this e-mail address. Manage the subscription from your dashboard.",
  service_booking:
    "Book your session: pick times that suit you in the booking message (it names your order), or reply to the confirmation e-mail.",
};
