import { randomUUID } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client.js";
import { products, type CartSnapshotLine } from "../db/schema.js";
import { badRequest, conflict, HttpError, notFound } from "../lib/http-error.js";
import { centsToDecimal, formatMoney, parseCents } from "../../shared/money.js";
import {
  billingInterval,
  boughtLine,
  lineOffer,
  quantityProblem,
  quoteLines,
  renewalTotals,
} from "../../shared/offer.js";
import { checkTestCard, DECLINE_MESSAGE } from "../../shared/test-cards.js";
import type { TestCard, TestCardPaymentBody } from "../../shared/contracts/payments.js";
import { listCart, buyingFor } from "../modules/cart/index.js";
import { findActiveProduct } from "../modules/products/index.js";
import {
  type PaymentProvider,
  type SavedCard,
  cancelOpenPayment,
  cartKeyOf,
  findOpenPayments,
  findUserPaymentBySecret,
  insertPayment,
  lockPayment,
  markPaymentSucceeded,
  recordIntentOnce,
  updatePayment,
  type Payment,
  testPaymentMethod,
  MAXIMUM_CHARGE_CENTS,
} from "../modules/payments/index.js";
import {
  fulfilOrder,
  isLive,
  lockOwnSubscription,
  saveSubscriptionCard,
  subscriptionHistory,
} from "../modules/orders/index.js";
import { renewSubscription } from "./renewal.js";
import { recordRenewalDeclined } from "./renewal-records.js";
import { applyPaidInvoice } from "./stripe-billing-events.js";
import { trialDaysOf } from "../../shared/subscriptions.js";
import type { CheckoutQuote } from "../../shared/contracts/payments.js";
import type { BillingDetails } from "../../shared/contracts/billing.js";

/**
 * A paid payment becomes its order (the orders module's workflow) and is marked succeeded.
 * `payment` must be locked in `tx` (lockPayment): once or at once, it makes exactly one order.
 */
export async function completeLockedPayment(
  tx: DbOrTx,
  payment: Payment,
  siteUrl?: string,
): Promise<number> {
  const orderId = await fulfilOrder(tx, payment, siteUrl);
  await markPaymentSucceeded(tx, payment.id);
  return orderId;
}

/**
 * Locks the payment and completes it: the webhook's and Stripe return's way in. `card` is the
 * card the provider saved for a subscription's renewals, recorded with the payment.
 */
export async function completePayment(
  tx: DbOrTx,
  paymentId: number,
  siteUrl?: string,
  card?: SavedCard | null,
): Promise<number> {
  const payment = await lockPayment(tx, paymentId);
  if (card && payment.status !== "succeeded") {
    await updatePayment(tx, payment.id, card);
    return completeLockedPayment(tx, { ...payment, ...card }, siteUrl);
  }
  return completeLockedPayment(tx, payment, siteUrl);
}

/** A line that charges again (a subscription or an annual licence): its card is saved for that. */
const runsOn = (line: CartSnapshotLine) => billingInterval(lineOffer(line).term) !== null;

/** Stripe refuses charges under 50 cents; nothing in the catalogue costs less, but a cart could. */
const MINIMUM_CHARGE_CENTS = 50;

/**
 * What a checkout buys (decision 0262): the cart, or one product on its own (Start Free Trial
 * goes straight to its checkout and leaves the rest of the cart as it is).
 */
export type CheckoutScope =
  | { kind: "cart" }
  | { kind: "product"; productId: number; quantity: number };
export const CART_CHECKOUT: CheckoutScope = { kind: "cart" };

/** A one-product checkout's payment is told apart by its key (the cart's keys are bare hashes). */
const PRODUCT_KEY_PREFIX = "product:";

