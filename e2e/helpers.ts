import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import type { OutboxMessage, OutboxPage } from "../src/shared/contracts/email";
import { embeddedDatabaseUrl } from "../src/server/db/embedded";
import { APP_DATABASE } from "../src/server/db/app-database";
import { TEST_USERS } from "../src/server/db/seed/test-users";
import { hashSessionId } from "../src/server/lib/session-id";
import { E2E_SECRETS, SUITE_LOGS } from "../scripts/suite-logs";

export const TEST_ACCOUNTS = { admin: "admin_test_123", customer: "customer_test_456" } as const;

/** The e2e server's database (scripts/e2e-server.ts runs it on E2E_DATA_DIR). */
const databaseUrl = () => embeddedDatabaseUrl(process.env.E2E_DATA_DIR!, APP_DATABASE);

/**
 * Signs the browser context in as this worker's own copy of a test account: a user written
 * straight into the e2e database with a session (decision 0084), so journeys in two workers
 * never share a cart, orders or subscriptions. The copy has the test account's names and role.
 */
export async function signIn(context: BrowserContext, who: keyof typeof TEST_ACCOUNTS) {
  const account = TEST_USERS.find((user) => user.id === TEST_ACCOUNTS[who])!;
  const userId = `${account.id}_w${test.info().parallelIndex}`;
  await signInAsUser(context, {
    id: userId,
    email: account.email.replace("@", `+${userId}@`),
    firstName: account.firstName,
    lastName: account.lastName,
    isAdmin: account.isAdmin,
  });
}

