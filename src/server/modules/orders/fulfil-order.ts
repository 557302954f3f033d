import { eq, inArray, sql } from "drizzle-orm";
import { centsToDecimal, formatMoney, parseCents } from "../../../shared/money.js";
import {
  billingInterval,
  countOf,
  lineOffer,
  periodEnd as periodEndOf,
  priceLabel,
  renewalTotals,
} from "../../../shared/offer.js";
import { bookingHref } from "../../../shared/contact-links.js";
import { deliveryInstructions, deliveryOf, licenceKeyLabel } from "../../../shared/delivery.js";
import type { DbOrTx } from "../../db/client.js";
import {
  firms,
  orderItems,
  orders,
  products,
  subscriptions,
  users,
  type BillingDetails,
  type CartSnapshotLine,
} from "../../db/schema.js";
import { removeBoughtLines } from "../cart/index.js";
import { composeMessage, longDate, type Block, enqueueEmail } from "../email/index.js";
import { downloadChecksum, downloadFileName } from "../../lib/downloads.js";
import { addDays, LICENCE_RENEWAL_REMINDER_DAYS } from "../../../shared/subscriptions.js";
import { issueLicenceKeys, licenceKeysOf } from "./licence-keys.js";
import { queueSubscriptionEmail } from "./subscription-emails.js";

/** What fulfilment needs of a paid payment. */
export interface PaidPayment {
  id: number;
  userId: string;
  providerRef: string | null;
  subtotalCents: number;
  taxCents: number;
  amountCents: number;
  cart: CartSnapshotLine[];
  billing?: BillingDetails | null;
  cardBrand?: string | null;
  cardLast4?: string | null;
  /** The card saved for renewals (subscriptions): Stripe's pm_ id or test mode's test_pm_. */
  paymentMethodRef?: string | null;
  /** Bought for this firm (decision 0251): the order, its subscriptions and keys are the firm's. */
  firmId?: number | null;
}

/**
 * The fulfil-order workflow: a paid payment becomes an order with frozen lines and its next
 * invoice number, each line is delivered by its product's delivery fact (licence keys per seat,
 * downloads, a booking step), each subscription starts (a free trial ending after its days, or a
 * paid month; decision 0090), the bought items leave the cart, and the e-mails are queued. The
 * caller holds the payment's row lock inside `tx`, so running it twice or at once for one payment
 * makes exactly one order. `siteUrl` makes the e-mail's links absolute. Returns the order id.
 */
export async function fulfilOrder(
  tx: DbOrTx,
  payment: PaidPayment,
  siteUrl = "",
  now: Date = new Date(),
): Promise<number> {
  const [existing] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentId, payment.id));
  if (existing) return existing.id;

  const productIds = payment.cart.map((line) => line.productId);
  const current = await tx
    .select({
      id: products.id,
      downloadUrl: products.downloadUrl,
      category: products.category,
      facts: products.facts,
    })
    .from(products)
    .where(inArray(products.id, productIds));
  const productOf = new Map(current.map((p) => [p.id, p]));

  const firmId = payment.firmId ?? null;
  // A firm's invoice is made out to the firm unless the purchaser gave other details.
  const billing = payment.billing ?? (firmId === null ? null : await firmBilling(tx, firmId));
  const [order] = await tx
    .insert(orders)
    .values({
      userId: payment.userId,
      firmId,
      paymentId: payment.id,
      status: "completed",
      subtotal: centsToDecimal(payment.subtotalCents),
      tax: centsToDecimal(payment.taxCents),
      totalAmount: centsToDecimal(payment.amountCents),
      invoiceNumber: sql`nextval('invoice_number_seq')`,
      billing,
      cardBrand: payment.cardBrand ?? null,
      cardLast4: payment.cardLast4 ?? null,
    })
    .returning({ id: orders.id, invoiceNumber: orders.invoiceNumber });
  const items = await tx
    .insert(orderItems)
    .values(
      payment.cart.map((line) => {
        const product = productOf.get(line.productId);
        const delivery = product ? deliveryOf(product) : null;
        const downloads = delivery === "licence_key_installer" || delivery === "template_download";
        return {
          orderId: order!.id,
          productId: line.productId,
          name: line.name,
          // A trial's line costs nothing today; the subscription keeps the price it renews at.
          unitPrice: centsToDecimal(line.trialDays ? 0 : line.unitPriceCents),
          quantity: line.quantity,
          type: line.type,
          priceUnit: lineOffer(line).unit,
          priceTerm: lineOffer(line).term,
          downloadUrl: downloads ? (product?.downloadUrl ?? null) : null,
          delivery,
        };
      }),
    )
    .returning();
  for (const item of items) {
    if (item.delivery === "licence_key_installer")
      await issueLicenceKeys(tx, order!.id, { orderItemId: item.id, seats: item.quantity });
  }
  // Monthly subscriptions and annual licences run on (decision 0194): each line starts its term.
  const renewsOn = new Map<number, Date>();
  for (const line of payment.cart) {
    const interval = billingInterval(lineOffer(line).term);
    if (!interval) continue;
    const trialEnd = line.trialDays ? addDays(now, line.trialDays) : null;
    const periodEnd = trialEnd ?? periodEndOf(interval, now);
    // The partial unique indexes refuse a second live subscription or a second trial (a
    // checkout raced past its check): the line stays on the order, no duplicate starts.
    const [started] = await tx
      .insert(subscriptions)
      .values({
        userId: payment.userId,
        firmId,
        productId: line.productId,
        orderId: order!.id,
        status: trialEnd ? "trialing" : "active",
        interval,
        currentPeriodStart: now,
        currentPeriodEnd: periodEnd,
        trialStartedAt: trialEnd ? now : null,
        trialEndsAt: trialEnd,
        providerRef: payment.providerRef,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
        paymentMethodRef: payment.paymentMethodRef ?? null,
        cardBrand: payment.cardBrand ?? null,
        cardLast4: payment.cardLast4 ?? null,
        billing,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: subscriptions.id });
    if (started && !trialEnd) renewsOn.set(line.productId, periodEnd);
    if (started && trialEnd)
      await queueSubscriptionEmail(
        tx,
        {
          kind: "trial-started",
          dedupeKey: `trial-started:${started.id}`,
          userId: payment.userId,
          productName: line.name,
          amountCents: renewalTotals(line).totalCents,
          date: trialEnd,
          card: { brand: payment.cardBrand ?? null, last4: payment.cardLast4 ?? null },
        },
        siteUrl,
      );
  }
  await removeBoughtLines(tx, payment.userId, payment.cart);
  await queueOrderConfirmation(tx, { ...payment, billing }, order!, items, siteUrl, renewsOn);
  return order!.id;
}

