import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { identities, users } from "../../db/schema.js";
import type { OidcIdentity } from "./oidc.js";

export async function findUser(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** Finds the user of (provider, subject) or makes one; refreshes the profile from the provider. */
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
      const [user] = await tx
        .update(users)
        .set(makeAdmin ? { ...profile, isAdmin: true } : profile)
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
