import fs from "node:fs";
import path from "node:path";
import { getTableName } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "./schema.js";

/**
 * Each table has exactly one module that writes it (decision 0080). Others read it, or ask the
 * owner: fulfilment asks the cart to remove bought lines, the advisor adopts its conversations
 * through a sign-in hook. The seed writes everything, and tests may.
 */
export const TABLE_OWNERS: Record<string, string> = {
  users: "modules/auth",
  identities: "modules/auth",
  sessions: "plugins/sessions.ts",
  products: "modules/admin",
  cart_items: "modules/cart",
  cart_buyers: "modules/cart",
  payments: "modules/payments",
  stripe_events: "modules/payments",
  orders: "modules/orders",
  order_items: "modules/orders",
  subscriptions: "modules/orders",
  free_resources: "modules/resources",
  related_sites: "db/seed",
  conversations: "modules/advisor",
  messages: "modules/advisor",
  rate_limits: "plugins/rate-limit-store.ts",
  refunds: "modules/payments",
  refund_requests: "modules/orders",
  licence_keys: "modules/orders",
  email_outbox: "modules/email",
  contact_messages: "modules/contact",
  contact_replies: "modules/contact",
  firms: "modules/firms",
  firm_members: "modules/firms",
  firm_invitations: "modules/firms",
  seat_assignments: "modules/seats",
  licence_activations: "modules/licences",
};

const serverRoot = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "test" || entry.name === "seed" ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

const tablesByVariable = new Map(
  Object.entries(schema).flatMap(([name, value]) => {
    try {
      return [[name, getTableName(value as never)] as const];
    } catch {
      return [];
    }
  }),
);

/** Every drizzle write (`.insert(t)`, `.update(t)`, `.delete(t)`) and raw SQL write, by file. */
function writesIn(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const tables = new Set<string>();
  for (const [, variable] of text.matchAll(/\.(?:insert|update|delete)\((\w+)\)/g)) {
    const table = tablesByVariable.get(variable!);
    if (table) tables.add(table);
  }
  for (const [, table] of text.matchAll(/\b(?:insert into|update|delete from)\s+([a-z_]+)\b/gi)) {
    if (Object.hasOwn(TABLE_OWNERS, table!.toLowerCase())) tables.add(table!.toLowerCase());
  }
  return [...tables];
}

describe("table ownership", () => {
  it("names an owner for every table in the schema", () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(
      [...new Set(tablesByVariable.values())].sort(),
    );
  });

  it("lets only a table's owner write it", () => {
    const strays: string[] = [];
    const written = new Set<string>();
    for (const file of sourceFiles(serverRoot)) {
      const where = path.relative(serverRoot, file);
      for (const table of writesIn(file)) {
        written.add(table);
        if (!where.startsWith(TABLE_OWNERS[table]!)) strays.push(`${where} writes ${table}`);
      }
    }
    // The scan sees the writes: every table but the seed-only one has its writer found.
    const seedOnly = Object.keys(TABLE_OWNERS).filter((t) => TABLE_OWNERS[t] === "db/seed");
    expect([...written].sort()).toEqual(
      Object.keys(TABLE_OWNERS)
        .filter((t) => !seedOnly.includes(t))
        .sort(),
    );
    expect(strays).toEqual([]);
  });
});

/** Every table a file reads: drizzle's `.from(t)` and joins, and raw SQL's `from t` / `join t`. */
function readsIn(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const tables = new Set<string>();
  for (const [, variable] of text.matchAll(
    /\.(?:from|innerJoin|leftJoin|rightJoin|fullJoin)\((\w+)\b/g,
  )) {
    const table = tablesByVariable.get(variable!);
    if (table) tables.add(table);
  }
  for (const [, table] of text.matchAll(/\b(?:from|join)\s+([a-z_]+)\b/gi)) {
    if (Object.hasOwn(TABLE_OWNERS, table!.toLowerCase())) tables.add(table!.toLowerCase());
  }
  return [...tables];
}

/** The back office's reports (decision 0248): the one place that reads across modules' tables. */
const ADMIN_REPORTS = path.join(serverRoot, "read-models/admin-reports");

describe("reading across modules' tables", () => {
  it("the admin module reads only its own tables; its reports read the others in the read model", () => {
    const admin = path.join(serverRoot, "modules/admin");
    const strays = sourceFiles(admin).flatMap((file) =>
      readsIn(file)
        .filter((table) => TABLE_OWNERS[table] !== "modules/admin")
        .map((table) => `${path.relative(serverRoot, file)} reads ${table}`),
    );
    expect(strays).toEqual([]);
    // The scan sees the reports' reads: orders, payments, refunds, firms and seats among them.
    const reportReads = new Set(sourceFiles(ADMIN_REPORTS).flatMap(readsIn));
    expect([...reportReads]).toEqual(
      expect.arrayContaining(["orders", "payments", "refunds", "firms", "seat_assignments"]),
    );
  });
});
