import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import type { LucideIcon } from "lucide-react";
import { BUSINESS_HOURS } from "@shared/store-faq";

/** The company's published contact details, in one place so they are changed together. */
export const SUPPORT_EMAIL = "support@countinghouse.com";
export const SUPPORT_PHONE = "(617) 555-0142";
export const EMERGENCY_PHONE = "(617) 555-0199";

export const CONTACT_CARDS: {
  title: string;
  icon: LucideIcon;
  lines: string[];
  href?: string;
}[] = [
  {
    title: "Email",
    icon: Mail,
    lines: [SUPPORT_EMAIL, "We reply within 24 hours"],
    href: `mailto:${SUPPORT_EMAIL}`,
  },
  {
    title: "Phone",
    icon: Phone,
    lines: [SUPPORT_PHONE, "Mon-Fri 8-6 EST"],
    href: `tel:+1${SUPPORT_PHONE.replace(/\D/g, "")}`,
  },
  {
    title: "Headquarters",
    icon: MapPin,
    lines: ["75 Ledger Lane, Suite 300", "Boston, MA 02110"],
  },
  {
    title: "Business Hours",
    icon: Clock,
    lines: [...BUSINESS_HOURS],
  },
];
