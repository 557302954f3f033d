import type { DbOrTx } from "../client.js";
import { users } from "../schema.js";

export const TEST_USERS = [
  {
    id: "admin_test_123",
    email: "admin@countinghouse.test",
    firstName: "Avery",
    lastName: "Admin",
    profileImageUrl: null,
    isAdmin: true,
  },
  {
    id: "customer_test_456",
    email: "customer@countinghouse.test",
    firstName: "Casey",
    lastName: "Morgan",
    profileImageUrl: null,
    isAdmin: false,
  },
] as const;

export async function seedUsers(db: DbOrTx): Promise<void> {
  await db
    .insert(users)
    .values([...TEST_USERS])
    .onConflictDoNothing({ target: users.id });
}
