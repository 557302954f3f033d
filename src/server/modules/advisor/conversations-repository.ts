import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  isNull,
  lt,
  notExists,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { ChatMessage } from "../../../shared/advisor/contracts.js";
import {
  readConversationState,
  type ConversationState,
} from "../../../shared/advisor/conversation-state.js";
import type { OnboardingData } from "../../../shared/advisor/onboarding.js";
import type { Db, DbOrTx } from "../../db/client.js";
import { conversations, messages } from "../../db/schema.js";

/** Who is asking: the session, and the signed-in user if any. */
export interface ConversationOwner {
  sessionKey: string | null;
  userId: string | null;
}

export interface ConversationRecord {
  id: string;
  onboarding: OnboardingData | null;
  /** What the advisor remembered after the latest turn; null before the first or if unreadable. */
  state: ConversationState | null;
}

/** A stored state is read as this version's (older shapes carried over), or forgotten. */
const readState = readConversationState;

export type NewMessage = Pick<ChatMessage, "role" | "content">;

const toChatMessage = (row: typeof messages.$inferSelect): ChatMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
});

/** A conversation is its starter's: the same session, or the signed-in user it was moved to. */
function ownedBy(owner: ConversationOwner): SQL | undefined {
  const conditions: SQL[] = [];
  if (owner.sessionKey) conditions.push(eq(conversations.sessionId, owner.sessionKey));
  if (owner.userId) conditions.push(eq(conversations.userId, owner.userId));
  return conditions.length ? or(...conditions) : undefined;
}

export async function findOwnedConversation(
  db: DbOrTx,
  id: string,
  owner: ConversationOwner,
): Promise<ConversationRecord | undefined> {
  const ownership = ownedBy(owner);
  if (!ownership) return undefined;
  const [row] = await db
    .select({
      id: conversations.id,
      onboarding: conversations.onboarding,
      state: conversations.advisorState,
    })
    .from(conversations)
    .where(and(eq(conversations.id, id), ownership))
    .limit(1);
  return row
    ? {
        id: row.id,
        onboarding: row.onboarding as OnboardingData | null,
        state: readState(row.state),
      }
    : undefined;
}

/** Starts a conversation with its first messages, all or nothing. */
export async function createConversation(
  db: Db,
  owner: { sessionKey: string; userId: string | null },
  onboarding: OnboardingData | null,
  firstMessages: NewMessage[],
  state: ConversationState | null = null,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(conversations)
      .values({
        sessionId: owner.sessionKey,
        userId: owner.userId,
        onboarding,
        advisorState: state,
      })
      .returning({ id: conversations.id });
    await addMessages(tx, created!.id, firstMessages);
    return created!.id;
  });
}

/** The latest `limit` messages (before a message id, if given), oldest first. */
export async function listMessages(
  db: DbOrTx,
  conversationId: string,
  page: { limit?: number; before?: number } = {},
): Promise<ChatMessage[]> {
  const where = and(
    eq(messages.conversationId, conversationId),
    page.before === undefined ? undefined : lt(messages.id, page.before),
  );
  if (page.limit === undefined) {
    const rows = await db.select().from(messages).where(where).orderBy(asc(messages.id));
    return rows.map(toChatMessage);
  }
  const rows = await db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.id))
    .limit(page.limit);
  return rows.reverse().map(toChatMessage);
}

export async function countMessages(db: DbOrTx, conversationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(eq(messages.conversationId, conversationId));
  return row?.n ?? 0;
}

/** Appends messages in the given order (ids grow, so the order is kept). */
export async function addMessages(
  db: DbOrTx,
  conversationId: string,
  newMessages: NewMessage[],
): Promise<ChatMessage[]> {
  if (newMessages.length === 0) return [];
  const rows = await db
    .insert(messages)
    .values(newMessages.map((m) => ({ conversationId, role: m.role, content: m.content })))
    .returning();
  return rows.sort((a, b) => a.id - b.id).map(toChatMessage);
}

/**
 * Appends a turn's messages and stores what the advisor remembered, together, unless that would
 * take the conversation past `max` messages (then null, nothing written). The conversation's row
 * is locked while it counts: turns sent at once are counted one after another.
 */
export async function addTurn(
  db: Db,
  conversationId: string,
  newMessages: NewMessage[],
  state: ConversationState,
  max: number,
): Promise<ChatMessage[] | null> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.id, conversationId))
      .for("update");
    if ((await countMessages(tx, conversationId)) + newMessages.length > max) return null;
    const added = await addMessages(tx, conversationId, newMessages);
    await tx
      .update(conversations)
      .set({ advisorState: state })
      .where(eq(conversations.id, conversationId));
    return added;
  });
}

/** A visitor's conversations stay theirs after signing in: they move to the new session and user. */
export async function adoptConversations(
  tx: DbOrTx,
  change: { previousKey: string; nextKey: string; userId: string },
) {
  await tx
    .update(conversations)
    .set({
      sessionId: change.nextKey,
      userId: sql`coalesce(${conversations.userId}, ${change.userId})`,
    })
    .where(eq(conversations.sessionId, change.previousKey));
}

/** A visitor's conversation with no message for this long is deleted (decision 0204). */
export const VISITOR_CONVERSATION_IDLE_DAYS = 30;

/**
 * Deletes visitors' conversations (no user) idle for VISITOR_CONVERSATION_IDLE_DAYS: started
 * before then and without a message since. Signed-in users' conversations stay theirs.
 * Returns how many went.
 */
export async function sweepIdleVisitorConversations(db: DbOrTx, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - VISITOR_CONVERSATION_IDLE_DAYS * 86_400_000);
  const gone = await db
    .delete(conversations)
    .where(
      and(
        isNull(conversations.userId),
        lt(conversations.createdAt, cutoff),
        notExists(
          db
            .select({ id: messages.id })
            .from(messages)
            .where(
              and(eq(messages.conversationId, conversations.id), gte(messages.createdAt, cutoff)),
            ),
        ),
      ),
    )
    .returning({ id: conversations.id });
  return gone.length;
}
