import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import type { LucideIcon } from "lucide-react";
import { businessHours } from "@shared/store-faq";
import { telHref, type StoreIdentity } from "@shared/store-identity";

/** The premium customers' priority line (spec: the emergency support block). */
export const EMERGENCY_PHONE = "(617) 555-0199";

/** The company's published contact details, from its configured identity (decision 0260). */
export function contactCards(store: StoreIdentity): {
  title: string;
  icon: LucideIcon;
  lines: string[];
  href?: string;
}[] {
  return [
    {
      title: "Email",
      icon: Mail,
      lines: [store.supportEmail, "We reply within 24 hours"],
      href: `mailto:${store.supportEmail}`,
    },
    {
      title: "Phone",
      icon: Phone,
      lines: [store.supportPhone, store.supportHours[0] ?? ""].filter(Boolean),
      href: telHref(store.supportPhone),
    },
    {
      title: "Headquarters",
      icon: MapPin,
      lines: [store.legalName, store.address],
    },
    {
      title: "Business Hours",
      icon: Clock,
      lines: businessHours(store.supportHours),
    },
  ];
}
