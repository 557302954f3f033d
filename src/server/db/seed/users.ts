import type { DbOrTx } from "../client.js";
import { users } from "../schema.js";
import { TEST_USERS } from "./test-users.js";

export async function seedUsers(db: DbOrTx): Promise<void> {
  await db
    .insert(users)
    .values([...TEST_USERS])
    .onConflictDoNothing({ target: users.id });
}
