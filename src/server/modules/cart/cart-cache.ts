import type { CartItem } from "../../../shared/contracts/cart.js";
import { EVERYTHING, type ChangeFeed } from "../../db/change-feed.js";

const MAX_ENTRIES = 10_000;
/** A safety net only: announced changes evict at once. */
const TTL_MS = 60_000;
/**
 * How far apart two servers' clocks may be. A copy serves a shopper who changed their cart at
 * `changedAt` (another server's clock) only if it was read this much later still.
 */
export const CLOCK_SKEW_MS = 1_000;

export interface CartCache {
  /**
   * The cached cart, or the one `load` reads, kept unless a change was heard meanwhile. A copy
   * made before `changedAt` (the shopper's own last change, possibly in another process whose
   * notification has not arrived yet) is not served: they always see their own writes.
   */
  read(userId: string, load: () => Promise<CartItem[]>, changedAt?: number): Promise<CartItem[]>;
  /** Drop a user's copy now (after this process's own write, before its answer goes out). */
  evict(userId: string): void;
}

/**
 * Each process keeps the carts it has read; every write to cart lines or products is announced
 * through the change feed, which evicts the copies in every process (decision 0071). A read that
 * overlaps a change is answered but not kept, so a copy is never older than the last change heard.
 */
export function createCartCache(feed: ChangeFeed): CartCache {
  const entries = new Map<string, { items: CartItem[]; until: number; readAt: number }>();
  /** Changes heard per user (and for everyone), so a read can tell if one happened while it ran. */
  const changes = new Map<string, number>();
  let changesForEveryone = 0;

  const evict = (userId: string) => {
    if (userId === EVERYTHING) {
      changesForEveryone++;
      entries.clear();
      changes.clear();
      return;
    }
    entries.delete(userId);
    if (changes.size >= MAX_ENTRIES) {
      changesForEveryone++;
      changes.clear();
    }
    changes.set(userId, (changes.get(userId) ?? 0) + 1);
  };
  feed.on("cart", evict);
  feed.on("catalogue", () => evict(EVERYTHING)); // a cart line shows its product's name and price

  return {
    evict,
    async read(userId, load, changedAt = 0) {
      const hit = entries.get(userId);
      const fresh = hit && hit.readAt >= changedAt + CLOCK_SKEW_MS;
      if (hit && fresh && hit.until > Date.now() && feed.live) return hit.items;
      const readAt = Date.now();
      const before = [changesForEveryone, changes.get(userId)];
      const items = await load();
      const unchanged =
        before[0] === changesForEveryone && before[1] === changes.get(userId) && feed.live;
      if (unchanged) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(userId, { items, until: Date.now() + TTL_MS, readAt });
      }
      return items;
    },
  };
}
