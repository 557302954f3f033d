import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { identities, users } from "../../db/schema.js";
import type { OidcIdentity } from "./oidc.js";

export async function findUser(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** Edit Profile: the user's own first and last name. */
export async function updateUserNames(
  db: Db,
  id: string,
  names: { firstName: string; lastName: string },
) {
  const [user] = await db
    .update(users)
    .set({ ...names, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return user;
}

/**
 * Finds the user of (provider, subject) or makes one; refreshes the email and picture from the
 * provider. A name already on the account stays (the user may have edited it, decision 0151);
 * the provider only fills a blank one.
 */
export async function upsertIdentityUser(
  db: Db,
  provider: string,
  identity: OidcIdentity,
  adminEmails: string[],
) {
  const makeAdmin = Boolean(
    identity.email && identity.emailVerified && adminEmails.includes(identity.email),
  );
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({ userId: identities.userId })
      .from(identities)
      .where(and(eq(identities.provider, provider), eq(identities.subject, identity.subject)))
      .limit(1);
    const profile = {
      email: identity.email ?? null,
      firstName: identity.firstName ?? null,
      lastName: identity.lastName ?? null,
      profileImageUrl: identity.picture ?? null,
      updatedAt: new Date(),
    };
    if (link) {
      const keepNames = {
        ...profile,
        firstName: sql`coalesce(${users.firstName}, ${profile.firstName})`,
        lastName: sql`coalesce(${users.lastName}, ${profile.lastName})`,
      };
      const [user] = await tx
        .update(users)
        .set(makeAdmin ? { ...keepNames, isAdmin: true } : keepNames)
        .where(eq(users.id, link.userId))
        .returning();
      return user!;
    }
    const [user] = await tx
      .insert(users)
      .values({ id: randomUUID(), ...profile, isAdmin: makeAdmin })
      .returning();
    await tx.insert(identities).values({ provider, subject: identity.subject, userId: user!.id });
    return user!;
  });
}
