import {
  DEPLOYMENT_LABELS,
  LANGUAGE_LABELS,
  SECURITY_FACT_LABELS,
  type Deployment,
  type Integration,
  type Language,
  type SecurityFact,
  type SupportChannel,
} from "../../../../shared/product-facts.js";
import type { OfferUnit } from "../../../../shared/offer.js";
import { capabilitySignals, needLabel, type CapabilityId } from "../needs/capabilities.js";
import { normalise } from "../needs/text.js";

/** What a question asks of a product, in the fact sheet's own vocabulary where it has one. */
export type Subject =
  /** An IRS form or return type: "1065", "990-PF" (forms the sheet's list does not know too). */
  | {
      kind: "form";
      form: string;
      /** "E-file 1099-NECs": filing it electronically, which a sheet may list as not included. */
      efile?: boolean;
    }
  | { kind: "integration"; name: Integration }
  | { kind: "security"; fact: SecurityFact }
  | { kind: "deployment"; value: Extract<Deployment, "cloud" | "windows" | "mac" | "self_hosted"> }
  | { kind: "trial" }
  /** "How many clients can it take?", "still OK at 40 clients?" */
  | { kind: "limit"; fact: "users" | "clients" | "eFiles"; quantity: number | null }
  | { kind: "language"; value: Language }
  /** "Is it a one-time purchase? Do we own it?" */
  | { kind: "term" }
  /**
   * "Can 3 of us use it?": does one purchase cover them. `own`: "do the admin staff need their
   * own licence?", the same fact asked the other way round (yes: each needs one).
   */
  | { kind: "licence"; people: number | null; own?: boolean }
  /**
   * "Is it per seat?", "per client?", "a flat fee?": what the price counts (the offer's unit).
   * `either`: "per business or per staff member?", the other alternative asked; the answer
   * names the one that is true, never a yes or no.
   */
  | { kind: "unit"; unit: OfferUnit; either?: OfferUnit }
  /** "Is there a setup fee or anything?": a charge beyond the listed price. */
  | { kind: "fees" }
  /** "What support comes with it?"; `channel`: "is there phone support?", one way asked. */
  | { kind: "support"; channel?: SupportChannel }
  | { kind: "delivery" }
  /** "Would it hold our documents?": the sheet's storage (limits.storageGb, not-included lines). */
  | { kind: "storage" }
  /** Anything else, in the buyer's words: "estate tax projections", "store documents". */
  | {
      kind: "phrase";
      text: string;
      concepts: string[];
      need: CapabilityId | null;
      /** A Spanish question's own words, as written: what a Spanish reply quotes. */
      said?: string;
    };

const LIMIT_WORDS = { users: "users", clients: "clients", eFiles: "e-files a year" } as const;
const UNIT_WORDS: Record<OfferUnit, string> = {
  per_user: "pricing per user (seat)",
  per_client: "pricing per client",
  per_return: "pricing per return",
  per_firm: "one price for the whole firm",
};
const UNIT_WORDS_ES: Record<OfferUnit, string> = {
  per_user: "el precio por usuario",
  per_client: "el precio por cliente",
  per_return: "el precio por declaración",
  per_firm: "un precio único para toda la firma",
};

/** The subject in a few words, for answers and tests: "Form 990-PF", "QuickBooks Online". */
export function subjectLabel(subject: Subject): string {
  switch (subject.kind) {
    case "form":
      return `Form ${subject.form}`;
    case "integration":
      return subject.name;
    case "security":
      return SECURITY_FACT_LABELS[subject.fact];
    case "deployment":
      return subject.value === "mac"
        ? "a Mac"
        : subject.value === "cloud"
          ? "a web browser"
          : DEPLOYMENT_LABELS[subject.value];
    case "trial":
      return "a free trial";
    case "limit":
      return subject.quantity
        ? `${subject.quantity} ${LIMIT_WORDS[subject.fact]}`
        : `how many ${LIMIT_WORDS[subject.fact]}`;
    case "language":
      return LANGUAGE_LABELS[subject.value];
    case "term":
      return "licence term (one-time or renewing)";
    case "licence":
      return subject.people ? `use by ${subject.people} people` : "who may use it";
    case "unit":
      return UNIT_WORDS[subject.unit];
    case "fees":
      return "a setup or other fee beyond the listed price";
    case "support":
      return "support";
    case "delivery":
      return "delivery";
    case "storage":
      return "document storage";
    case "phrase":
      return subject.text;
  }
}

const LIMIT_WORDS_ES = {
  users: "usuarios",
  clients: "clientes",
  eFiles: "declaraciones electrónicas al año",
} as const;

/**
 * The subject as a reply in that language names it: a need in the buyer's words is named by the
 * needs vocabulary's label ("contabilidad"), never by the English it was read into.
 */
export function subjectLabelIn(subject: Subject, language: "en" | "es"): string {
  if (language === "en") return subjectLabel(subject);
  switch (subject.kind) {
    case "deployment":
      return subject.value === "mac"
        ? "Mac"
        : subject.value === "cloud"
          ? "un navegador web"
          : subject.value === "windows"
            ? "Windows"
            : "un servidor propio";
    case "trial":
      return "una prueba gratuita";
    case "limit":
      return subject.quantity
        ? `${subject.quantity} ${LIMIT_WORDS_ES[subject.fact]}`
        : `cuántos ${LIMIT_WORDS_ES[subject.fact]}`;
    case "term":
      return "el tipo de licencia (pago único o renovable)";
    case "licence":
      return subject.people ? `el uso por ${subject.people} personas` : "quién puede usarlo";
    case "unit":
      return UNIT_WORDS_ES[subject.unit];
    case "fees":
      return "una cuota de alta u otro cargo aparte del precio";
    case "support":
      return "el soporte";
    case "delivery":
      return "la entrega";
    case "storage":
      return "el almacenamiento de documentos";
    case "phrase": {
      // The buyer's Spanish was read into English: the reply names the job it asks about.
      // Read from the question's concepts, which leave out the product's name ("¿Portfolio
      // Analytics maneja criptomonedas?" is not about portfolio reporting).
      const strongest = [...capabilitySignals(normalise(subject.concepts.join(" ")))].sort(
        (a, b) => b[1] - a[1],
      )[0];
      const need = subject.need ?? (strongest && strongest[1] >= 0.5 ? strongest[0] : null);
      // Never the English it was read into: the buyer's own words, or "what you ask".
      if (need) return needLabel(need, "es");
      return subject.said ? `“${subject.said}”` : "lo que pregunta";
    }
    default:
      return subjectLabel(subject);
  }
}

/** Two subjects ask the same thing. */
export function sameSubject(a: Subject, b: Subject): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
