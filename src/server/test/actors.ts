import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { RouteOptions } from "fastify";
import type { Db } from "../db/client.js";
import {
  cartItems,
  conversations,
  firmInvitations,
  firmMembers,
  firms,
  messages,
  orders,
  payments,
  refundRequests,
  subscriptions,
  users,
} from "../db/schema.js";
import { API_REFERENCE_PATH, OPENAPI_PATH } from "../plugins/api-docs.js";
import { hashSessionId, SESSION_TTL_MS } from "../plugins/sessions.js";
import { sessions } from "../db/schema.js";
import { recordSessionCookies } from "./suite-log.js";

export const ACTORS = ["visitor", "customerA", "customerB", "admin"] as const;
export type Actor = (typeof ACTORS)[number];

const ACTOR_USERS: Record<Exclude<Actor, "visitor">, { id: string; isAdmin: boolean }> = {
  customerA: { id: "customer_test_456", isAdmin: false },
  customerB: { id: "security_customer_b", isAdmin: false },
  admin: { id: "admin_test_123", isAdmin: true },
};
export const userIdOf = (actor: Exclude<Actor, "visitor">) => ACTOR_USERS[actor].id;

/**
 * A signed-in cookie for each actor, made straight in the sessions table (the second customer has
 * no test-login account). Fresh ones every call: a route such as /api/logout ends the session.
 */
export async function actorCookies(db: Db): Promise<Record<Actor, string>> {
  await db
    .insert(users)
    .values({ id: ACTOR_USERS.customerB.id, email: "b@countinghouse.test", firstName: "Blake" })
    .onConflictDoNothing();
  const cookies = { visitor: "" } as Record<Actor, string>;
  for (const actor of ["customerA", "customerB", "admin"] as const) {
    const raw = randomBytes(32).toString("base64url");
    await db.insert(sessions).values({
      id: hashSessionId(raw),
      userId: ACTOR_USERS[actor].id,
      data: {},
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    });
    cookies[actor] = `ch_session=${raw}`;
    recordSessionCookies(cookies[actor]);
  }
  return cookies;
}

/** Everything one user owns, as one comparable string: "untouched" means this did not change. */
export async function ownedRows(db: Db, userId: string): Promise<string> {
  const ownFirms = db
    .select({ firmId: firmMembers.firmId })
    .from(firmMembers)
    .where(eq(firmMembers.userId, userId));
  const rows = await Promise.all([
    db.select().from(firms).where(inArray(firms.id, ownFirms)).orderBy(firms.id),
    db
      .select()
      .from(firmMembers)
      .where(inArray(firmMembers.firmId, ownFirms))
      .orderBy(firmMembers.firmId, firmMembers.userId),
    db
      .select()
      .from(firmInvitations)
      .where(inArray(firmInvitations.firmId, ownFirms))
      .orderBy(firmInvitations.id),
    db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(cartItems.id),
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.id),
    db.select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.id),
    db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.userId, userId))
      .orderBy(refundRequests.id),
    db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(subscriptions.id),
    db
      .select({ message: messages })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(eq(conversations.userId, userId))
      .orderBy(messages.id),
  ]);
  return JSON.stringify(rows);
}

/** "GET /api/cart" for each method of each API route the app registered (HEAD and docs aside). */
/** The documentation's own pages and files are not part of the API it documents. */
const isDocsRoute = (url: string) =>
  url === OPENAPI_PATH || url === API_REFERENCE_PATH || url.startsWith(`${API_REFERENCE_PATH}/`);

export function routeKeys(registered: RouteOptions[]): string[] {
  const keys = new Set<string>();
  for (const route of registered) {
    const api =
      route.url.startsWith("/api/") || route.url === "/healthz" || route.url === "/readyz";
    if (!api || isDocsRoute(route.url)) continue;
    for (const method of [route.method].flat())
      if (method !== "HEAD") keys.add(`${method} ${route.url}`);
  }
  return [...keys].sort();
}
