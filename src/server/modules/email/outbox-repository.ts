import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { OutboxQuery } from "../../../shared/contracts/email.js";
import type { DbOrTx } from "../../db/client.js";
import { emailOutbox } from "../../db/schema.js";
import { badRequest } from "../../lib/http-error.js";
import { containing } from "../../lib/like-pattern.js";

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
  if (HEADER_UNSAFE.test(value))
    throw badRequest(`${field} must be a single line.`, "email_invalid");
}

/**
 * Queues a message in the caller's transaction, so it exists exactly when the change it reports
 * commits. Returns false when a message with this dedupeKey was already queued.
 */
export async function enqueueEmail(db: DbOrTx, email: NewEmail): Promise<boolean> {
  assertHeaderSafe(email.to, "The recipient address");
  assertHeaderSafe(email.subject, "The subject");
  if (!ADDRESS.test(email.to))
    throw badRequest("The recipient address is not an e-mail address.", "email_invalid");
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

/** The columns the admins' outbox list shows: everything but the bodies. */
const summaryColumns = {
  id: emailOutbox.id,
  kind: emailOutbox.kind,
  toAddress: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
};
export type OutboxSummaryRow = Omit<OutboxMessage, "dedupeKey" | "textBody" | "htmlBody">;

/**
 * One page of the admins' outbox, newest first: messages whose recipient or subject contains
 * `q` (or whose kind is `q`), in one status if asked, with how many match in all.
 */
export async function listOutboxPage(
  db: DbOrTx,
  query: OutboxQuery,
): Promise<{ rows: OutboxSummaryRow[]; total: number }> {
  const where = and(
    query.q
      ? or(
          ilike(emailOutbox.toAddress, containing(query.q)),
          ilike(emailOutbox.subject, containing(query.q)),
          eq(emailOutbox.kind, query.q),
        )
      : undefined,
    query.status ? eq(emailOutbox.status, query.status) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(summaryColumns)
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.$count(emailOutbox, where),
  ]);
  return { rows, total };
}

export async function findOutboxMessage(db: DbOrTx, id: number) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}

/** The oldest pending messages' ids and when they were written. */
export async function pendingEmails(
  db: DbOrTx,
  limit: number,
): Promise<Array<{ id: number; attempts: number; createdAt: Date }>> {
  return db
    .select({
      id: emailOutbox.id,
      attempts: emailOutbox.attempts,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, "pending"))
    .orderBy(emailOutbox.id)
    .limit(limit);
}

/** A pending message, locked for this transaction; none if it is not pending or another has it. */
export async function lockPendingEmail(tx: DbOrTx, id: number): Promise<OutboxMessage | undefined> {
  const [row] = await tx
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "pending")))
    .for("update", { skipLocked: true });
  return row;
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