/** Writes the user (unless they exist) and a session for them into the e2e database. */
async function signInAsUser(
  context: BrowserContext,
  user: { id: string; email: string; firstName: string; lastName: string; isAdmin: boolean },
) {
  const raw = randomBytes(32).toString("base64url");
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO users (id, email, first_name, last_name, is_admin) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO NOTHING`,
      [user.id, user.email, user.firstName, user.lastName, user.isAdmin],
    );
    await client.query("INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, $3)", [
      hashSessionId(raw),
      user.id,
      new Date(Date.now() + 24 * 60 * 60 * 1000),
    ]);
  } finally {
    await client.end();
  }
  await context.addCookies([
    {
      name: "ch_session",
      value: raw,
      url: test.info().project.use.baseURL!,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
  await recordSessionSecrets(context);
}

/** Signs in through the test-login API itself, as the shared test account (the flow under test). */
export async function signInThroughTestLogin(
  context: BrowserContext,
  who: keyof typeof TEST_ACCOUNTS,
) {
  const response = await context.request.post("/api/test-login", {
    data: { userId: TEST_ACCOUNTS[who] },
  });
  if (!response.ok())
    throw new Error(`test login failed: ${response.status()} ${await response.text()}`);
  await recordSessionSecrets(context);
}

/** The browser's session ids, for the end-of-suite search of the server's logs (decision 0062). */
async function recordSessionSecrets(context: BrowserContext) {
  const values = (await context.cookies())
    .filter((c) => c.name.endsWith("ch_session"))
    .flatMap((c) => [c.value, hashSessionId(c.value)]);
  fs.mkdirSync(SUITE_LOGS, { recursive: true });
  fs.appendFileSync(path.join(SUITE_LOGS, E2E_SECRETS), values.map((v) => `${v}\n`).join(""));
}

/** Every CSP refusal the page sees, from the DOM event and from the console. */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleRefusals: string[] = [];
  page.on("console", (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text()))
      consoleRefusals.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...consoleRefusals,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

/** Collects console errors other than expected failed-resource lines (the signed-out 401). */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (message.text().startsWith("Failed to load resource")) return;
    errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * The newest outbox e-mail (read through an admin's `request`) found by the outbox's own search
 * `q` (part of the recipient or subject, or the kind) and passing `match`, with its bodies;
 * undefined when there is none yet (callers poll).
 */
export async function findOutboxEmail(
  request: APIRequestContext,
  q: string,
  match: (message: OutboxPage["items"][number]) => boolean = () => true,
): Promise<OutboxMessage | undefined> {
  const list = await request.get(
    `/api/admin/outbox?${new URLSearchParams({ q, pageSize: "100" })}`,
  );
  if (!list.ok()) throw new Error(`could not read the outbox: ${list.status()}`);
  const found = ((await list.json()) as OutboxPage).items.find(match);
  if (!found) return undefined;
  return (await (await request.get(`/api/admin/outbox/${found.id}`)).json()) as OutboxMessage;
}

/**
 * Pays for the signed-in `request`'s cart with the test card through the API (the quote, the
 * payment, the billing details when given, the confirmation), for journeys about what comes
 * after the purchase; checkout.spec walks the checkout itself. Returns the order's id.
 */
export async function buyCartWithTestCard(
  request: APIRequestContext,
  billing?: typeof TEST_BILLING,
): Promise<number> {
  const quote = (await (await request.get("/api/checkout/quote")).json()) as {
    dueToday: { total: string };
  };
  const opened = await request.post("/api/create-payment-intent", {
    data: { amount: Number(quote.dueToday.total) },
  });
  const { clientSecret } = (await opened.json()) as { clientSecret: string };
  if (billing) {
    const saved = await request.put("/api/checkout/billing", { data: { clientSecret, billing } });
    if (!saved.ok()) throw new Error(`billing details refused: ${saved.status()}`);
  }
  const paid = await request.post("/api/payments/test/confirm", {
    data: { clientSecret, cardNumber: "4242424242424242", expiry: "12/39", cvc: "123" },
  });
  if (!paid.ok()) throw new Error(`test payment refused: ${paid.status()} ${await paid.text()}`);
  return ((await paid.json()) as { orderId: number }).orderId;
}

/** Removes every item from the signed-in context's cart, so a journey starts from an empty cart. */
export async function emptyCart(context: BrowserContext) {
  const response = await context.request.get("/api/cart");
  if (!response.ok()) throw new Error(`could not read the cart: ${response.status()}`);
  for (const item of (await response.json()) as { id: number }[]) {
    await context.request.delete(`/api/cart/${item.id}`);
  }
}

/** The /products grid shows this many cards per page (PRODUCT_PAGE_SIZE). */
export const PRODUCTS_PAGE_SIZE = 24;

/**
 * Every product the API answers for a search and filters, page after page, in its order: what
 * the /products grid must show. The search reads names, descriptions, features and facts, with
 * synonyms (decision 0230): a journey checks the screen against it, and the spec's own rule (a
 * product naming the text in its name or description is among them) against the products.
 */
export async function searchResults(
  page: Page,
  query: Record<string, string>,
): Promise<{ id: number; name: string; description: string; category: string }[]> {
  const found = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ ...query, limit: "100", ...(cursor ? { cursor } : {}) });
    const body = (await (await page.request.get(`/api/products?${params}`)).json()) as {
      items: { id: number; name: string; description: string; category: string }[];
      nextCursor: string | null;
    };
    found.push(...body.items);
    cursor = body.nextCursor;
  } while (cursor);
  return found;
}

/** Clicks "Load more products" on /products until every matching card is shown. */
export async function loadAllProducts(page: Page) {
  const more = page.getByRole("button", { name: "Load more products" });
  const status = page.getByText(/^Showing \d+ of \d+ products?$/);
  await status.waitFor();
  // The grid is busy while a search settles: its counts are the previous search's.
  await page.locator('main [aria-busy="true"]').waitFor({ state: "detached" });
  for (;;) {
    const [shown, total] = ((await status.textContent()) ?? "").match(/\d+/g)!.map(Number);
    if (shown! >= total!) return;
    await more.click();
    await page.getByText(`Showing ${Math.min(total!, shown! + PRODUCTS_PAGE_SIZE)} of`).waitFor();
  }
}

/**
 * Ends this worker's customer's subscriptions to these products (each journey starts afresh), or
 * another user's (the shared test account a journey signs in as through /test-login).
 */
export async function removeSubscriptions(
  productIds: number[],
  userId = `${TEST_ACCOUNTS.customer}_w${test.info().parallelIndex}`,
) {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(
      "DELETE FROM subscriptions WHERE user_id = $1 AND product_id = ANY($2::int[])",
      [userId, productIds],
    );
  } finally {
    await client.end();
  }
}

/**
 * Signs the context in as a brand-new customer of the journey's own (names may hold commas and
 * quotes, to test what quotes them), so the journey's orders and searches are its alone.
 */
export async function signInNewCustomer(
  context: BrowserContext,
  names: { firstName: string; lastName: string },
): Promise<{ id: string; email: string }> {
  const id = `journey_${test.info().parallelIndex}_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const email = `${id}@journeys.example`;
  await signInAsUser(context, { id, email, ...names, isAdmin: false });
  return { id, email };
}

