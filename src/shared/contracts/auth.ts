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

export const testLoginBodySchema = z.object({
  userId: inputText({ error: "userId must be text" }).trim().min(1, "userId is required").max(100),
});

export const oidcProviderSchema = z.enum(["google", "microsoft"]);
export type OidcProvider = z.infer<typeof oidcProviderSchema>;
