import { eq } from "drizzle-orm";
import { formatMoney } from "../../../shared/money.js";
import type { DbOrTx } from "../../db/client.js";
import { users } from "../../db/schema.js";
import { composeMessage, longDate, type Block, enqueueEmail } from "../email/index.js";

export type SubscriptionEmailKind =
  | "trial-started"
  | "trial-ending"
  | "renewal-receipt"
  | "renewal-failed"
  | "subscription-canceled"
  | "licence-renewal-reminder";

export interface SubscriptionEmail {
  kind: SubscriptionEmailKind;
  /** Names the event: the same key never sends twice (a replayed job or request). */
  dedupeKey: string;
  userId: string;
  productName: string;
  /** Per period, tax included. */
  amountCents: number;
  /** The date the message is about: trial end, next charge, end of service. */
  date: Date;
  card?: { brand: string | null; last4: string | null };
  invoiceNumber?: number | null;
  orderId?: number;
  failure?: string | null;
  /** "year" for an annual licence (decision 0194): the words say licence and year. */
  interval?: "month" | "year";
}

const cardText = (card?: SubscriptionEmail["card"]) =>
  card?.last4 ? `${card.brand ?? "Card"} ending in ${card.last4}` : "your saved card";

function compose(email: SubscriptionEmail, siteUrl: string, hello: string) {
  const name = email.productName;
  const amount = formatMoney(email.amountCents);
  const when = longDate(email.date);
  const yearly = email.interval === "year";
  const thing = yearly ? "licence" : "subscription";
  const dashboard: Block = {
    link: `${siteUrl}/dashboard?tab=subscriptions`,
    label: `Manage your ${thing}`,
  };
  switch (email.kind) {
    case "licence-renewal-reminder":
      return composeMessage(`Your licence of ${name} renews on ${when}`, hello, [
        {
          p: `Your one-year licence of ${name} renews on ${when}. ${cardText(email.card)} will then be charged ${amount} (tax included) for another year, and your licence keys stay valid.`,
        },
        {
          p: "No longer need it? Turn renewal off on your dashboard before that date: the licence then expires on that date and nothing more is charged.",
        },
        dashboard,
      ]);
    case "trial-started":
      return composeMessage(`Your free trial of ${name} has started`, hello, [
        { p: `Your free trial of ${name} has started. Nothing has been charged today.` },
        {
          rows: [
            ["Trial ends", when],
            ["First charge", `${amount} on ${when}`],
            ["Card on file", cardText(email.card)],
          ],
        },
        { p: "Cancel any time before the trial ends and you will not be charged." },
        dashboard,
      ]);
    case "trial-ending":
      return composeMessage(`Your free trial of ${name} ends on ${when}`, hello, [
        {
          p: `Your free trial of ${name} ends on ${when}. Unless you cancel before then, ${cardText(email.card)} will be charged ${amount} and every month after.`,
        },
        dashboard,
      ]);
    case "renewal-receipt":
      return composeMessage(`Receipt: ${name} renewed`, hello, [
        {
          p: yearly
            ? `Thank you: your licence of ${name} has renewed for another year.`
            : `Thank you: your subscription to ${name} has renewed.`,
        },
        {
          rows: [
            ["Invoice", `${email.invoiceNumber ?? ""}`],
            ["Amount paid", amount],
            ["Paid with", cardText(email.card)],
            [yearly ? "Valid until" : "Next billing date", when],
          ],
        },
        ...(email.orderId
          ? [
              {
                link: `${siteUrl}/api/orders/${email.orderId}/receipt`,
                label: "View your invoice",
              },
            ]
          : []),
        dashboard,
      ]);
    case "renewal-failed":
      return composeMessage(`Action needed: your payment for ${name} failed`, hello, [
        {
          p: `We could not charge ${cardText(email.card)} ${amount} for ${name}${email.failure ? ` (${email.failure})` : ""}.`,
        },
        {
          p: `Update your card on your dashboard to keep your ${thing}; we will charge it as soon as you do.`,
        },
        dashboard,
      ]);
    case "subscription-canceled":
      if (yearly)
        return composeMessage(`Your licence of ${name} will not renew`, hello, [
          {
            p: `Renewal of your licence of ${name} is turned off. It stays valid until ${when}, then expires, and you will not be charged again.`,
          },
          { p: "Changed your mind? Turn renewal back on from your dashboard before that date." },
          dashboard,
        ]);
      return composeMessage(`Your subscription to ${name} is cancelled`, hello, [
        {
          p: `Your subscription to ${name} is cancelled. You keep access until ${when} and will not be charged again.`,
        },
        { p: "Changed your mind? Resume it from your dashboard before that date." },
        dashboard,
      ]);
  }
}

/**
 * Queues one lifecycle message to the subscriber in the caller's transaction; true when it was
 * queued now (false: no address, or this dedupe key was queued before).
 */
export async function queueSubscriptionEmail(
  tx: DbOrTx,
  email: SubscriptionEmail,
  siteUrl: string,
): Promise<boolean> {
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, email.userId));
  if (!user?.email) return false;
  const parts = compose(email, siteUrl, `Hello ${user.firstName ?? "there"},`);
  return enqueueEmail(tx, {
    kind: email.kind,
    dedupeKey: email.dedupeKey,
    to: user.email,
    subject: parts.subject,
    text: parts.text,
    html: parts.html,
  });
}
