import { DEMO_STORE_IDENTITY } from "./store-identity.js";

/**
 * The store's published answers: the contact page's Frequently Asked Questions and business
 * hours. The contact page shows them and the advisor's store-policy tool quotes them, so the two
 * never disagree.
 */
export const faqs = (
  hours: readonly string[] = DEMO_STORE_IDENTITY.supportHours,
): { question: string; answer: string }[] => [
  {
    question: "How quickly will I get a response?",
    // Spec section 9: business hours Mon-Fri 8-6 EST and Sat 9-2 EST (the configured hours, decision 0260).
    answer: `We respond within 4-6 hours during business hours (${hours.join(" and ")}) and within 24 hours otherwise.`,
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

/** The FAQ with the demo's hours (what the advisor quotes). */
export const FAQS = faqs();

/** The contact page's Business Hours card, line by line. */
export const businessHours = (hours: readonly string[] = DEMO_STORE_IDENTITY.supportHours) => [
  ...hours,
  "Closed at other times",
];
export const BUSINESS_HOURS = businessHours();
