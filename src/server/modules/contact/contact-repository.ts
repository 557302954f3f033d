import { and, desc, eq } from "drizzle-orm";
import type { ContactForm, ContactMessage } from "../../../shared/contracts/contact.js";
import type { DbOrTx } from "../../db/client.js";
import { contactMessages } from "../../db/schema.js";

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
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row ? toContactMessage(row) : undefined;
}