/** The scope a payment was opened for, so paying it checks the same lines again. */
export function scopeOfPayment(payment: Pick<Payment, "cartKey" | "cart">): CheckoutScope {
  const [line] = payment.cart;
  return payment.cartKey.startsWith(PRODUCT_KEY_PREFIX) && line
    ? { kind: "product", productId: line.productId, quantity: line.quantity }
    : CART_CHECKOUT;
}

/** The lines a checkout starts from: the cart's, or the one product's (on sale, or 404). */
async function checkoutItems(db: DbOrTx, userId: string, scope: CheckoutScope) {
  if (scope.kind === "cart") return listCart(db, userId);
  const product = await findActiveProduct(db, scope.productId);
  if (!product) throw notFound("Product not found.", "product_not_found");
  return [{ id: 0, quantity: scope.quantity, product }];
}

/**
 * The checkout's lines (the cart's, or one product's) frozen, and what is due today (decision
 * 0090): a subscription with a free trial the customer has not had yet costs nothing now. A
 * product they already subscribe to is refused: one live subscription per customer per product.
 */
export async function snapshotCart(
  db: DbOrTx,
  userId: string,
  now: Date = new Date(),
  scope: CheckoutScope = CART_CHECKOUT,
) {
  // Bought for a firm (decision 0251): the role is checked again now, and the firm's own
  // subscriptions and trials count instead of the person's.
  const firmId = await buyingFor(db, userId);
  const items = await checkoutItems(db, userId, scope);
  const history = await subscriptionHistory(
    db,
    userId,
    items.filter((i) => billingInterval(i.product.offer.term)).map((i) => i.product.id),
    firmId,
  );
  // The fact sheet says how long a product's trial is (the cart's products do not carry it).
  const facts = new Map(
    items.length === 0
      ? []
      : (
          await db
            .select({ id: products.id, facts: products.facts })
            .from(products)
            .where(
              inArray(
                products.id,
                items.map((i) => i.product.id),
              ),
            )
        ).map((row) => [row.id, row.facts]),
  );
  const lines: CartSnapshotLine[] = [];
  const trialsUsed: boolean[] = [];
  for (const item of items) {
    const { product } = item;
    const past = history.filter((h) => h.productId === product.id);
    if (past.some((h) => isLive(h.status)))
      throw conflict(
        product.type === "subscription"
          ? `You already subscribe to ${product.name}. Manage it from your dashboard instead of buying it again.`
          : `Your licence of ${product.name} is still running and renews yearly. Manage it from your dashboard instead of buying it again.`,
        product.type === "subscription" ? "already_subscribed" : "licence_running",
      );
    const problem = quantityProblem(product.offer.unit, item.quantity);
    if (problem)
      throw conflict(
        `${product.name}: ${problem}${scope.kind === "cart" ? " Change its quantity in your cart." : ""}`,
        "cart_quantity_invalid",
      );
    const offered = trialDaysOf({ type: product.type, facts: facts.get(product.id) });
    const trialUsed = offered > 0 && past.some((h) => h.trialStartedAt !== null);
    const trialDays = trialUsed ? 0 : offered;
    trialsUsed.push(trialUsed);
    lines.push({
      productId: product.id,
      name: product.name,
      unitPriceCents: parseCents(product.price),
      quantity: item.quantity,
      type: product.type,
      offer: product.offer,
      ...(trialDays > 0 ? { trialDays } : {}),
    });
  }
  const priced = quoteLines(lines.map(boughtLine), now);
  const quote: CheckoutQuote["lines"] = lines.map((line, i) => {
    const { renewal } = priced.lines[i]!;
    const trialDays = line.trialDays ?? 0;
    const renewalAmount = centsToDecimal(renewalTotals(line).totalCents);
    return {
      productId: line.productId,
      name: line.name,
      type: line.type,
      offer: lineOffer(line),
      quantity: line.quantity,
      unitPrice: centsToDecimal(line.unitPriceCents),
      trialDays,
      trialUsed: trialsUsed[i]!,
      firstChargeDate: trialDays > 0 ? renewal!.date.toISOString() : null,
      firstChargeAmount: trialDays > 0 ? renewalAmount : null,
      renewal: renewal ? { date: renewal.date.toISOString(), amount: renewalAmount } : null,
    };
  });
  const key = cartKeyOf(lines, firmId);
  const cartKey = scope.kind === "product" ? `${PRODUCT_KEY_PREFIX}${key}` : key;
  return { lines, totals: priced.dueToday, cartKey, quote, firmId };
}

