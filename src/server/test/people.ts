import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.js";
import { emailOutbox, sessions, users } from "../db/schema.js";
import { hashSessionId, SESSION_TTL_MS } from "../plugins/sessions.js";
import { recordSessionCookies } from "./suite-log.js";

/**
 * A person of a test's own (made unless they exist) and a signed-in cookie for them, written
 * straight into the sessions table: firm tests need more people than the test accounts.
 */
export async function signedInPerson(
  db: Db,
  id: string,
  names: { firstName?: string; lastName?: string; email?: string } = {},
): Promise<string> {
  await db
    .insert(users)
    .values({
      id,
      email: names.email ?? `${id}@people.example`,
      firstName: names.firstName ?? id,
      lastName: names.lastName ?? "Tester",
    })
    .onConflictDoNothing();
  const raw = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    id: hashSessionId(raw),
    userId: id,
    data: {},
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  const cookie = `ch_session=${raw}`;
  recordSessionCookies(cookie);
  return cookie;
}

/** The newest invitation e-mailed to `email`: its message and the token in its link. */
export async function invitationMailTo(db: Db, email: string) {
  const [message] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const token = /\/firm\?invitation=([A-Za-z0-9_-]{43})/.exec(message?.textBody ?? "")?.[1];
  return { message, token };
}

/** A firm made through the API by the person of `cookie`; returns its id. */
export async function makeFirm(app: FastifyInstance, cookie: string, name = "Ortiz & Lane CPAs") {
  const res = await app.inject({
    method: "POST",
    url: "/api/firms",
    headers: { cookie },
    payload: {
      name,
      billing: {
        name: "Dana Ortiz",
        address: "1 Ledger Lane\nHartford, CT 06103",
        ein: "12-3456789",
      },
    },
  });
  if (res.statusCode !== 201) throw new Error(`firm not made: ${res.statusCode} ${res.body}`);
  return res.json().id as number;
}

/** Invites `email` to the firm as `role` and accepts with `joinerCookie`. */
export async function addMember(
  app: FastifyInstance,
  db: Db,
  firmId: number,
  ownerCookie: string,
  joinerCookie: string,
  email: string,
  role: "purchaser" | "member" = "member",
) {
  const invited = await app.inject({
    method: "POST",
    url: `/api/firms/${firmId}/invitations`,
    headers: { cookie: ownerCookie },
    payload: { email, role },
  });
  if (invited.statusCode !== 201) throw new Error(`not invited: ${invited.body}`);
  const { token } = await invitationMailTo(db, email);
  const accepted = await app.inject({
    method: "POST",
    url: "/api/firm-invitations/accept",
    headers: { cookie: joinerCookie },
    payload: { token },
  });
  if (accepted.statusCode !== 200) throw new Error(`not accepted: ${accepted.body}`);
}

/** Pays the cart of `cookie` with the test card through the API; returns the order id. */
export async function payCart(app: FastifyInstance, cookie: string): Promise<number> {
  const quote = await app.inject({ url: "/api/checkout/quote", headers: { cookie } });
  if (quote.statusCode !== 200) throw new Error(`quote failed: ${quote.body}`);
  const intent = await app.inject({
    method: "POST",
    url: "/api/create-payment-intent",
    headers: { cookie },
    payload: { amount: Number(quote.json().dueToday.total) },
  });
  if (intent.statusCode !== 200) throw new Error(`intent failed: ${intent.body}`);
  const paid = await app.inject({
    method: "POST",
    url: "/api/payments/test/confirm",
    headers: { cookie },
    payload: {
      clientSecret: intent.json().clientSecret,
      cardNumber: "4242 4242 4242 4242",
      expiry: "12/39",
      cvc: "123",
    },
  });
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
  return paid.json().orderId as number;
}

/** Puts `quantity` of a product in the cart of `cookie`. */
export async function putInCart(
  app: FastifyInstance,
  cookie: string,
  productId: number,
  quantity = 1,
) {
  const res = await app.inject({
    method: "POST",
    url: "/api/cart",
    headers: { cookie },
    payload: { productId, quantity },
  });
  if (res.statusCode >= 300) throw new Error(`add to cart failed: ${res.body}`);
}

/** Buy for `firmId` (or oneself with null). */
export async function buyFor(app: FastifyInstance, cookie: string, firmId: number | null) {
  const res = await app.inject({
    method: "PUT",
    url: "/api/cart/buyer",
    headers: { cookie },
    payload: { firmId },
  });
  if (res.statusCode !== 200) throw new Error(`buyer not set: ${res.statusCode} ${res.body}`);
}
