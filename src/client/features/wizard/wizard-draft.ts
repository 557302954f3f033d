import {
  BUDGETS,
  BUSINESS_TYPES,
  CHALLENGES,
  FIRM_SIZES,
  GOALS,
  SERVICES,
  TECH_COMFORTS,
  TIMEFRAMES,
} from "@shared/advisor/options";
import { SPECIFIC_NEEDS_MAX_LENGTH } from "@shared/advisor/onboarding";
import {
  EMPTY_WIZARD_ANSWERS,
  WIZARD_STEP_COUNT,
  type WizardAnswers,
  type WizardStep,
} from "./wizard-steps";
import { WIZARD_DRAFT_STORAGE_KEY } from "@shared/cookies";

/**
 * The wizard's progress survives a reload (session storage: this tab only, gone when it closes).
 * What comes back is checked field by field, so a stale or edited draft can only ever restore
 * answers the wizard itself could have given.
 */
export interface WizardDraft {
  step: WizardStep;
  answers: WizardAnswers;
}

export const WIZARD_DRAFT_KEY = WIZARD_DRAFT_STORAGE_KEY;

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const oneOf = <T extends string>(options: readonly T[], value: unknown): T | undefined =>
  options.includes(value as T) ? (value as T) : undefined;
const someOf = (options: readonly string[], value: unknown): string[] =>
  Array.isArray(value) ? [...new Set(value.filter((item) => options.includes(item)))] : [];
const text = (value: unknown, max: number) =>
  typeof value === "string" ? value.slice(0, max) : "";

/** A stored draft read back, or null when there is none worth restoring. */
export function parseWizardDraft(stored: string | null): WizardDraft | null {
  if (!stored) return null;
  let raw: Record<string, unknown>;
  try {
    raw = record(JSON.parse(stored));
  } catch {
    return null;
  }
  const a = record(raw.answers);
  const contact = record(a.contactInfo);
  const answers: WizardAnswers = {
    ...EMPTY_WIZARD_ANSWERS,
    businessType: oneOf(BUSINESS_TYPES, a.businessType),
    firmSize: oneOf(FIRM_SIZES, a.firmSize),
    services: someOf(SERVICES, a.services),
    currentChallenges: someOf(CHALLENGES, a.currentChallenges),
    goals: someOf(GOALS, a.goals),
    budget: oneOf(BUDGETS, a.budget),
    techComfort: oneOf(TECH_COMFORTS, a.techComfort),
    timeframe: oneOf(TIMEFRAMES, a.timeframe),
    specificNeeds: text(a.specificNeeds, SPECIFIC_NEEDS_MAX_LENGTH),
    contactInfo: {
      name: text(contact.name, 120),
      email: text(contact.email, 254),
      phone: text(contact.phone, 40),
    },
  };
  const step = Number(raw.step);
  const validStep = Number.isInteger(step) && step >= 1 && step <= WIZARD_STEP_COUNT;
  return { step: (validStep ? step : 1) as WizardStep, answers };
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // storage switched off by the browser: the wizard simply starts afresh
  }
}

export function readWizardDraft(): WizardDraft | null {
  return parseWizardDraft(storage()?.getItem(WIZARD_DRAFT_KEY) ?? null);
}

export function saveWizardDraft(draft: WizardDraft): void {
  try {
    storage()?.setItem(WIZARD_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // full or refused: progress is kept in memory only
  }
}

export function clearWizardDraft(): void {
  storage()?.removeItem(WIZARD_DRAFT_KEY);
}
