import { z } from "zod";
import { inputText } from "../contracts/text.js";
import {
  BUDGETS,
  BUSINESS_TYPES,
  CHALLENGES,
  FIRM_SIZES,
  GOALS,
  SERVICES,
  TECH_COMFORTS,
  TIMEFRAMES,
} from "./options.js";

export const SPECIFIC_NEEDS_MAX_LENGTH = 2000;

/** A checklist answer: each item from the list, at most once. */
const checklist = <Item extends string>(items: readonly [Item, ...Item[]], noun: string) =>
  z
    .array(z.enum(items, { message: `Choose ${noun} from the list` }))
    .min(1, { message: `Choose at least one ${noun}` })
    .max(items.length)
    .refine((chosen) => new Set(chosen).size === chosen.length, {
      message: `Each ${noun} can be chosen once`,
    });

const optionalField = (max: number, label: string) =>
  inputText()
    .trim()
    .max(max, { message: `${label} can be at most ${max} characters` })
    .optional();

export const contactInfoSchema = z.object({
  name: optionalField(120, "Name"),
  email: optionalField(254, "Email").refine(
    (email) => !email || z.email().safeParse(email).success,
    { message: "Enter a valid email address or leave it blank" },
  ),
  phone: optionalField(40, "Phone"),
});

/**
 * Spec section 3's onboarding data as the finished wizard sends it. The required parts are what the
 * step rules of section 5 require; specific needs and contact info are optional.
 */
export const onboardingDataSchema = z.object({
  businessType: z.enum(BUSINESS_TYPES, { message: "Choose a business type from the list" }),
  firmSize: z.enum(FIRM_SIZES, { message: "Choose a firm size from the list" }),
  services: checklist(SERVICES, "service"),
  currentChallenges: checklist(CHALLENGES, "challenge"),
  goals: checklist(GOALS, "goal"),
  budget: z.enum(BUDGETS, { message: "Choose a budget from the list" }),
  techComfort: z.enum(TECH_COMFORTS, { message: "Choose a comfort level from the list" }),
  timeframe: z.enum(TIMEFRAMES, { message: "Choose a timeframe from the list" }),
  specificNeeds: optionalField(SPECIFIC_NEEDS_MAX_LENGTH, "Specific needs"),
  contactInfo: contactInfoSchema.optional(),
});

export type OnboardingData = z.infer<typeof onboardingDataSchema>;
export type ContactInfo = z.infer<typeof contactInfoSchema>;
