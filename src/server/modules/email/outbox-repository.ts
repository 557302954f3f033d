import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { emailOutbox } from "../../db/schema.js";
import { badRequest } from "../../lib/http-error.js";

export type OutboxMessage = typeof emailOutbox.$inferSelect;

export interface NewEmail {
  /** What the message is about: order-confirmation, trial-started, contact-acknowledgement, ... */
  kind: string;
  /** The same key never makes a second message (a replayed webhook, a retried job). */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A header value a person typed may not smuggle in a header of its own. */
const HEADER_UNSAFE = /[\r\n\0]/;
const ADDRESS = /^[^\s@<>",;:()[\]\\]+@[^\s@<>",;:()[\]\\]+\.[^\s@<>",;:()[\]\\]+$/;

/** True when enqueueEmail would take this recipient (one line, one address). */
export function isSendableAddress(to: string): boolean {
  return !HEADER_UNSAFE.test(to) && ADDRESS.test(to);
}

export function assertHeaderSafe(value: string, field: string): void {
  if (HEADER_UNSAFE.test(value)) throw badRequest(`${field} must be a single line.`);
}

/**
 * Queues a message in the caller's transaction, so it exists exactly when the change it reports
 * commits. Returns false when a message with this dedupeKey was already queued.
 */
export async function enqueueEmail(db: DbOrTx, email: NewEmail): Promise<boolean> {
  assertHeaderSafe(email.to, "The recipient address");
  assertHeaderSafe(email.subject, "The subject");
  if (!ADDRESS.test(email.to)) throw badRequest("The recipient address is not an e-mail address.");
  const inserted = await db
    .insert(emailOutbox)
    .values({
      kind: email.kind,
      dedupeKey: email.dedupeKey,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return inserted.length > 0;
}

/** The newest messages first, for the admins' outbox. */
export async function listOutbox(db: DbOrTx, limit = 100): Promise<OutboxMessage[]> {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit);
}

export async function findOutboxMessage(db: DbOrTx, id: number) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}

/** Pending messages, locked for this transaction; another process skips them meanwhile. */
export async function lockPendingEmails(tx: DbOrTx, limit: number): Promise<OutboxMessage[]> {
  return tx
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.status, "pending"))
    .orderBy(emailOutbox.id)
    .limit(limit)
    .for("update", { skipLocked: true });
}

export async function markEmail(
  db: DbOrTx,
  id: number,
  outcome: { status: "sent" | "stored" } | { status: "pending" | "failed"; error: string },
) {
  await db
    .update(emailOutbox)
    .set(
      !("error" in outcome)
        ? { status: outcome.status, sentAt: new Date(), lastError: null }
        : {
            status: outcome.status,
            lastError: outcome.error.slice(0, 1000),
            attempts: sql`${emailOutbox.attempts} + 1`,
          },
    )
    .where(eq(emailOutbox.id, id));
}
