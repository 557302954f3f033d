import { z } from "zod";
import { billingDetailsSchema } from "./billing.js";
import { inputText } from "./text.js";

/**
 * Firm accounts (decision 0250): a firm, its members and their roles, and e-mailed invitations.
 * owner: everything; purchaser: buys for the firm and assigns seats; member: sees what is
 * assigned to them.
 */
export const FIRM_ROLE_VALUES = ["owner", "purchaser", "member"] as const;
export const firmRoleSchema = z.enum(FIRM_ROLE_VALUES);
export type FirmRole = z.infer<typeof firmRoleSchema>;

export const FIRM_ROLE_LABELS: Record<FirmRole, string> = {
  owner: "Owner",
  purchaser: "Purchaser",
  member: "Member",
};

export const FIRM_ROLE_DESCRIPTIONS: Record<FirmRole, string> = {
  owner: "Manages members, buys, assigns seats and sees every invoice",
  purchaser: "Buys for the firm, assigns seats and sees every invoice",
  member: "Sees the products, keys and downloads assigned to them",
};

/** Who may buy on the firm's card, see its orders and invoices, and assign its seats. */
export const canPurchase = (role: FirmRole) => role === "owner" || role === "purchaser";

/** Days an invitation link works. */
export const INVITATION_DAYS = 7;

/** Invitations can give these roles; ownership is transferred to someone already in the firm. */
export const invitedRoleSchema = z.enum(["purchaser", "member"]);

/**
 * A firm's details: its name, and who its invoices are made out to (the checkout's billing
 * details, whose "firm" is the firm's name).
 */
export const firmDetailsSchema = z.object({
  name: billingDetailsSchema.shape.firm,
  billing: billingDetailsSchema.pick({ name: true, address: true, ein: true }),
});
export type FirmDetailsInput = z.input<typeof firmDetailsSchema>;

export const emailAddressSchema = inputText()
  .trim()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email("Enter a valid email address"))
  .transform((email) => email.toLowerCase());

export const inviteBodySchema = z.object({
  email: emailAddressSchema,
  role: invitedRoleSchema,
});
export type InviteBody = z.input<typeof inviteBodySchema>;

export const memberRoleBodySchema = z.object({ role: firmRoleSchema });

/** The random part of an invitation link: 43 base64url characters. */
export const invitationTokenSchema = inputText().regex(
  /^[A-Za-z0-9_-]{43}$/,
  "is not an invitation token",
);

export const firmSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: firmRoleSchema,
  memberCount: z.number().int(),
});
export type FirmSummary = z.infer<typeof firmSummarySchema>;
export const firmListSchema = z.array(firmSummarySchema);

export const firmMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: firmRoleSchema,
  joinedAt: z.string(),
});
export type FirmMember = z.infer<typeof firmMemberSchema>;

export const firmInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: firmRoleSchema,
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type FirmInvitation = z.infer<typeof firmInvitationSchema>;

/**
 * One firm as a member sees it. `billing` (the invoices' addressee) only for owners and
 * purchasers; `invitations` (pending ones) only for owners; others get null.
 */
export const firmSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: firmRoleSchema,
  billing: z
    .object({ name: z.string(), firm: z.string(), address: z.string(), ein: z.string() })
    .nullable(),
  members: z.array(firmMemberSchema),
  invitations: z.array(firmInvitationSchema).nullable(),
});
export type Firm = z.infer<typeof firmSchema>;

/** What an invitation link shows before it is accepted. */
export const invitationPreviewSchema = z.object({
  firmName: z.string(),
  role: firmRoleSchema,
  invitedBy: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const acceptedInvitationSchema = z.object({ firmId: z.number().int() });

export const transferOwnershipBodySchema = z.object({ userId: inputText().min(1).max(200) });

/** The cart's "Buying for" (decision 0251): yourself (firmId null) or a firm you buy for. */
export const buyerSchema = z.object({
  firmId: z.number().int().nullable(),
  /** The firms this person may buy for (owner or purchaser), by name. */
  choices: z.array(z.object({ firmId: z.number().int(), name: z.string() })),
});
export type Buyer = z.infer<typeof buyerSchema>;

export const setBuyerBodySchema = z.object({
  firmId: z.number().int().min(1).max(2_147_483_647).nullable(),
});
