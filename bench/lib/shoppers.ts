import { randomBytes } from "node:crypto";
import pg from "pg";
import { APP_DATABASE } from "../../src/server/db/app-database.js";
import { embeddedDatabaseUrl } from "../../src/server/db/embedded.js";
import { hashSessionId } from "../../src/server/plugins/sessions.js";

/** The bench server's own embedded database. */
export const benchDatabaseUrl = (dataDir: string) => embeddedDatabaseUrl(dataDir, APP_DATABASE);

/**
 * Signed-in shoppers written straight into the bench's database: one user and one session each,
 * returned as Cookie headers. Many shoppers keep a load within the per-user limits (adds to cart
 * are limited per user per minute), as a real crowd of customers would.
 */
export async function seedShoppers(dataDir: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: benchDatabaseUrl(dataDir) });
  await client.connect();
  try {
    const cookies: string[] = [];
    const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
    for (let i = 0; i < count; i++) {
      const userId = `bench_shopper_${i}`;
      const raw = randomBytes(32).toString("base64url");
      await client.query(
        "INSERT INTO users (id, email, first_name) VALUES ($1, $2, 'Bench') ON CONFLICT DO NOTHING",
        [userId, `${userId}@bench.example`],
      );
      await client.query("INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, $3)", [
        hashSessionId(raw),
        userId,
        expiresAt,
      ]);
      cookies.push(`ch_session=${raw}`);
    }
    return cookies;
  } finally {
    await client.end();
  }
}

/** Empties every bench shopper's cart between rounds, so each round starts alike. */
export async function clearCarts(dataDir: string): Promise<void> {
  const client = new pg.Client({ connectionString: benchDatabaseUrl(dataDir) });
  await client.connect();
  try {
    await client.query("DELETE FROM cart_items WHERE user_id LIKE 'bench_shopper_%'");
  } finally {
    await client.end();
  }
}
