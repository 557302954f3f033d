import Briefcase from "lucide-react/icons/briefcase";
import LifeBuoy from "lucide-react/icons/life-buoy";
import MessageSquare from "lucide-react/icons/message-square";
import type { LucideIcon } from "lucide-react";
import type { InquiryType } from "@shared/contracts/contact";

export const HELP_CATEGORIES: {
  title: string;
  text: string;
  icon: LucideIcon;
  /** The inquiry type a click on the category selects in the form. */
  inquiry: InquiryType;
}[] = [
  {
    title: "General Inquiry",
    inquiry: "general",
    text: "Questions about Countinghouse, our products, partnerships or your account.",
    icon: MessageSquare,
  },
  {
    title: "Technical Support",
    inquiry: "technical",
    text: "Help installing, configuring or troubleshooting software you bought from us.",
    icon: LifeBuoy,
  },
  {
    title: "Sales Consultation",
    inquiry: "sales",
    text: "Talk to a specialist about the right tools, pricing and licenses for your firm.",
    icon: Briefcase,
  },
];

// The FAQ is the advisor's too (its store-policy tool quotes it), so it lives in src/shared.
export { faqs } from "@shared/store-faq";
