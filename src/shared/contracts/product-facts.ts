import { z } from "zod";
import { formatCount } from "../format-count.js";
import {
  ANSWERS,
  DELIVERY_METHODS,
  DEPLOYMENTS,
  FACT_SERVICES,
  FIRM_SIZE_VALUES,
  INTEGRATIONS,
  LANGUAGES,
  SUPPORT_CHANNELS,
  SUPPORT_HOURS,
  TAX_FORMS,
  TRAINING_KINDS,
  UNKNOWN,
} from "../product-facts.js";

/**
 * One product's fact sheet (decision 0120). Every fact may be "unknown" (the listing does not
 * say), which is never the same as "no", 0 or an empty list. Messages name the allowed values, so
 * a 400 tells the sender what to send instead.
 */

export const FACT_TEXT_MAX = 120;
export const NOT_INCLUDED_MAX = 12;
export const TRIAL_DAYS_MAX = 90;
export const LIMIT_MAX = 1_000_000;

const unknown = z.literal(UNKNOWN);

function oneOf<const T extends readonly [string, ...string[]]>(values: T, what: string) {
  return z.enum(values, {
    error: (issue) =>
      `${what} must be one of ${values.join(", ")}${issue.input === undefined ? "" : ` (got ${JSON.stringify(issue.input)})`}`,
  });
}

/** One value, or "unknown"; `allowed` says what a known value looks like. */
function knownOr<T extends z.ZodType>(schema: T, what: string, allowed: string) {
  return z.union([unknown, schema], {
    error: (issue) =>
      issue.input === undefined
        ? `${what} is required`
        : `${what} must be ${allowed}, or "unknown" (got ${JSON.stringify(issue.input)})`,
  });
}

/** A list of enumerated values without repeats, or "unknown" for "the listing does not say". */
function listOf<const T extends readonly [string, ...string[]]>(values: T, what: string) {
  const item = oneOf(values, `Each of ${what}`);
  return z.union(
    [
      unknown,
      z
        .array(item, { error: `${what} must be a list or "unknown"` })
        .max(values.length)
        .refine((list) => new Set(list).size === list.length, `${what} must not repeat a value`),
    ],
    { error: `${what} must be a list of ${values.join(", ")}, or "unknown"` },
  );
}

function answer(what: string) {
  return z
    .enum([...ANSWERS, UNKNOWN], { error: `${what} must be yes, no, not_applicable or unknown` })
    .meta({ description: `${what}: yes, no, not_applicable, or unknown (not stated)` });
}

function limit(what: string) {
  const allowed = `${what} must be a whole number from 1 to ${formatCount(LIMIT_MAX)}, unlimited, not_applicable or unknown`;
  return z
    .union(
      [
        z.number().int(allowed).min(1, allowed).max(LIMIT_MAX, allowed),
        z.enum(["unlimited", "not_applicable", UNKNOWN]),
      ],
      { error: allowed },
    )
    .meta({ description: `${what}: a count, unlimited, not_applicable, or unknown` });
}

const factText = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .min(1, `${what} cannot be empty`)
    .max(FACT_TEXT_MAX, `${what} must be at most ${FACT_TEXT_MAX} characters`);

export const productFactsSchema = z
  .strictObject({
    vendor: knownOr(factText("Vendor"), "Vendor", `text of 1 to ${FACT_TEXT_MAX} characters`).meta({
      description: 'Who makes it; "unknown" when not stated',
    }),
    deployment: listOf(DEPLOYMENTS, "Deployment"),
    forms: listOf(TAX_FORMS, "Forms").meta({
      description: "IRS forms and return types covered; [] when it covers none",
    }),
    services: listOf(FACT_SERVICES, "Services").meta({
      description: "The wizard's services this product serves",
    }),
    firmSizes: listOf(FIRM_SIZE_VALUES, "Firm sizes").meta({
      description: "Firm sizes (by headcount, the wizard's business types) it suits",
    }),
    integrations: listOf(INTEGRATIONS, "Integrations"),
    limits: z.strictObject(
      {
        users: limit("Users limit"),
        clients: limit("Clients limit"),
        eFiles: limit("E-files limit"),
        storageGb: limit("Storage limit"),
      },
      { error: "Limits must be an object with users, clients, eFiles and storageGb" },
    ),
    security: z.strictObject(
      {
        mfa: answer("Multi-factor sign-in"),
        sso: answer("Single sign-on"),
        encryption: answer("Encryption"),
        auditTrail: answer("Audit trail"),
        soc2: answer("SOC 2 report"),
        wisp: answer("WISP support"),
      },
      { error: "Security must be an object with mfa, sso, encryption, auditTrail, soc2 and wisp" },
    ),
    support: z.strictObject(
      {
        channels: listOf(SUPPORT_CHANNELS, "Support channels"),
        hours: knownOr(
          oneOf(SUPPORT_HOURS, "Support hours"),
          "Support hours",
          `one of ${SUPPORT_HOURS.join(", ")}`,
        ),
        training: listOf(TRAINING_KINDS, "Training"),
      },
      { error: "Support must be an object with channels, hours and training" },
    ),
    trialDays: knownOr(
      z
        .number({ error: "Trial days must be a whole number or unknown" })
        .int("Trial days must be a whole number")
        .min(0, "Trial days must be 0 (no trial) or more")
        .max(TRIAL_DAYS_MAX, `Trial days must be at most ${TRIAL_DAYS_MAX}`),
      "Trial days",
      `a whole number of days from 0 (no trial) to ${TRIAL_DAYS_MAX}`,
    ).meta({ description: "Length of the free trial in days; 0 when there is none" }),
    delivery: knownOr(
      oneOf(DELIVERY_METHODS, "Delivery"),
      "Delivery",
      `one of ${DELIVERY_METHODS.join(", ")}`,
    ).meta({
      description: "How the buyer receives the product after paying",
    }),
    languages: listOf(LANGUAGES, "Languages"),
    notIncluded: z
      .array(factText("A not-included item"), { error: "Not included must be a list of text" })
      .max(NOT_INCLUDED_MAX, `Not included holds at most ${NOT_INCLUDED_MAX} items`)
      .meta({ description: "What buyers often expect that this product does not do" }),
  })
  .meta({ description: "A product's fact sheet (decision 0120)" });

export type ProductFacts = z.output<typeof productFactsSchema>;
export type ProductFactsInput = z.input<typeof productFactsSchema>;

/** The sheet of a product nobody has described yet: every fact unknown. */
export const UNKNOWN_FACTS: ProductFacts = {
  vendor: UNKNOWN,
  deployment: UNKNOWN,
  forms: UNKNOWN,
  services: UNKNOWN,
  firmSizes: UNKNOWN,
  integrations: UNKNOWN,
  limits: { users: UNKNOWN, clients: UNKNOWN, eFiles: UNKNOWN, storageGb: UNKNOWN },
  security: {
    mfa: UNKNOWN,
    sso: UNKNOWN,
    encryption: UNKNOWN,
    auditTrail: UNKNOWN,
    soc2: UNKNOWN,
    wisp: UNKNOWN,
  },
  support: { channels: UNKNOWN, hours: UNKNOWN, training: UNKNOWN },
  trialDays: UNKNOWN,
  delivery: UNKNOWN,
  languages: UNKNOWN,
  notIncluded: [],
};
