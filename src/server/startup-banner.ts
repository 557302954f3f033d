import type { Config } from "./config.js";

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/i;

export function isLoopback(host: string): boolean {
  return LOOPBACK.test(host.replace(/^\[|\]$/g, ""));
}

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
  if (config.testLogin) {
    lines.push(
      isLoopback(config.host)
        ? "  test login is on: /test-login signs in as the Administrator or the Customer"
        : `  WARNING: test login is on and HOST=${config.host} is not loopback: anyone who can reach this port can sign in as the Administrator. Set TEST_LOGIN=off.`,
    );
  }
  lines.push("  stop it with Ctrl+C");
  return lines;
}
