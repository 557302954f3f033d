/**
 * The Privacy Policy, Terms of Service and Security pages, as this shop works: Stripe takes the
 * card, sign-in is Google or Microsoft, the cookies and browser storage are the ones in
 * `cookies.ts`, refunds are asked for from an order within `REFUND_WINDOW_DAYS`. Who runs the shop
 * (company, address, e-mail, the law that governs) comes from the configured identity (decision
 * 0260), so each page is a function of it; its path, title and summary are fixed, for the page's
 * head and the sitemap.
 */
import { BROWSER_RECORDS } from "./cookies.js";
import { REFUND_WINDOW_DAYS } from "./refunds.js";
import { STORE_BRAND, type StoreIdentity } from "./store-identity.js";
import { DEFAULT_TRIAL_DAYS } from "./subscriptions.js";
import { TAX_RATE_PERCENT } from "./constants.js";

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  path: "/privacy" | "/terms" | "/security";
  title: string;
  summary: string;
  /** When this version took effect (shown under the title). */
  effective: string;
  sections: (store: StoreIdentity) => LegalSection[];
}

const EFFECTIVE = "November 27, 2026";

/** A section's anchor on its page: "Refunds" is #refunds, "Prices, tax and payment" #prices-tax-and-payment. */
export const legalSectionId = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The address of one section of a legal page (checkout links the refund policy with it). */
export const legalSectionPath = (document: Pick<LegalDocument, "path">, heading: string) =>
  `${document.path}#${legalSectionId(heading)}`;

export const PRIVACY: LegalDocument = {
  path: "/privacy",
  title: "Privacy Policy",
  summary: `What ${STORE_BRAND} collects when you browse, buy and use the AI advisor, why, and the choices you have.`,
  effective: EFFECTIVE,
  sections: (store) => [
    {
      heading: "Who we are",
      paragraphs: [
        `${STORE_BRAND} is run by ${store.legalName}, ${store.address}. We are responsible for the personal information described here. Write to ${store.supportEmail} about anything in this policy.`,
      ],
    },
    {
      heading: "What we collect",
      paragraphs: ["We collect only what we need to run the store and support you:"],
      list: [
        "Account details from the provider you sign in with (Google or Microsoft): your name, e-mail address and profile picture. We never see your password.",
        "Your cart, orders, invoices, subscriptions, downloads and refund requests, including the name and price of each item when you bought it.",
        "The billing details you enter at checkout (name, firm, address and, if you give it, your EIN), printed on your invoices.",
        "Messages you write to the AI advisor and your answers to the product wizard, so the advisor can recommend products and you can return to the conversation.",
        "Messages you send through the contact form.",
        "Technical records kept for security and to fix faults: IP address, browser, the pages and API calls requested and when.",
      ],
    },
    {
      heading: "Card payments",
      paragraphs: [
        "Card payments are processed by Stripe, Inc. Your card number, expiry date and security code go from your browser to Stripe directly; they never reach or are stored on our servers. We keep Stripe's payment reference, the amount, the status and the card's brand and last four digits, to show your invoices, renew subscriptions you chose and handle refunds. Stripe's privacy policy governs what Stripe does with payment data.",
      ],
    },
    {
      heading: "Cookies and browser storage",
      paragraphs: [
        `We set ${countWord(BROWSER_RECORDS.filter((r) => r.kind === "Cookie").length)} cookies and keep ${countWord(BROWSER_RECORDS.filter((r) => r.kind !== "Cookie").length)} small records in your browser's storage, all needed for the store to work. None is used for advertising or to follow you across sites. On the checkout page, Stripe sets its own cookies to prevent fraud.`,
      ],
      list: BROWSER_RECORDS.map(
        (record) =>
          `${record.names.join(" or ")} (${record.kind.toLowerCase()}): ${record.purpose} Kept: ${record.lasts}.`,
      ),
    },
    {
      heading: "How we use it",
      paragraphs: [
        "To provide what you ask for (accounts, checkout, downloads, subscriptions, refunds, advice), to send the e-mails that go with it (order confirmations, invoices, trial and renewal notices, answers to your messages), to prevent fraud and abuse, to meet tax and accounting obligations, and to answer you. If the store uses an external AI provider, the text of your advisor conversation is sent to that provider to produce answers, and that provider's data terms apply. We do not sell your personal information.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "Orders and invoices are kept for seven years because tax law requires it. Sessions expire after 30 days without use. Advisor conversations and contact messages are kept for two years, or until you ask us to delete them. Technical logs are kept for 30 days.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        `You can ask for a copy of your data, ask us to correct or delete it, or object to how we use it, by writing to ${store.supportEmail}. You can change your name at any time on your dashboard's Profile tab. Residents of California, the EU and the UK have further rights under the CCPA, the GDPR and the UK GDPR, and may complain to their data protection authority.`,
      ],
    },
    {
      heading: "Changes",
      paragraphs: [
        "We post any change on this page with its date, and tell account holders by e-mail before a material change takes effect.",
      ],
    },
  ],
};

