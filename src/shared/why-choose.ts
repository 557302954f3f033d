/**
 * "Why Choose This Product?" from the product's own facts (issue 47): its support hours, how it
 * stays current (its term and where it runs), what it runs on, and how to try it (a free trial, or
 * the refund window). Each sentence is true by construction of the fact it reads; a fact the
 * listing does not state gives no claim at all (never "around the clock" unless the sheet says
 * 24/7, never "updates included" for a file bought once).
 */
import type { ProductFacts } from "./contracts/product-facts.js";
import type { Offer } from "./offer.js";
import {
  DEPLOYMENT_LABELS,
  SUPPORT_CHANNEL_LABELS,
  UNKNOWN,
  type Deployment,
} from "./product-facts.js";
import { REFUND_WINDOW_DAYS } from "./refunds.js";
import { trialDaysOf } from "./subscriptions.js";

export type ReasonKind = "support" | "updates" | "runs" | "trial" | "refund" | "security";

export interface Reason {
  kind: ReasonKind;
  title: string;
  text: string;
}

interface Facts {
  type: "one-time" | "subscription";
  offer: Offer;
  facts?: Pick<ProductFacts, "support" | "deployment" | "trialDays" | "security"> | null;
}

/** "e-mail, phone and live chat". */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function support(facts: Facts["facts"]): Reason | null {
  const hours = facts?.support.hours;
  if (!hours || hours === UNKNOWN) return null;
  const channels = facts.support.channels;
  const by =
    channels !== UNKNOWN && channels.length > 0
      ? `, by ${listed(channels.map((c) => SUPPORT_CHANNEL_LABELS[c].toLowerCase()))}`
      : "";
  if (hours === "24_7")
    return {
      kind: "support",
      title: "Support around the clock",
      text: `Help is there 24 hours a day, 7 days a week${by}, deadlines and weekends included.`,
    };
  return {
    kind: "support",
    title: "Support from people who know accounting",
    text:
      hours === "extended_season"
        ? `Help during business hours on weekdays${by}, with longer hours in tax season.`
        : `Help during business hours on weekdays${by}.`,
  };
}

const FILES: readonly Deployment[] = ["spreadsheet", "document"];

function deployments(facts: Facts["facts"]): Deployment[] {
  const list = facts?.deployment;
  return list && list !== UNKNOWN ? [...list] : [];
}

function updates(product: Facts): Reason | null {
  const runs = deployments(product.facts);
  if (product.offer.term === "monthly" || product.offer.term === "annual")
    return {
      kind: "updates",
      title: "Always up to date",
      text: runs.includes("cloud")
        ? "It runs online, so you always use the current version: nothing to install or upgrade."
        : `Updates are included while your ${product.offer.term === "annual" ? "yearly licence" : "subscription"} runs.`,
    };
  if (runs.length > 0 && runs.every((d) => FILES.includes(d)))
    return {
      kind: "updates",
      title: "Yours to keep and edit",
      text: "A file you download once and adapt to your practice; it does not change unless you change it.",
    };
  if (runs.includes("cloud"))
    return {
      kind: "updates",
      title: "Nothing to install",
      text: "It runs online, so you always use the current version.",
    };
  return null;
}

function runsOn(facts: Facts["facts"]): Reason | null {
  const runs = deployments(facts);
  if (runs.length === 0) return null;
  return {
    kind: "runs",
    title: runs.includes("cloud") ? "Works where you work" : "Runs on what you have",
    text: `${listed(runs.map((d) => DEPLOYMENT_LABELS[d]))}.`,
  };
}

function tryIt(product: Facts): Reason {
  const days = product.type === "subscription" ? trialDaysOf(product) : 0;
  if (days > 0)
    return {
      kind: "trial",
      title: `Free for ${days} days`,
      text: `Start a ${days}-day free trial: nothing is charged today, and if you cancel before it ends you pay nothing.`,
    };
  return {
    kind: "refund",
    title: `${REFUND_WINDOW_DAYS} days to change your mind`,
    text: `If it does not work as described, ask for a refund from your order within ${REFUND_WINDOW_DAYS} days.`,
  };
}

function security(facts: Facts["facts"]): Reason | null {
  const s = facts?.security;
  if (!s) return null;
  const said = [
    s.encryption === "yes" ? "encrypted at rest and in transit" : "",
    s.mfa === "yes" ? "multi-factor sign-in" : "",
    s.soc2 === "yes" ? "a SOC 2 report" : "",
  ].filter(Boolean);
  if (said.length === 0) return null;
  return { kind: "security", title: "Secure and compliant", text: `${capital(listed(said))}.` };
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** At most three reasons, the strongest first; those the facts cannot back are left out. */
export function whyChooseReasons(product: Facts): Reason[] {
  const facts = product.facts;
  return [support(facts), updates(product), tryIt(product), security(facts), runsOn(facts)]
    .filter((reason): reason is Reason => reason !== null)
    .slice(0, 3);
}
