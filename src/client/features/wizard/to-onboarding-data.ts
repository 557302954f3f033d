import {
  contactInfoSchema,
  onboardingDataSchema,
  type OnboardingData,
} from "@shared/advisor/onboarding";
import type { WizardAnswers } from "./wizard-steps";

/** The contact email's problem, if it has one (an empty email is fine: contact info is optional). */
export function contactEmailProblem(answers: WizardAnswers): string | null {
  const result = contactInfoSchema.shape.email.safeParse(answers.contactInfo.email);
  return result.success ? null : (result.error.issues[0]?.message ?? "Enter a valid email address");
}

/** The finished wizard as the server's onboarding data: blank optional fields are left out. */
export function toOnboardingData(answers: WizardAnswers): OnboardingData {
  const contact = Object.fromEntries(
    Object.entries(answers.contactInfo).filter(([, v]) => v.trim() !== ""),
  );
  return onboardingDataSchema.parse({
    ...answers,
    specificNeeds: answers.specificNeeds?.trim() || undefined,
    contactInfo: Object.keys(contact).length ? contact : undefined,
  });
}
