import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ProductFacts } from "../../shared/contracts/product-facts.js";
import { FIRM_ROLE_VALUES } from "../../shared/contracts/firms.js";
import { OFFER_TERMS, OFFER_UNITS, type Offer } from "../../shared/offer.js";
import { SUBSCRIPTION_STATUSES } from "../../shared/subscriptions.js";
import { REFUND_REQUEST_STATUSES } from "../../shared/refunds.js";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  email: text("email"),
  firstName: text("first_name"),
  lastName: text("last_name"),
  profileImageUrl: text("profile_image_url"),
  isAdmin: boolean("is_admin").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const identities = pgTable(
  "identities",
  {
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);

export const sessions = pgTable(
  "sessions",
  {
    /** sha256 of the cookie's random id: a stolen table gives no usable cookie. */
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("sessions_expires_at_idx").on(t.expiresAt),
    index("sessions_user_id_idx").on(t.userId),
  ],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").unique(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    price: numeric("price", { precision: 10, scale: 2 }).notNull(),
    category: text("category", { enum: ["software", "templates", "saas"] }).notNull(),
    type: text("type", { enum: ["one-time", "subscription"] }).notNull(),
    imageUrl: text("image_url"),
    downloadUrl: text("download_url"),
    stripePriceId: text("stripe_price_id"),
    features: jsonb("features").$type<string[]>(),
    /** The fact sheet (decision 0120), validated by productFactsSchema; null reads as all unknown. */
    facts: jsonb("facts").$type<ProductFacts>(),
    /** The offer (decision 0194): what the price counts and how long it buys. */
    priceUnit: text("price_unit", { enum: OFFER_UNITS }).notNull().default("per_firm"),
    priceTerm: text("price_term", { enum: OFFER_TERMS }).notNull().default("perpetual"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("products_active_idx").on(t.isActive, t.id),
    // Facet filters are containment tests (facts @> '{"forms":["1040"]}').
    index("products_facts_idx").using("gin", t.facts.op("jsonb_path_ops")),
    check("products_price_nonnegative", sql`${t.price} >= 0`),
    check(
      "products_offer_unit",
      sql`${t.priceUnit} in ('per_firm', 'per_user', 'per_client', 'per_return')`,
    ),
    // Only a monthly term is the spec's "subscription" (src/shared/offer.ts typeOfTerm).
    check(
      "products_offer_term",
      sql`(${t.priceTerm} = 'monthly') = (${t.type} = 'subscription') and ${t.priceTerm} in ('perpetual', 'annual', 'monthly', 'per_use')`,
    ),
  ],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("cart_items_user_product_idx").on(t.userId, t.productId),
    check("cart_items_quantity_positive", sql`${t.quantity} >= 1`),
  ],
);

export type CartSnapshotLine = {
  productId: number;
  name: string;
  unitPriceCents: number;
  quantity: number;
  type: "one-time" | "subscription";
  /** The offer it was bought under (absent in payments made before offers: read defaultOffer). */
  offer?: Offer;
  /** A subscription bought with a free trial of this many days: nothing charged for it today. */
  trialDays?: number;
};

/** Who the invoice is made out to (checkout's billing step). */
export type BillingDetails = {
  name: string;
  firm: string;
  address: string;
  ein: string;
};

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    provider: text("provider", { enum: ["stripe", "test"] }).notNull(),
    providerRef: text("provider_ref").unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    status: text("status", { enum: ["open", "succeeded", "failed", "canceled"] })
      .notNull()
      .default("open"),
    cart: jsonb("cart").$type<CartSnapshotLine[]>().notNull(),
    cartKey: text("cart_key").notNull(),
    /** Bought for this firm (decision 0251); null when the person buys for themselves. */
    firmId: integer("firm_id").references((): AnyPgColumn => firms.id),
    clientSecret: text("client_secret"),
    failureMessage: text("failure_message"),
    billing: jsonb("billing").$type<BillingDetails>(),
    /** The card that paid (or, for a trial, was saved): brand, last 4 and a reusable reference. */
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    paymentMethodRef: text("payment_method_ref"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("payments_user_status_idx").on(t.userId, t.status)],
);

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    paymentId: integer("payment_id")
      .unique()
      .references(() => payments.id),
    status: text("status").notNull().default("completed"),
    subtotal: numeric("subtotal", { precision: 10, scale: 2 }).notNull(),
    tax: numeric("tax", { precision: 10, scale: 2 }).notNull(),
    totalAmount: numeric("total_amount", { precision: 10, scale: 2 }).notNull(),
    /** Sequential, from invoice_number_seq at fulfilment (a rolled-back transaction may skip one). */
    invoiceNumber: integer("invoice_number").unique(),
    billing: jsonb("billing").$type<BillingDetails>(),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    /** The firm it was bought for (decision 0251): its owners and purchasers see it. */
    firmId: integer("firm_id").references((): AnyPgColumn => firms.id),
    /** A renewal's order: the subscription and the period it pays for (one order per period). */
    subscriptionId: integer("subscription_id"),
    periodStart: timestamp("period_start", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("orders_subscription_period_idx").on(t.subscriptionId, t.periodStart),
    index("orders_created_idx").on(t.createdAt),
    index("orders_firm_idx").on(t.firmId, t.createdAt),
  ],
);

