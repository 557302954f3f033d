import path from "node:path";
import { z } from "zod";
import { INSTALLER_MAX_MB_DEFAULT } from "../shared/installers.js";
import { allowedHostNames, isLoopback } from "./lib/hosts.js";
import { DEMO_STORE_IDENTITY, type StoreIdentity } from "../shared/store-identity.js";

const onOff = z.enum(["on", "off"]);
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();
const optionalUrl = optionalText.pipe(z.url({ message: "must be a URL" }).optional());
/** One line of the shop's identity: printed in e-mail headers and invoices, so never a line break. */
const identityText = (fallback: string) =>
  z
    .string()
    .trim()
    .max(200, { message: "must be at most 200 characters" })
    .regex(/^[^\r\n]*$/, { message: "must be one line" })
    .transform((value) => value || fallback)
    .default(fallback);

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  // Loopback unless asked: `npm start` has test login on, which must not face a network by default.
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().default(".data"),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: onOff.default("off"),
  /** More names the server answers for (comma-separated), beside PUBLIC_URL's and loopback. */
  ALLOWED_HOSTS: z.string().default(""),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  PAYMENTS: z.enum(["stripe", "test", "none"]).optional(),
  STRIPE_SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_/, { message: "must start with sk_test_ or sk_live_" })
      .optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^pk_(test|live)_/, { message: "must start with pk_test_ or pk_live_" })
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^whsec_/, { message: "must start with whsec_" })
      .optional(),
  ),
  STRIPE_API_BASE: optionalUrl,
  /** One call to Stripe waits at most this long (retried once on a network failure). */
  STRIPE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: optionalUrl,
  MICROSOFT_CLIENT_ID: optionalText,
  MICROSOFT_CLIENT_SECRET: optionalText,
  MICROSOFT_TENANT: optionalText,
  MICROSOFT_ISSUER: optionalUrl,
  ADMIN_EMAILS: z.string().default(""),
  TEST_LOGIN: onOff.optional(),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /** The insights panel waits at most this long for the model (never longer than AI_TIMEOUT_MS). */
  /** After 3 failures in a row the model is not called for this long (decision 0134). */
  AI_BREAKER_COOLDOWN_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  ADMIN_SITE_URL: optionalText,
  DEVELOPER_PORTAL_URL: optionalText,
  /** The largest installer an admin may upload (decision 0195). */
  INSTALLER_MAX_MB: z.coerce.number().int().min(1).max(4096).default(INSTALLER_MAX_MB_DEFAULT),
  /** The whole request (headers and body) must arrive within this time: slow-body clients. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, { message: "must be an smtp:// or smtps:// URL" })
      .optional(),
  ),
  MAIL_FROM: z.string().trim().default("Countinghouse <orders@countinghouse.example>"),
  // Who runs the shop (decision 0260): contact page, invoices, e-mails, legal pages, structured data.
  SELLER_NAME: identityText(DEMO_STORE_IDENTITY.legalName),
  SELLER_ADDRESS: identityText(DEMO_STORE_IDENTITY.address),
  SELLER_TAX_ID: identityText(DEMO_STORE_IDENTITY.taxId),
  SELLER_JURISDICTION: identityText(DEMO_STORE_IDENTITY.jurisdiction),
  SUPPORT_EMAIL: identityText(DEMO_STORE_IDENTITY.supportEmail).pipe(
    z.email({ message: "must be an e-mail address" }),
  ),
  SUPPORT_PHONE: identityText(DEMO_STORE_IDENTITY.supportPhone),
  SUPPORT_HOURS: identityText(DEMO_STORE_IDENTITY.supportHours.join("; ")),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Prometheus metrics on a listener of their own (decision 0243); unset: no metrics. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().trim().min(1).default("127.0.0.1"),
});

/** Every variable the configuration reads (the README's table documents each one). */
export const CONFIG_KEYS = Object.keys(envSchema.shape);

export type OidcProviderName = "google" | "microsoft";

export interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  trustProxy: boolean;
  /**
   * How many proxies in front of the app append to X-Forwarded-For. The client's address is the
   * entry that many places from the right: entries further left were written by the client.
   */
  trustProxyHops: number;
  payments: {
    mode: "stripe" | "test" | "none";
    secretKey?: string;
    publishableKey?: string;
    webhookSecret?: string;
    apiBase?: string;
    timeoutMs: number;
  };
  oidc: Partial<Record<OidcProviderName, OidcProviderConfig>>;
  adminEmails: string[];
  /** The Host names requests may carry (lower case, IPv6 in brackets); others get 421. */
  allowedHosts: Set<string>;
  testLogin: boolean;
  /**
   * Why test login is on or off (decision 0200): "explicit" (TEST_LOGIN=on), "local" (a
   * loopback start with nothing saying it is deployed), or what makes this start not local.
   */
  testLoginReason: string;
  /** An OpenAI-compatible chat-completions provider; the local advisor answers when it fails. */
  ai:
    | {
        baseUrl: string;
        apiKey: string;
        model: string;
        timeoutMs: number;
        breakerCoolDownMs: number;
      }
    | undefined;
  adminSiteUrl: string;
  developerPortalUrl: string;
  logLevel: string;
  requestTimeoutMs: number;
  /** Uploaded installers (DATA_DIR/installers) may be at most this many bytes. */
  installerMaxBytes: number;
  /** No smtpUrl: every message stays in the outbox table, where admins read it. */
  mail: { smtpUrl: string | undefined; from: string };
  /** Who runs the shop: every page, invoice and e-mail that names the company reads it here. */
  store: StoreIdentity;
  /** Where GET /metrics answers, apart from the site; undefined: nowhere. */
  metrics: { port: number; host: string } | undefined;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses the environment; with nothing set the result is the embedded demo. Throws naming every bad key. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  const production = e.NODE_ENV === "production";

  const stripeKeys = Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY);
  const mode = e.PAYMENTS ?? (stripeKeys ? "stripe" : production ? "none" : "test");
  if (mode === "stripe" && !stripeKeys) {
    problems.push("PAYMENTS: stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY");
  }
  if (production && mode === "test") {
    problems.push("PAYMENTS: the offline test card form cannot be used in production");
  }

  const pair = (name: string, id?: string, secret?: string) => {
    if (Boolean(id) !== Boolean(secret)) {
      problems.push(`${name}_CLIENT_ID and ${name}_CLIENT_SECRET must be set together`);
    }
    return Boolean(id && secret);
  };
  const oidc: Config["oidc"] = {};
  if (pair("GOOGLE", e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET)) {
    oidc.google = {
      issuer: e.GOOGLE_ISSUER ?? "https://accounts.google.com",
      clientId: e.GOOGLE_CLIENT_ID!,
      clientSecret: e.GOOGLE_CLIENT_SECRET!,
    };
  }
  if (pair("MICROSOFT", e.MICROSOFT_CLIENT_ID, e.MICROSOFT_CLIENT_SECRET)) {
    oidc.microsoft = {
      issuer:
        e.MICROSOFT_ISSUER ??
        `https://login.microsoftonline.com/${e.MICROSOFT_TENANT ?? "common"}/v2.0`,
      clientId: e.MICROSOFT_CLIENT_ID!,
      clientSecret: e.MICROSOFT_CLIENT_SECRET!,
    };
  }

  const aiSet = [e.AI_BASE_URL, e.AI_API_KEY, e.AI_MODEL].filter(Boolean).length;
  if (aiSet > 0 && !(e.AI_API_KEY && e.AI_MODEL)) {
    problems.push("AI_API_KEY and AI_MODEL must be set together (AI_BASE_URL is optional)");
  }
  // Without PUBLIC_URL the OpenID Connect redirect_uri would follow the request's Host header,
  // which anyone can write: in production the address must be pinned.
  if (production && !e.PUBLIC_URL && Object.keys(oidc).length > 0) {
    problems.push(
      "PUBLIC_URL: required in production when Google or Microsoft sign-in is on (the sign-in return address)",
    );
  }
  const testLogin = decideTestLogin(e);
  if (/[\r\n]/.test(e.MAIL_FROM)) problems.push("MAIL_FROM: must be one line");
  const store: StoreIdentity = {
    legalName: e.SELLER_NAME,
    address: e.SELLER_ADDRESS,
    taxId: e.SELLER_TAX_ID,
    supportEmail: e.SUPPORT_EMAIL,
    supportPhone: e.SUPPORT_PHONE,
    supportHours: e.SUPPORT_HOURS.split(";")
      .map((period) => period.trim())
      .filter(Boolean),
    jurisdiction: e.SELLER_JURISDICTION,
  };
  // Invoices for real money carry the seller's own company, address and tax ID, never the demo's.
  if (production && /^(sk|rk)_live_/.test(e.STRIPE_SECRET_KEY ?? "")) {
    for (const [key, value, demo] of [
      ["SELLER_NAME", store.legalName, DEMO_STORE_IDENTITY.legalName],
      ["SELLER_ADDRESS", store.address, DEMO_STORE_IDENTITY.address],
      ["SELLER_TAX_ID", store.taxId, DEMO_STORE_IDENTITY.taxId],
    ] as const) {
      if (value === demo)
        problems.push(`${key}: set your own before taking live payments (invoices print it)`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ""),
    trustProxy: e.TRUST_PROXY === "on",
    trustProxyHops: e.TRUST_PROXY_HOPS,
    payments: {
      mode,
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBase: e.STRIPE_API_BASE,
      timeoutMs: e.STRIPE_TIMEOUT_MS,
    },
    oidc,
    adminEmails: e.ADMIN_EMAILS.split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    allowedHosts: allowedHostNames({
      publicUrl: e.PUBLIC_URL,
      host: e.HOST,
      extra: e.ALLOWED_HOSTS.split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    }),
    testLogin: testLogin.on,
    testLoginReason: testLogin.reason,
    ai:
      e.AI_API_KEY && e.AI_MODEL
        ? {
            baseUrl: e.AI_BASE_URL ?? "https://api.openai.com/v1",
            apiKey: e.AI_API_KEY,
            model: e.AI_MODEL,
            timeoutMs: e.AI_TIMEOUT_MS,
            breakerCoolDownMs: e.AI_BREAKER_COOLDOWN_MS,
          }
        : undefined,
    adminSiteUrl: e.ADMIN_SITE_URL ?? "/admin",
    developerPortalUrl: e.DEVELOPER_PORTAL_URL ?? "/api/docs",
    logLevel: e.LOG_LEVEL,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    installerMaxBytes: e.INSTALLER_MAX_MB * 1024 * 1024,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    store,
    metrics:
      e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST },
  };
}