/**
 * The sign-in prompt's move (spec: a second after its toast): resolves when the browser asks for
 * /api/login, which it must within 5 s of being called. The /login page it lands on is then the
 * server's to answer, in the usual time for a page load: on a loaded machine that answer, not the
 * prompt, was what a single 5 s wait for the address ran out on.
 */
export function sentToSignIn(page: Page): Promise<unknown> {
  return page.waitForRequest((request) => new URL(request.url()).pathname === "/api/login", {
    timeout: 5000,
  });
}

/**
 * Opens the header's account menu. Pages arrive server-rendered: a click that lands before React
 * has hydrated the header does nothing (Radix opens the menu on pointerdown, which is not
 * replayed), so it clicks again until the menu is open.
 */
export async function openAccountMenu(page: Page) {
  const button = page.getByRole("banner").getByRole("button", { name: "Account menu" });
  const menu = page.getByRole("menu");
  await expect(async () => {
    if (!(await menu.isVisible())) await button.click();
    await expect(menu).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Checkout's billing details (issue 14): who the invoice is made out to. */
export const TEST_BILLING = {
  name: "Dana Whitfield",
  firm: "Whitfield & Ortiz CPAs",
  address: "1200 Ledger Lane, Suite 4\nHartford, CT 06103",
  ein: "12-3456789",
};

/** Fills the checkout's Billing Details card (the name may come filled in from the account). */
export async function fillBilling(page: Page, billing: Partial<typeof TEST_BILLING> = {}) {
  const details = { ...TEST_BILLING, ...billing };
  const form = page.getByRole("group", { name: "Billing details" });
  await form.getByLabel("Name").fill(details.name);
  await form.getByLabel("Firm").fill(details.firm);
  await form.getByLabel("Billing address").fill(details.address);
  await form.getByLabel("EIN").fill(details.ein);
}

/** An order of the user's, written at a given moment (a journey about how dates are shown). */
export async function addOrderAt(userId: string, createdAt: Date): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO orders (user_id, status, subtotal, tax, total_amount, created_at)
       VALUES ($1, 'completed', '10.00', '0.80', '10.80', $2) RETURNING id`,
      [userId, createdAt],
    );
    return rows[0]!.id;
  } finally {
    await client.end();
  }
}

/**
 * A toast as a sighted person sees it: an item of the "Notifications (F8)" region, shown for the
 * spec's 5000 ms. Radix also announces it to screen readers through a role="status" copy that
 * lives one second; reading that copy races a slow machine. An open modal dialog hides the rest of
 * the page from assistive technology (the announcement still reaches it), so the region is found
 * even then; the assertions on the toast check that it is visible.
 */
export function toast(page: Page, text: string) {
  return page
    .getByRole("region", { name: "Notifications (F8)", includeHidden: true })
    .getByRole("listitem", { includeHidden: true })
    .filter({ hasText: text });
}
