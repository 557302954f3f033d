import { randomUUID } from "node:crypto";
import type pg from "pg";

/** What an in-process cache may hold a copy of: a user's cart, or the active catalogue. */
export type ChangeTopic = "cart" | "catalogue";
/** The key that means "every key of the topic". */
export const EVERYTHING = "*";

/** The channel the triggers of drizzle/0001_change_notifications.sql notify on. */
const CHANNEL = "countinghouse_changes";
const RECONNECT_MS = 1_000;

export interface ChangeFeed {
  /** Called with the changed key, or EVERYTHING (also after the feed was down: anything may have changed). */
  on(topic: ChangeTopic, listener: (key: string) => void): void;
  /** False while not listening: a cache must not serve copies it cannot hear about. */
  readonly live: boolean;
  /**
   * Resolves once every change committed before the call has been heard (notifications arrive
   * in commit order): for a test or a tool that wrote straight to the database.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Listens for announced writes on one connection held from the pool, so caches in several server
 * processes stay in step with each other (see docs/decisions/0071). If the connection drops, every
 * listener is told EVERYTHING changed, `live` is false until it is back, and it is retried each
 * second.
 */
export async function listenForChanges(
  pool: pg.Pool,
  log: { warn: (obj: object, msg: string) => void },
): Promise<ChangeFeed> {
  const listeners: Record<ChangeTopic, Array<(key: string) => void>> = { cart: [], catalogue: [] };
  const tell = (topic: ChangeTopic, key: string) => listeners[topic].forEach((l) => l(key));
  const tellAll = () =>
    (Object.keys(listeners) as ChangeTopic[]).forEach((t) => tell(t, EVERYTHING));
  let client: pg.PoolClient | undefined;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const syncs = new Map<string, () => void>();
  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    const at = message.payload.indexOf(":");
    if (message.payload.startsWith("sync:")) return syncs.get(message.payload)?.();
    const topic = message.payload.slice(0, at) as ChangeTopic;
    if (topic in listeners) tell(topic, message.payload.slice(at + 1));
  };
  const lost = (err: unknown) => {
    if (!client) return;
    const dropped = client;
    client = undefined;
    live = false;
    tellAll();
    // Every cache has just been told that anything may have changed: a waiting sync() is done.
    for (const heard of syncs.values()) heard();
    dropped.removeListener("notification", onNotification);
    dropped.release(err instanceof Error ? err : true);
    if (!closed) {
      log.warn({ err }, "change feed lost; caches bypassed until it is back");
      retry = setTimeout(() => void connect(), RECONNECT_MS);
    }
  };
  async function connect(): Promise<void> {
    try {
      const next = await pool.connect();
      if (closed) {
        // Closed while this connection was being made: hand it back, or pool.end() waits forever.
        next.release();
        return;
      }
      next.on("notification", onNotification);
      next.on("error", lost);
      client = next;
      await next.query(`LISTEN ${CHANNEL}`);
      live = true;
      tellAll(); // whatever changed while nobody listened
    } catch (err) {
      if (client) lost(err);
      else if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
    }
  }
  await connect();

  return {
    on: (topic, listener) => listeners[topic].push(listener),
    get live() {
      return live;
    },
    async sync() {
      if (!live) return; // nothing is cached while the feed is down
      const token = `sync:${randomUUID()}`;
      const heard = new Promise<void>((resolve) => syncs.set(token, resolve));
      await pool.query("SELECT pg_notify($1, $2)", [CHANNEL, token]);
      await heard;
      syncs.delete(token);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      live = false;
      if (open) {
        open.removeListener("notification", onNotification);
        await open.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
        open.release();
      }
    },
  };
}
