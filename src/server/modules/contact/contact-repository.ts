import { and, asc, desc, eq } from "drizzle-orm";
import type {
  ContactForm,
  ContactMessage,
  ContactReply,
  ContactThread,
} from "../../../shared/contracts/contact.js";
import type { DbOrTx } from "../../db/client.js";
import { contactMessages, contactReplies } from "../../db/schema.js";

type Row = typeof contactMessages.$inferSelect;

export const toContactMessage = (row: Row): ContactMessage => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
});

export async function insertContactMessage(
  db: DbOrTx,
  form: ContactForm,
  userId: string | null,
): Promise<Row> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...form, userId })
    .returning();
  return row!;
}

/** Newest first; `status` narrows to new or resolved messages. */
export async function listContactMessages(
  db: DbOrTx,
  status?: "new" | "resolved",
  limit = 200,
): Promise<ContactMessage[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(status ? eq(contactMessages.status, status) : undefined)
    .orderBy(desc(contactMessages.id))
    .limit(limit);
  return rows.map(toContactMessage);
}

/** Marks a message resolved; undefined when there is no such message. Resolving twice is a no-op. */
export async function resolveContactMessage(
  db: DbOrTx,
  id: number,
): Promise<ContactMessage | undefined> {
  await db
    .update(contactMessages)
    .set({ status: "resolved", resolvedAt: new Date() })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.status, "new")));
  return findContactMessage(db, id);
}

/** Opens a resolved message again; undefined when there is no such message. */
export async function reopenContactMessage(
  db: DbOrTx,
  id: number,
): Promise<ContactMessage | undefined> {
  await db
    .update(contactMessages)
    .set({ status: "new", resolvedAt: null })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.status, "resolved")));
  return findContactMessage(db, id);
}

export async function findContactMessage(
  db: DbOrTx,
  id: number,
): Promise<ContactMessage | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row ? toContactMessage(row) : undefined;
}

/** Locks the message for the caller's transaction, so two replies to it queue one after the other. */
export async function lockContactMessage(
  tx: DbOrTx,
  id: number,
): Promise<ContactMessage | undefined> {
  const [row] = await tx
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for("update");
  return row ? toContactMessage(row) : undefined;
}

const toReply = (row: typeof contactReplies.$inferSelect): ContactReply => ({
  id: row.id,
  subject: row.subject,
  body: row.body,
  sentBy: row.sentBy,
  createdAt: row.createdAt.toISOString(),
});

export async function findReplyByRequestKey(db: DbOrTx, requestKey: string) {
  const [row] = await db
    .select()
    .from(contactReplies)
    .where(eq(contactReplies.requestKey, requestKey));
  return row;
}

export async function insertContactReply(
  db: DbOrTx,
  reply: { messageId: number; subject: string; body: string; sentBy: string; requestKey: string },
): Promise<void> {
  await db.insert(contactReplies).values(reply);
}

/** A message and its replies, oldest reply first; undefined when there is no such message. */
export async function findContactThread(
  db: DbOrTx,
  id: number,
): Promise<ContactThread | undefined> {
  const message = await findContactMessage(db, id);
  if (!message) return undefined;
  const replies = await db
    .select()
    .from(contactReplies)
    .where(eq(contactReplies.messageId, id))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return { ...message, replies: replies.map(toReply) };
}
