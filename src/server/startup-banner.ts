import type { Config } from "./config.js";
import { isLoopback } from "./lib/hosts.js";

/** Where the database is, without its password. */
function describeDatabase(config: Config): string {
  if (!config.databaseUrl) return `embedded PostgreSQL in ${config.dataDir}`;
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname} (DATABASE_URL)`;
  } catch {
    return "PostgreSQL at DATABASE_URL";
  }
}

const PAYMENT_MODES = {
  stripe: "Stripe",
  test: "test card form (no real money)",
  none: "off (Payment Not Available)",
} as const;

const LOUD = `  ${"!".repeat(78)}`;

/** Whether test login is on, and why: loud when TEST_LOGIN=on turned it on (decision 0200). */
function testLoginLines(config: Config): string[] {
  if (config.testLogin && config.testLoginReason === "explicit") {
    return [
      LOUD,
      "  !! TEST LOGIN IS ON (TEST_LOGIN=on): anyone who can reach this server can sign in",
      "  !! as the Administrator at /test-login with one click. Never on a shop people use.",
      LOUD,
    ];
  }
  if (config.testLogin) {
    return ["  test login is on: /test-login signs in as the Administrator or the Customer"];
  }
  if (config.testLoginReason === "TEST_LOGIN=off") return ["  test login is off"];
  return [`  test login is off: this start is not local (${config.testLoginReason})`];
}

/**
 * What `npm start` prints once it listens: the address to open, the database, the payment mode,
 * and a warning when the test login (admin with one click) faces a network.
 */
export function startupBanner(config: Config, port: number): string[] {
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  const host = shownHost.includes(":") ? `[${shownHost}]` : shownHost;
  const lines = [
    `Countinghouse is running: open ${config.publicUrl ?? `http://${host}:${port}`}`,
    `  database: ${describeDatabase(config)}`,
    `  payments: ${PAYMENT_MODES[config.payments.mode]}`,
    `  listening on ${config.host}:${port}${isLoopback(config.host) ? " (this computer only; set HOST=0.0.0.0 to open it to the network)" : ""}`,
  ];
  lines.push(...testLoginLines(config));
  lines.push("  stop it with Ctrl+C");
  return lines;
}