/**
 * Test login signs anyone in as the Administrator with one click, so it is on only when this
 * start is plainly on one computer, or when TEST_LOGIN=on says so (decision 0200).
 */
function decideTestLogin(e: z.infer<typeof envSchema>): { on: boolean; reason: string } {
  if (e.TEST_LOGIN === "on") return { on: true, reason: "explicit" };
  if (e.TEST_LOGIN === "off") return { on: false, reason: "TEST_LOGIN=off" };
  const deployed: string[] = [];
  if (e.NODE_ENV === "production") deployed.push("NODE_ENV=production");
  if (!isLoopback(e.HOST)) deployed.push(`HOST=${e.HOST}`);
  if (e.PUBLIC_URL) {
    const url = new URL(e.PUBLIC_URL);
    if (url.protocol === "https:" || !isLoopback(url.hostname))
      deployed.push(`PUBLIC_URL=${url.origin}`);
  }
  if (e.TRUST_PROXY === "on") deployed.push("TRUST_PROXY=on");
  if (/^(sk|rk)_live_/.test(e.STRIPE_SECRET_KEY ?? "")) deployed.push("a live Stripe key");
  return deployed.length === 0
    ? { on: true, reason: "local" }
    : { on: false, reason: deployed.join(", ") };
}

/**
 * The shop's own address for links in e-mails a background job sends: PUBLIC_URL, or this server
 * on localhost. An e-mail a request causes uses `siteUrlFor` instead.
 */
export function siteUrlOf(config: Config): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

/**
 * The address for links in an e-mail a request causes: PUBLIC_URL, else the address the person
 * used (its Host passed the allow-list), so a link opened from the e-mail finds their session
 * (issue 47: links said localhost to someone who had opened 127.0.0.1).
 */
export function siteUrlFor(config: Config, request: { protocol: string; host: string }): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}