export const orderItems = pgTable("order_items", {
  id: serial("id").primaryKey(),
  orderId: integer("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" }),
  productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
  name: text("name").notNull(),
  unitPrice: numeric("unit_price", { precision: 10, scale: 2 }).notNull(),
  quantity: integer("quantity").notNull(),
  type: text("type", { enum: ["one-time", "subscription"] }).notNull(),
  /** The offer it was bought under, frozen with the price (decision 0194). */
  priceUnit: text("price_unit", { enum: OFFER_UNITS }).notNull().default("per_firm"),
  priceTerm: text("price_term", { enum: OFFER_TERMS }).notNull().default("perpetual"),
  downloadUrl: text("download_url"),
  /** How this line was delivered, frozen at purchase (the product's delivery fact). */
  delivery: text("delivery", {
    enum: ["licence_key_installer", "saas_activation", "template_download", "service_booking"],
  }),
  /** The refund that gave this line's money back (decision 0140): its download stops working. */
  refundId: integer("refund_id").references(() => refunds.id),
  /** This line's share of that refund, tax included. */
  refundedCents: integer("refunded_cents").notNull().default(0),
});

/**
 * Money given back for lines of a paid order, through the provider that took it (decision 0140).
 * requestKey makes a repeated request (a retry, a double click) answer the refund it already made.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    /** The admin who gave it. */
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    provider: text("provider", { enum: ["stripe", "test"] }).notNull(),
    providerRef: text("provider_ref").notNull(),
    requestKey: text("request_key").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index("refunds_order_idx").on(t.orderId),
    index("refunds_created_idx").on(t.createdAt),
    check("refunds_amount_positive", sql`${t.amountCents} > 0`),
  ],
);

/**
 * A customer's request for a refund of an order within the window (issue 47, decision 0261): it
 * waits in the admin's queue; "approving" while the refund goes through the provider, then
 * "approved" (with the refund it made) or "declined". The admin's answer is e-mailed.
 */