async function queueOrderConfirmation(
  tx: DbOrTx,
  payment: PaidPayment,
  order: { id: number; invoiceNumber: number | null },
  items: (typeof orderItems.$inferSelect)[],
  siteUrl: string,
  renewsOn: ReadonlyMap<number, Date>,
) {
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, payment.userId));
  if (!user?.email) return;
  const keys = await licenceKeysOf(
    tx,
    items.map((i) => i.id),
  );
  const blocks: Block[] = [
    { p: "Thank you for your purchase! Here is what you bought and how to use it." },
    {
      rows: [
        ["Order", `#${order.id}`],
        ["Invoice", `${order.invoiceNumber ?? ""}`],
        ["Total paid", formatMoney(payment.amountCents)],
      ],
    },
  ];
  if (payment.billing) blocks.push({ rows: billedToRows(payment.billing) });
  for (const item of items) {
    const offer = { unit: item.priceUnit, term: item.priceTerm };
    blocks.push({
      p: `${item.name}: ${countOf(offer.unit, item.quantity)} at ${priceLabel({ price: item.unitPrice, offer })}`,
    });
    const renews = item.productId === null ? undefined : renewsOn.get(item.productId);
    if (renews)
      blocks.push({
        p:
          offer.term === "annual"
            ? `One-year licence: valid until ${longDate(renews)}. It renews yearly at ${formatMoney(renewalTotals({ unitPriceCents: parseCents(item.unitPrice), quantity: item.quantity }).totalCents)} (tax included) unless you turn renewal off on your dashboard; we remind you ${LICENCE_RENEWAL_REMINDER_DAYS} days before.`
            : `Renews monthly; next billing date ${longDate(renews)}.`,
      });
    const itemKeys = keys.get(item.id) ?? [];
    for (const [index, key] of itemKeys.entries())
      blocks.push({ code: key, label: licenceKeyLabel(offer.unit, index, itemKeys.length) });
    if (item.downloadUrl) {
      blocks.push({
        link: `${siteUrl}/api/orders/${order.id}/items/${item.id}/download`,
        label: `Download ${item.name}`,
      });
      const sha256 = await downloadChecksum(item.downloadUrl);
      if (sha256) blocks.push({ code: sha256, label: "SHA-256 of the download" });
    }
    if (item.delivery)
      blocks.push({
        p: deliveryInstructions(
          item.delivery,
          offer.unit,
          item.downloadUrl && downloadFileName(item.downloadUrl),
        ),
      });
    if (item.delivery === "service_booking")
      blocks.push({
        link: `${siteUrl}${bookingHref(order.id, item.name)}`,
        label: "Book your session",
      });
  }
  blocks.push({ link: `${siteUrl}/api/orders/${order.id}/receipt`, label: "View your invoice" });
  await enqueueEmail(tx, {
    kind: "order-confirmation",
    dedupeKey: `order-confirmation:${order.id}`,
    to: user.email,
    ...composeMessage(
      `Your Countinghouse order #${order.id}`,
      `Hello ${user.firstName ?? "there"},`,
      blocks,
    ),
  });
}

async function firmBilling(tx: DbOrTx, firmId: number) {
  const [firm] = await tx
    .select({ billing: firms.billing })
    .from(firms)
    .where(eq(firms.id, firmId));
  return firm?.billing ?? null;
}

/** The buyer's details as the confirmation and renewal e-mails show them. */
export function billedToRows(billing: BillingDetails): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    ["Billed to", billing.name],
    ["Firm", billing.firm],
    ["Address", billing.address.split("\n").join(", ")],
  ];
  if (billing.ein) rows.push(["EIN", billing.ein]);
  return rows;
}