/** GET /api/checkout/quote: the lines, their trials and what is due today. */
export async function quoteCheckout(
  db: DbOrTx,
  userId: string,
  scope: CheckoutScope = CART_CHECKOUT,
): Promise<CheckoutQuote> {
  const { quote, totals } = await snapshotCart(db, userId, new Date(), scope);
  return {
    lines: quote,
    dueToday: {
      subtotal: centsToDecimal(totals.subtotalCents),
      tax: centsToDecimal(totals.taxCents),
      total: centsToDecimal(totals.totalCents),
    },
  };
}

/**
 * Step 1 of checkout: price the cart on the server, check the client's amount against it, and open
 * a payment (or hand back the open one for the same cart, so reloading /checkout charges nothing twice).
 */
export async function openPayment(
  db: Db,
  provider: PaymentProvider,
  userId: string,
  clientAmount: number,
  scope: CheckoutScope = CART_CHECKOUT,
) {
  const { lines, totals, cartKey, quote, firmId } = await snapshotCart(
    db,
    userId,
    new Date(),
    scope,
  );
  if (lines.length === 0) throw badRequest("Your cart is empty.", "cart_empty");
  if (Math.round(clientAmount * 100) !== totals.totalCents) {
    const used = quote.find((line) => line.trialUsed);
    throw conflict(
      used
        ? `You have already had the free trial of ${used.name}, so it is charged from today: ${formatMoney(totals.totalCents)} is due now. Reload the checkout to pay it.`
        : `The amount does not match your ${scope.kind === "cart" ? "cart" : "order"}: its total is ${formatMoney(totals.totalCents)}. Reload the checkout to pay the current total.`,
      "checkout_amount_mismatch",
    );
  }
  // Nothing due (only free trials) saves the card without a charge; a few cents cannot be charged.
  if (totals.totalCents > 0 && totals.totalCents < MINIMUM_CHARGE_CENTS)
    throw badRequest("The total is too small to charge.", "checkout_total_too_small");
  if (totals.totalCents > MAXIMUM_CHARGE_CENTS)
    throw badRequest(
      `The total is ${formatMoney(totals.totalCents)}, more than the ${formatMoney(MAXIMUM_CHARGE_CENTS)} one card payment can be. ` +
        "Lower the quantities or split the order, or contact us to buy by invoice.",
      "checkout_total_too_large",
    );

  // Step 1, a short transaction: the payment is recorded (or the open one for this cart found)
  // before the provider is asked, so no connection, transaction or lock waits on the provider
  // (decision 0203). One checkout at a time per user: a double-clicked or reloaded page waits
  // for the lock here and finds the same row.
  const { payment, stale } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`checkout:${userId}`}))`);
    const open = await findOpenPayments(tx, userId, provider.name);
    const same = open.find((p) => p.cartKey === cartKey);
    if (same) return { payment: same, stale: [] };
    const stale: string[] = [];
    for (const earlier of open) {
      // Only while still open: a click in another tab may be paying it at this very moment.
      const canceled = await cancelOpenPayment(tx, earlier.id);
      if (canceled && earlier.providerRef) stale.push(earlier.providerRef);
    }
    const created = await insertPayment(tx, {
      provider: provider.name,
      userId,
      amountCents: totals.totalCents,
      subtotalCents: totals.subtotalCents,
      taxCents: totals.taxCents,
      cart: lines,
      cartKey,
      firmId,
    });
    return { payment: created, stale };
  });
  if (payment.clientSecret) return { clientSecret: payment.clientSecret };
  // Step 2, no transaction: the provider. Its idempotency key names the payment, so a retry (this
  // request's, or the next one's for the same cart after a timeout) opens nothing twice.
  for (const ref of stale) await provider.cancel(ref);
  // A provider error becomes our own 502/503 in the error handler (lib/provider-errors.ts).
  const intent = await provider.createIntent({
    amountCents: payment.amountCents,
    userId,
    paymentId: payment.id,
    idempotencyKey: `countinghouse-payment-${payment.id}`,
    saveCard: payment.cart.some(runsOn),
  });
  // Step 3, one statement: the outcome. Two requests racing for the same row may each have asked
  // the provider (Stripe answers both with one intent, its idempotent replay; the test card's
  // provider does not): the first intent recorded is the payment's, and both answer with it.
  return { clientSecret: await recordIntentOnce(db, payment.id, intent) };
}

/**
 * Test mode's "card network": decides with Stripe's test cards and, on success, runs the same
 * fulfilment as Stripe's webhook. The decision is taken holding the payment's row lock, so
 * clicks racing each other (two tabs, two servers) queue up: the first pays, the others see it
 * paid and answer with the same order. A refusal is written first and thrown after the commit.
 */
export async function payWithTestCard(
  db: Db,
  userId: string,
  body: TestCardPaymentBody,
  siteUrl?: string,
) {
  const found = await findUserPaymentBySecret(db, userId, body.clientSecret);
  if (!found || found.provider !== "test")
    throw notFound("Payment not found. Reload the checkout and try again.", "payment_not_found");
  const outcome = await db.transaction(async (tx): Promise<{ orderId: number } | HttpError> => {
    const payment = await lockPayment(tx, found.id);
    if (payment.status === "succeeded")
      return { orderId: await completeLockedPayment(tx, payment, siteUrl) };
    if (payment.status !== "open")
      return conflict(
        "This payment is no longer open. Reload the checkout and try again.",
        "payment_not_open",
      );
    const check = checkTestCard(body);
    if (!check.ok) return badRequest(check.message, "card_invalid");
    const { cartKey } = await snapshotCart(tx, userId, new Date(), scopeOfPayment(payment));
    if (cartKey !== payment.cartKey) {
      await updatePayment(tx, payment.id, { status: "canceled" });
      return conflict(
        scopeOfPayment(payment).kind === "cart"
          ? "Your cart changed after checkout started. Review the new total and pay again."
          : "The price or trial changed after checkout started. Review the new total and pay again.",
        "cart_changed",
      );
    }
    // A card that declines charges is still saved when nothing is charged (a trial's $0.00).
    const charged = payment.amountCents > 0;
    if (check.outcome === "declined" || (charged && check.outcome === "declines_charges")) {
      // Like a Stripe PaymentIntent, a declined attempt leaves the payment open for another card.
      await updatePayment(tx, payment.id, { failureMessage: DECLINE_MESSAGE });
      return new HttpError(402, DECLINE_MESSAGE, "payment_declined");
    }
    const card = testPaymentMethod(check);
    await updatePayment(tx, payment.id, card);
    return { orderId: await completeLockedPayment(tx, { ...payment, ...card }, siteUrl) };
  });
  if (outcome instanceof HttpError) throw outcome;
  return outcome;
}

/**
 * Checkout's billing step: who the invoice is made out to, kept on the open payment the client
 * secret names. Fulfilment copies it to the order and its subscriptions (renewals reuse it).
 */
export async function saveBillingDetails(
  db: Db,
  userId: string,
  clientSecret: string,
  billing: BillingDetails,
): Promise<BillingDetails> {
  return db.transaction(async (tx) => {
    const found = await findUserPaymentBySecret(tx, userId, clientSecret);
    if (!found)
      throw notFound("Payment not found. Reload the checkout and try again.", "payment_not_found");
    const payment = await lockPayment(tx, found.id);
    if (payment.status !== "open")
      throw conflict(
        "This payment is no longer open. Reload the checkout and try again.",
        "payment_not_open",
      );
    await updatePayment(tx, payment.id, { billing });
    return billing;
  });
}

/** A subscription's card, asked of the provider once the payment succeeded (none for other carts). */
export async function savedCardFor(
  provider: PaymentProvider,
  payment: Payment,
): Promise<SavedCard | null> {
  if (payment.status === "succeeded" || !payment.providerRef) return null;
  if (!payment.cart.some(runsOn)) return null;
  return provider.savedCardOf(payment.providerRef);
}

/**
 * Test mode's "update your card" (decision 0091): the new card is checked like a payment (the
 * decline card is refused and nothing changes), saved on the subscription, and a past_due
 * subscription is charged with it at once, in the same transaction.
 */
export async function saveTestCardOnSubscription(
  db: Db,
  provider: PaymentProvider,
  userId: string,
  subscriptionId: number,
  card: TestCard,
  siteUrl: string,
  now: Date = new Date(),
): Promise<void> {
  const check = checkTestCard(card, now);
  if (!check.ok) throw badRequest(check.message, "card_invalid");
  if (check.outcome === "declined") throw new HttpError(402, DECLINE_MESSAGE, "payment_declined");
  await saveCardOnSubscription(db, provider, userId, subscriptionId, testPaymentMethod(check), {
    siteUrl,
    now,
  });
}

/**
 * Stripe mode's "update your card" (decision 0092), step 1: a SetupIntent on the customer that
 * already holds the subscription's card, tagged with the subscription. The browser confirms it
 * with Stripe's Payment Element; step 2 (finishStripeCardUpdate) saves the card it produced.
 */
export async function startStripeCardUpdate(
  db: Db,
  provider: PaymentProvider,
  userId: string,
  subscriptionId: number,
): Promise<{ clientSecret: string }> {
  if (!provider.startCardSetup)
    throw notFound("Updating a card here works with Stripe only.", "card_update_unsupported");
  const row = await db.transaction((tx) => lockOwnSubscription(tx, userId, subscriptionId));
  if (row.status === "canceled")
    throw conflict(
      "This subscription has ended. Subscribe again from the product's page.",
      "subscription_ended",
    );
  if (!row.paymentMethodRef?.includes("/"))
    throw conflict(
      "This subscription has no Stripe customer to save a card for.",
      "stripe_customer_missing",
    );
  const setup = await provider.startCardSetup({
    paymentMethodRef: row.paymentMethodRef,
    idempotencyKey: `countinghouse-card-update-${row.id}-${randomUUID()}`,
    metadata: { userId, subscriptionId: String(row.id), purpose: "card_update" },
  });
  return { clientSecret: setup.clientSecret };
}

/**
 * Step 2: the SetupIntent is asked of Stripe (never taken from the browser's word): it must have
 * succeeded, be this subscription's, and have saved a card on the same customer. The card is then
 * saved and a past_due subscription charged with it at once.
 */
export async function finishStripeCardUpdate(
  db: Db,
  provider: PaymentProvider,
  userId: string,
  subscriptionId: number,
  setupIntent: string,
  siteUrl: string,
  now: Date = new Date(),
): Promise<void> {
  if (!setupIntent.startsWith("seti_"))
    throw badRequest("setupIntent must be a seti_ id.", "validation_failed");
  const update = await verifiedCardUpdate(provider, setupIntent);
  if (update.subscriptionId !== subscriptionId || update.userId !== userId)
    throw notFound("Card update not found.", "card_update_not_found");
  await db.transaction((tx) =>
    saveCardInTransaction(tx, { db, provider, siteUrl, now }, userId, subscriptionId, {
      method: update.card,
      sameCustomer: true,
    }),
  );
}

/**
 * A card-update SetupIntent as Stripe reports it: succeeded, tagged as a card update, and whose
 * (its metadata). The confirm endpoint and the setup_intent.succeeded webhook both ask this.
 */
export async function verifiedCardUpdate(
  provider: PaymentProvider,
  setupIntent: string,
): Promise<{ userId: string; subscriptionId: number; card: SavedCard }> {
  if (!provider.cardSetupOf)
    throw notFound("Updating a card here works with Stripe only.", "card_update_unsupported");
  // Stripe's 404 (no such SetupIntent) is "not found"; an outage is thrown (the webhook's
  // caller then answers 500 and Stripe delivers the event again).
  const setup = await provider.cardSetupOf(setupIntent).catch((err: { statusCode?: number }) => {
    if (err.statusCode === 404) return null;
    throw err;
  });
  const subscriptionId = Number(setup?.metadata.subscriptionId);
  if (
    !setup ||
    !Number.isSafeInteger(subscriptionId) ||
    !setup.metadata.userId ||
    setup.metadata.purpose !== "card_update"
  )
    throw notFound("Card update not found.", "card_update_not_found");
  if (setup.status !== "succeeded" || !setup.card)
    throw conflict(
      "The new card has not been confirmed with the bank yet. Try again.",
      "card_not_confirmed",
    );
  return { userId: setup.metadata.userId, subscriptionId, card: setup.card };
}

/** Saves a card on the owner's live subscription; a past_due one is charged with it at once. */
async function saveCardOnSubscription(
  db: Db,
  provider: PaymentProvider,
  userId: string,
  subscriptionId: number,
  method: SavedCard,
  options: { siteUrl: string; now: Date },
): Promise<void> {
  await db.transaction((tx) =>
    saveCardInTransaction(tx, { db, provider, ...options }, userId, subscriptionId, { method }),
  );
}

/**
 * The card update itself, in the caller's transaction. Saving the card the row already has on a
 * running subscription changes nothing (the confirm call and the webhook may both arrive).
 * Stripe mode with Stripe Billing holding it (decision 0094): the card becomes the Stripe
 * subscription's default and a past_due one's open invoice is paid with it; otherwise a past_due
 * one is charged by the renewal job's own path.
 */
export async function saveCardInTransaction(
  tx: DbOrTx,
  ctx: { db: Db; provider: PaymentProvider; siteUrl: string; now: Date },
  userId: string,
  subscriptionId: number,
  options: { method: SavedCard; sameCustomer?: boolean },
): Promise<void> {
  const { provider, now } = ctx;
  const { method } = options;
  const row = await lockOwnSubscription(tx, userId, subscriptionId);
  if (row.status === "canceled")
    throw conflict(
      "This subscription has ended. Subscribe again from the product's page.",
      "subscription_ended",
    );
  if (
    options.sameCustomer &&
    row.paymentMethodRef?.split("/")[0] !== method.paymentMethodRef.split("/")[0]
  )
    throw notFound("Card update not found.", "card_update_not_found");
  if (row.paymentMethodRef === method.paymentMethodRef && row.status !== "past_due") return;
  await saveSubscriptionCard(tx, row.id, method, now);
  const saved = { ...row, ...method };
  if (row.stripeSubscriptionId && provider.billing) {
    await provider.billing.setDefaultCard(row.stripeSubscriptionId, method.paymentMethodRef);
    if (row.status !== "past_due") return;
    const paid = await provider.billing.payOpenInvoice(
      row.stripeSubscriptionId,
      method.paymentMethodRef,
    );
    if (paid.status === "paid") await applyPaidInvoice(tx, ctx, saved, paid.invoice);
    else if (paid.status === "declined")
      await recordRenewalDeclined(ctx, tx, saved, row.currentPeriodEnd, paid.message);
    return;
  }
  if (row.status === "past_due") await renewSubscription(ctx, row.id, { retry: true, tx });
}