export const refundRequests = pgTable(
  "refund_requests",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The order lines asked for (those not yet refunded when the request was made). */
    itemIds: integer("item_ids").array().notNull(),
    reason: text("reason").notNull(),
    status: text("status", { enum: REFUND_REQUEST_STATUSES }).notNull().default("open"),
    answer: text("answer"),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    refundId: integer("refund_id").references(() => refunds.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("refund_requests_status_idx").on(t.status, t.createdAt),
    // One request waiting per order: a second click finds the first.
    uniqueIndex("refund_requests_one_open_idx")
      .on(t.orderId)
      .where(sql`status in ('open', 'approving')`),
  ],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    orderId: integer("order_id").references(() => orders.id),
    /** The firm it was bought for (decision 0251); null for a person's own. */
    firmId: integer("firm_id").references((): AnyPgColumn => firms.id),
    /** active | trialing | past_due | canceled (spec: only "active" counts as active in its stat). */
    status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull().default("active"),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    providerRef: text("provider_ref"),
    /**
     * A free trial: when it started and ended (null when the subscription was paid from day one).
     * Set once and kept after the trial, so "was a trial" stays answerable; one per customer per product.
     */
    trialStartedAt: timestamp("trial_started_at", { withTimezone: true }),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    /** The first successful charge after a trial (a trial converting to paid); null until then. */
    convertedAt: timestamp("converted_at", { withTimezone: true }),
    /** The period paid (or trialled) now: currentPeriodStart up to currentPeriodEnd. */
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }),
    /** Why the latest renewal charge failed (past_due); null once a charge succeeds. */
    renewalFailure: text("renewal_failure"),
    /** When the subscription stopped (status canceled). */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** Who renewal invoices are made out to (the checkout's billing details). */
    billing: jsonb("billing").$type<BillingDetails>(),
    /** Cancelled by its owner: it runs to currentPeriodEnd, then ends instead of renewing. */
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    /**
     * How often it charges: "month" for a subscription, "year" for an annual licence (decision
     * 0194), which renews like one and shows "Renews on" / "Expires on".
     */
    interval: text("interval", { enum: ["month", "year"] })
      .notNull()
      .default("month"),
    /** What each period costs (frozen at purchase, before tax) and for how many seats. */
    unitPriceCents: integer("unit_price_cents"),
    quantity: integer("quantity").notNull().default(1),
    /**
     * Seats added or removed during the period (decision 0251), prorated, before tax: charged
     * (or, negative, credited) with the next renewal, then back to 0. Test mode only: Stripe
     * Billing keeps its own prorations.
     */
    prorationCents: integer("proration_cents").notNull().default(0),
    /** The saved card renewals charge: Stripe's pm_ id, or test mode's test_pm_ reference. */
    paymentMethodRef: text("payment_method_ref"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    /**
     * Stripe mode: the Stripe Billing subscription (sub_…) that renews it (decision 0094); its
     * invoice webhooks move this row. Null in test mode and until Stripe holds it.
     */
    stripeSubscriptionId: text("stripe_subscription_id").unique(),
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (t) => [
    index("subscriptions_user_idx").on(t.userId, t.createdAt),
    index("subscriptions_due_idx").on(t.status, t.currentPeriodEnd),
    // One live subscription per customer per product, and one trial ever (decision 0090). The
    // customer is the firm it was bought for, or the person buying for themselves (decision 0251).
    uniqueIndex("subscriptions_one_live_idx")
      .on(sql`coalesce('firm:' || firm_id, user_id)`, t.productId)
      .where(sql`status in ('trialing', 'active', 'past_due')`),
    uniqueIndex("subscriptions_one_trial_idx")
      .on(sql`coalesce('firm:' || firm_id, user_id)`, t.productId)
      .where(sql`trial_started_at is not null`),
    index("subscriptions_firm_idx").on(t.firmId),
  ],
);

export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: createdAt(),
});

