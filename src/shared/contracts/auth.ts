import { z } from "zod";
import { inputText } from "./text.js";

export const userSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

const personName = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} is required`)
    .max(100, `${field} must be at most 100 characters`)
    .refine(
      (name) => !/[\p{Cc}<>]/u.test(name),
      `${field} may not contain < > or control characters`,
    );

/** Edit Profile: the signed-in user's own first and last name (the form and the server share it). */
export const profileUpdateSchema = z.object({
  firstName: personName("First name"),
  lastName: personName("Last name"),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const testLoginBodySchema = z.object({
  userId: inputText({ error: "userId must be text" }).trim().min(1, "userId is required").max(100),
  /**
   * Where the visitor was, and what they were doing (issue 47): the answer's redirectTo is that
   * page, or the trial's checkout. A value that is not a page on this site is ignored.
   */
  returnTo: z.string({ error: "returnTo must be text" }).max(2000).optional(),
  then: z.string({ error: "then must be text" }).max(40).optional(),
});

export const oidcProviderSchema = z.enum(["google", "microsoft"]);
export type OidcProvider = z.infer<typeof oidcProviderSchema>;
