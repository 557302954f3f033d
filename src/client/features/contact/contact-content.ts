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

export const FAQS: { question: string; answer: string }[] = [
  {
    question: "How quickly will I get a response?",
    answer:
      "We respond within 4-6 hours during business hours (Mon-Fri 8-6 EST and Sat 9-2 EST) and within 24 hours otherwise.",
  },
  {
    question: "Do you offer free trials?",
    answer:
      "Yes. Most of our SaaS products come with a 14-day free trial, so you can try them with your own work before you buy.",
  },
  {
    question: "Can I see a product demo?",
    answer:
      "Of course. Choose Product Demo Request as the inquiry type in the form above, tell us which product interests you, and we'll schedule a live demo with a specialist.",
  },
  {
    question: "Can you help me choose the right software?",
    answer:
      "Yes. Send a Sales Consultation message or try our AI Wizard, which recommends products from your firm size, services and budget.",
  },
];
