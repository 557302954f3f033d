/**
 * The Privacy Policy, Terms of Service and Security pages. They describe how this shop really works
 * (Stripe takes the card, sign-in is Google or Microsoft, one session cookie, an AI advisor that
 * keeps conversations), but they are templates: the operator must have them reviewed for their own
 * company, state and customers before the shop takes real payments (decision 0150).
 */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  path: "/privacy" | "/terms" | "/security";
  title: string;
  summary: string;
  sections: LegalSection[];
}

const OPERATOR = "Countinghouse";
const PRIVACY_EMAIL = "privacy@countinghouse.com";
const SECURITY_EMAIL = "security@countinghouse.com";
export const LEGAL_REVIEWED = "Template, not yet reviewed";

export const PRIVACY: LegalDocument = {
  path: "/privacy",
  title: "Privacy Policy",
  summary: `What ${OPERATOR} collects when you browse, buy and use the AI advisor, why, and the choices you have.`,
  sections: [
    {
      heading: "What we collect",
      paragraphs: ["We collect only what we need to run the store and support you:"],
      list: [
        "Account details from the provider you sign in with (Google or Microsoft): your name, email address and profile picture. We never see your password.",
        "Your cart, orders, subscriptions and downloads, including the name and price of each item when you bought it.",
        "Messages you write to the AI advisor and your answers to the product wizard, so the advisor can recommend products and you can return to the conversation.",
        "Messages you send through the contact form.",
        "Technical records kept for security and to fix faults: IP address, browser, the pages and API calls requested and when.",
      ],
    },
    {
      heading: "Card payments",
      paragraphs: [
        "Card payments are processed by Stripe, Inc. Your card number, expiry date and security code are entered into Stripe's payment form and sent to Stripe directly; they never reach or are stored on our servers. We keep Stripe's payment reference, the amount, the status and the last four digits and brand of the card if Stripe returns them, to show your receipts and handle refunds. Stripe's own privacy policy governs what Stripe does with payment data.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "We set one cookie, a session cookie that keeps you signed in and keeps a visitor's advisor conversation theirs. It is HttpOnly (scripts cannot read it) and is not used for advertising. We do not use advertising or cross-site tracking cookies. Stripe sets its own cookies on the checkout page to prevent fraud.",
      ],
    },
    {
      heading: "How we use it",
      paragraphs: [
        "To provide what you ask for (accounts, checkout, downloads, subscriptions, advice), to prevent fraud and abuse, to meet tax and accounting obligations, and to answer your messages. If an external AI provider is configured, the text of your advisor conversation is sent to that provider to produce answers, and that provider's data terms apply. We do not sell your personal information.",
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
        `You can ask for a copy of your data, ask us to correct or delete it, or object to how we use it, by writing to ${PRIVACY_EMAIL}. You can change your name at any time on your dashboard's Profile tab. Residents of California, the EU and the UK have further rights under the CCPA, the GDPR and the UK GDPR, and may complain to their data protection authority.`,
      ],
    },
    {
      heading: "Changes and contact",
      paragraphs: [
        `We will post any change on this page with its date, and tell account holders by email before a material change takes effect. Questions: ${PRIVACY_EMAIL}.`,
      ],
    },
  ],
};

export const TERMS: LegalDocument = {
  path: "/terms",
  title: "Terms of Service",
  summary: `The agreement between you and ${OPERATOR} when you use this site and buy from it.`,
  sections: [
    {
      heading: "Your account",
      paragraphs: [
        "You sign in with a Google or Microsoft account and are responsible for what is done with it. Tell us at once if you believe someone else has used it. You must be at least 18 and buying for professional use.",
      ],
    },
    {
      heading: "Prices, tax and payment",
      paragraphs: [
        "Prices are in US dollars. Sales tax is added at checkout and shown before you pay. Payment is taken by card through Stripe when you place the order; the order is confirmed only once the payment succeeds. If a price on the site is plainly wrong, we may cancel the order and refund you in full.",
      ],
    },
    {
      heading: "Subscriptions and free trials",
      paragraphs: [
        "Subscription products are billed monthly in advance at the price shown, until you cancel. You can cancel at any time; the subscription then runs to the end of the period already paid and is not renewed. Where a product offers a free trial, you will not be charged before the trial ends, and you can cancel during the trial at no cost.",
      ],
    },
    {
      heading: "Refunds",
      paragraphs: [
        "Software, templates and other downloads may be refunded within 30 days of purchase if they do not work as described. Subscription fees already paid are refunded on request within 14 days of the first charge. Nothing in these terms limits the rights consumer law gives you.",
      ],
    },
    {
      heading: "Licences for what you buy",
      paragraphs: [
        "A downloaded product is licensed, not sold, to you and your firm for use in your practice under the publisher's licence terms. You may not resell it or share it outside your firm.",
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
      heading: "Law and contact",
      paragraphs: [
        "These terms are governed by the laws of the Commonwealth of Massachusetts, USA. Questions: support@countinghouse.com.",
      ],
    },
  ],
};

export const SECURITY: LegalDocument = {
  path: "/security",
  title: "Security",
  summary: "How we protect your account, your payments and your clients' information.",
  sections: [
    {
      heading: "Payments",
      paragraphs: [
        "Cards are handled entirely by Stripe, a PCI DSS Level 1 certified payment processor. Card details go from your browser to Stripe and never touch our servers, and the amount charged is computed on our server from your cart, not taken from the browser.",
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
        `If you believe you have found a security problem, write to ${SECURITY_EMAIL} with the details. Please give us a reasonable time to fix it before telling others, and do not access other people's data while testing. We will reply within two business days and keep you informed.`,
      ],
    },
  ],
};

export const LEGAL_DOCUMENTS = [PRIVACY, TERMS, SECURITY];
