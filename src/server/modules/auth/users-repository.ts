import { randomUUID } from "node:crypto";
import { and, eq, exists, notInArray, sql } from "drizzle-orm";
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
      // A provider-signed-in user's admin right is ADMIN_EMAILS's to give and to take away: an
      // address removed from the list (or no longer verified) signs in as a customer. A name the
      // user edited is kept; the provider only fills a blank one (decision 0151).
      const keepNames = {
        ...profile,
        firstName: sql`coalesce(${users.firstName}, ${profile.firstName})`,
        lastName: sql`coalesce(${users.lastName}, ${profile.lastName})`,
      };
      const [user] = await tx
        .update(users)
        .set({ ...keepNames, isAdmin: makeAdmin })
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

/**
 * At start: users who signed in with a provider keep admin rights only while their address is in
 * ADMIN_EMAILS (test accounts have no provider identity and are left alone). Returns how many lost it.
 */
export async function revokeUnlistedAdmins(db: Db, adminEmails: string[]): Promise<number> {
  const rows = await db
    .update(users)
    .set({ isAdmin: false, updatedAt: new Date() })
    .where(
      and(
        eq(users.isAdmin, true),
        exists(
          db
            .select({ one: sql`1` })
            .from(identities)
            .where(eq(identities.userId, users.id)),
        ),
        adminEmails.length
          ? sql`(${users.email} is null or ${notInArray(sql`lower(${users.email})`, adminEmails)})`
          : undefined,
      ),
    )
    .returning({ id: users.id });
  return rows.length;
}
