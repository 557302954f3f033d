import type { OfferUnit } from "./offer.js";
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
    "Download the file and open it in Excel or Word (Google Sheets and Docs open it too); keep a clean copy as your master.",
  saas_activation:
    "Your account is active: sign in with this e-mail address. Manage the subscription from your dashboard.",
  service_booking:
    "Book your session: pick times that suit you in the booking message (it names your order), or reply to the confirmation e-mail.",
};

const INSTALLER_STEPS = "Download the installer, run it, and enter your licence key when asked";

const KEEP_A_MASTER = "keep a clean copy as your master.";

/** What opens a template's file, by its extension (decision 0196); others get no program named. */
const TEMPLATE_PROGRAMS: Record<string, string> = {
  xlsx: "Download the workbook and open it in Excel (Google Sheets opens it too)",
  docx: "Download the document and open it in Word (Google Docs opens it too)",
};

/**
 * The instructions for one delivered line: a licence key is per seat only where the offer counts
 * users; a per-firm licence has one key for the whole firm. A template names the program that
 * opens the file it delivered (`fileName`): a workbook Excel, a document Word, and an earlier
 * buyer's Markdown or CSV file neither.
 */
export function deliveryInstructions(
  delivery: DeliveryMethod,
  unit: OfferUnit,
  fileName?: string | null,
): string {
  if (delivery === "template_download" && fileName) {
    const steps =
      TEMPLATE_PROGRAMS[fileName.split(".").pop()!.toLowerCase()] ?? "Download the file";
    return `${steps}; ${KEEP_A_MASTER}`;
  }
  if (delivery !== "licence_key_installer") return DELIVERY_INSTRUCTIONS[delivery];
  if (unit === "per_user") return DELIVERY_INSTRUCTIONS.licence_key_installer;
  if (unit === "per_firm") return `${INSTALLER_STEPS} (one key for the whole firm).`;
  return `${INSTALLER_STEPS}.`;
}

/** How a line's licence key is labelled: "Licence key (seat 2)", "Licence key (whole firm)". */
export function licenceKeyLabel(unit: OfferUnit, index: number, count: number): string {
  if (unit === "per_firm")
    return count === 1 ? "Licence key (whole firm)" : `Licence key ${index + 1} (whole firm)`;
  if (unit === "per_user") return `Licence key (seat ${index + 1})`;
  return count === 1 ? "Licence key" : `Licence key ${index + 1}`;
}