export const freeResources = pgTable("free_resources", {
  id: serial("id").primaryKey(),
  slug: text("slug").unique(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  category: text("category", { enum: ["templates", "guides", "tools", "checklists"] }).notNull(),
  tags: text("tags")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  fileSize: text("file_size").notNull(),
  fileUrl: text("file_url").notNull(),
  fileName: text("file_name").notNull(),
  downloadCount: integer("download_count").notNull().default(0),
  createdAt: createdAt(),
});

export const relatedSites = pgTable("related_sites", {
  id: serial("id").primaryKey(),
  slug: text("slug").unique(),
  name: text("name").notNull(),
  category: text("category").notNull(),
  description: text("description").notNull(),
  siteUrl: text("site_url").notNull(),
  logoUrl: text("logo_url"),
  brandedImageUrl: text("branded_image_url"),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The session that started it (hashed id); kept when the visitor signs in. */
    sessionId: text("session_id"),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    onboarding: jsonb("onboarding").$type<Record<string, unknown>>(),
    /** What the advisor remembered after the latest turn (conversation-state.ts); null before. */
    advisorState: jsonb("advisor_state").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("conversations_session_idx").on(t.sessionId),
    index("conversations_user_idx").on(t.userId),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("messages_conversation_idx").on(t.conversationId, t.id)],
);

/** Fixed-window counters shared by every server process on this database. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/** One licence key per seat of a software line; shown only to the order's owner. */
export const licenceKeys = pgTable(
  "licence_keys",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull().unique(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    seat: integer("seat").notNull(),
    /** Set when the line was refunded: the key stays on record but no longer licenses anything. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("licence_keys_item_seat_idx").on(t.orderItemId, t.seat)],
);

/**
 * Every e-mail the shop sends, written in the same transaction as the change it reports
 * (a transactional outbox): "pending" until the mailer hands it to SMTP ("sent"), or "stored"
 * when no SMTP_URL is configured (admins read it here). dedupeKey makes each message once.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    dedupeKey: text("dedupe_key").notNull().unique(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    status: text("status", { enum: ["pending", "sent", "stored", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("email_outbox_status_idx").on(t.status, t.id)],
);

/** Messages sent with the contact form; the back office reads and resolves them. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull().default(""),
    phone: text("phone").notNull().default(""),
    inquiryType: text("inquiry_type").notNull().default(""),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    status: text("status", { enum: ["new", "resolved"] })
      .notNull()
      .default("new"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_status_idx").on(t.status, t.createdAt)],
);

/**
 * An admin's e-mailed answer to a contact message (the e-mail itself is in email_outbox).
 * requestKey makes a repeated send (a retry, a double click) answer the reply already made.
 */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: serial("id").primaryKey(),
    messageId: integer("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    sentBy: text("sent_by").references(() => users.id, { onDelete: "set null" }),
    requestKey: text("request_key").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_replies_message_idx").on(t.messageId, t.createdAt)],
);

/**
 * A firm buys for its people (decision 0250): orders, invoices, subscriptions and licence keys
 * bought for it are the firm's. `billing` is who its invoices are made out to.
 */
export const firms = pgTable(
  "firms",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    billing: jsonb("billing").$type<BillingDetails>().notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("firms_name_idx").on(t.name)],
);

export const firmMembers = pgTable(
  "firm_members",
  {
    firmId: integer("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: FIRM_ROLE_VALUES }).notNull(),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.firmId, t.userId] }),
    index("firm_members_user_idx").on(t.userId),
    check("firm_members_role", sql`${t.role} in ('owner', 'purchaser', 'member')`),
  ],
);

/**
 * An e-mailed invitation: the link carries a random token of which only the sha256 is kept; it
 * expires, and is used once (acceptedBy) or revoked.
 */
export const firmInvitations = pgTable(
  "firm_invitations",
  {
    id: serial("id").primaryKey(),
    firmId: integer("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: FIRM_ROLE_VALUES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("firm_invitations_firm_idx").on(t.firmId, t.createdAt),
    check("firm_invitations_role", sql`${t.role} in ('purchaser', 'member')`),
  ],
);

/** Who the cart is bought for (decision 0251): a firm the person buys for; no row is themselves. */
export const cartBuyers = pgTable("cart_buyers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  firmId: integer("firm_id")
    .notNull()
    .references(() => firms.id, { onDelete: "cascade" }),
  updatedAt: updatedAt(),
});

/**
 * Which member holds which seat of a firm's per-user line (decision 0251): seats are numbered 1
 * to the line's count (its subscription's quantity while one runs); a seat's licence key is the
 * key of the same number. One seat per person per line.
 */
export const seatAssignments = pgTable(
  "seat_assignments",
  {
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    seat: integer("seat").notNull(),
    firmId: integer("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assignedBy: text("assigned_by").references(() => users.id, { onDelete: "set null" }),
    assignedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orderItemId, t.seat] }),
    uniqueIndex("seat_assignments_one_per_person_idx").on(t.orderItemId, t.userId),
    index("seat_assignments_user_idx").on(t.userId),
    index("seat_assignments_firm_idx").on(t.firmId),
    check("seat_assignments_seat_positive", sql`${t.seat} >= 1`),
  ],
);

/**
 * A device a licence key is activated on (decision 0252): the vendor's software activates with
 * the key and an instance name and gets this id back. Deactivating frees a place under the
 * key's activation limit; the row stays as history.
 */
export const licenceActivations = pgTable(
  "licence_activations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    licenceKeyId: integer("licence_key_id")
      .notNull()
      .references(() => licenceKeys.id, { onDelete: "cascade" }),
    instanceName: text("instance_name").notNull(),
    createdAt: createdAt(),
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
  },
  (t) => [index("licence_activations_key_idx").on(t.licenceKeyId, t.createdAt)],
);
