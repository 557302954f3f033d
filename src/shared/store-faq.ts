/**
 * The store's published answers: the contact page's Frequently Asked Questions and business
 * hours. The contact page shows them and the advisor's store-policy tool quotes them, so the two
 * never disagree.
 */
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

/** The contact page's Business Hours card, line by line. */
export const BUSINESS_HOURS = ["Mon-Fri 8-6 EST", "Sat 9-2 EST", "Sunday closed"] as const;
