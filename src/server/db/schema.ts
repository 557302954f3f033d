import { sql } from "drizzle-orm";
import {
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

/** PostgreSQL's full-text document type; only ever written by the database (generated column). */

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
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("products_active_idx").on(t.isActive, t.id),
    check("products_price_nonnegative", sql`${t.price} >= 0`),
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
    clientSecret: text("client_secret"),
    failureMessage: text("failure_message"),
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
    createdAt: createdAt(),
  },
  (t) => [index("orders_user_idx").on(t.userId, t.createdAt)],
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
  downloadUrl: text("download_url"),
});

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
    status: text("status").notNull().default("active"),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    providerRef: text("provider_ref"),
    createdAt: createdAt(),
  },
  (t) => [index("subscriptions_user_idx").on(t.userId, t.createdAt)],
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