export const TERMS: LegalDocument = {
  path: "/terms",
  title: "Terms of Service",
  summary: `The agreement between you and ${STORE_BRAND} when you use this site and buy from it.`,
  effective: EFFECTIVE,
  sections: (store) => [
    {
      heading: "Who you are dealing with",
      paragraphs: [
        `${STORE_BRAND} is operated by ${store.legalName}, ${store.address} (${store.taxId}). You can reach us at ${store.supportEmail} or ${store.supportPhone} (${store.supportHours.join(", ")}).`,
      ],
    },
    {
      heading: "Your account",
      paragraphs: [
        "You sign in with a Google or Microsoft account and are responsible for what is done with it. Tell us at once if you believe someone else has used it. You must be at least 18 and buying for professional use.",
      ],
    },
    {
      heading: "Prices, tax and payment",
      paragraphs: [
        `Prices are in US dollars and say what they count (per firm, per user, per client or per return) and for how long (one-time, yearly or monthly). Sales tax of ${TAX_RATE_PERCENT}% is added at checkout and shown before you pay. Payment is taken by card through Stripe when you place the order; the order is confirmed only once the payment succeeds, and you receive an invoice by e-mail and on your dashboard. If a price on the site is plainly wrong, we may cancel the order and refund you in full.`,
      ],
    },
    {
      heading: "Subscriptions and free trials",
      paragraphs: [
        "Monthly subscriptions are billed monthly in advance at the price shown; yearly licences renew each year, and we remind you by e-mail 30 days before. You can cancel either at any time from your dashboard: it then runs to the end of the period already paid and is not renewed.",
        `Where a subscription offers a free trial (usually ${DEFAULT_TRIAL_DAYS} days), nothing is charged when it starts: checkout shows the date and amount of the first charge, we e-mail you before it, and if you cancel before then you pay nothing. Each product's free trial can be used once per customer.`,
      ],
    },
    {
      heading: "Refunds",
      paragraphs: [
        `You can ask for a refund of anything you paid for within ${REFUND_WINDOW_DAYS} days of the order: open the order on your dashboard and choose Request a refund, saying what went wrong. We answer by e-mail, usually within two business days. A refund goes back to the card you paid with; the refunded items' downloads and licence keys stop working and their subscriptions end. Nothing in these terms limits the rights consumer law gives you.`,
      ],
    },
    {
      heading: "Licences for what you buy",
      paragraphs: [
        "Software and templates are licensed, not sold, to you and your firm for use in your practice, under the publisher's licence terms and for the number of users, clients or returns you bought. You may not resell them or share them outside your firm.",
      ],
    },
    {
      heading: "The AI advisor and free resources",
      paragraphs: [
        "The AI advisor, the ROI calculator, the free resources and the demos give general information to help you choose software. They are not tax, legal, accounting or investment advice; check figures and rules that change by year or state before relying on them.",
      ],
    },
    {
      heading: "Acceptable use",
      paragraphs: [
        "Do not attempt to break into the site, overload it, scrape it at scale, or use it to send unlawful or harmful content. We may suspend an account that does.",
      ],
    },
    {
      heading: "Liability",
      paragraphs: [
        "We provide the site with reasonable care. To the extent the law allows, our total liability for any claim is limited to the amount you paid us in the 12 months before it, and we are not liable for indirect losses such as lost profits or data.",
      ],
    },
    {
      heading: "Law and changes",
      paragraphs: [
        `These terms are governed by the laws of ${store.jurisdiction}. We post any change on this page with its date; changes do not apply to orders already placed.`,
      ],
    },
  ],
};

export const SECURITY: LegalDocument = {
  path: "/security",
  title: "Security",
  summary: "How we protect your account, your payments and your clients' information.",
  effective: EFFECTIVE,
  sections: (store) => [
    {
      heading: "Payments",
      paragraphs: [
        "Cards are handled entirely by Stripe, a PCI DSS Level 1 certified payment processor. Card details go from your browser to Stripe and never touch our servers, and the amount charged is computed on our server from your order, not taken from the browser.",
      ],
    },
    {
      heading: "Signing in",
      paragraphs: [
        "We keep no passwords. You sign in with Google or Microsoft using OpenID Connect with PKCE, so their protections (including two-step verification) guard your account. Your session is a random identifier stored only as a hash on our side, in an HttpOnly, SameSite cookie sent only over HTTPS.",
      ],
    },
    {
      heading: "On our servers",
      paragraphs: ["Every request is served over HTTPS. In addition:"],
      list: [
        "Requests that change data are refused when they come from another site.",
        "Every page carries a Content Security Policy and other security headers.",
        "Sign-in, checkout and the AI advisor are rate limited against abuse.",
        "You can only ever read or change your own cart, orders, subscriptions and conversations; admin functions need an administrator account.",
        "Input to every API is checked against a schema, and errors never reveal internal details.",
      ],
    },
    {
      heading: "Reporting a vulnerability",
      paragraphs: [
        `If you believe you have found a security problem, write to ${store.supportEmail} with "Security" in the subject and the details. Please give us a reasonable time to fix it before telling others, and do not access other people's data while testing. We reply within two business days and keep you informed.`,
      ],
    },
  ],
};

export const LEGAL_DOCUMENTS = [PRIVACY, TERMS, SECURITY];

function countWord(n: number): string {
  return ["no", "one", "two", "three", "four"][n] ?? String(n);
}
