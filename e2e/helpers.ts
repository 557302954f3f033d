import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { hashSessionId } from "../src/server/plugins/sessions";
import { E2E_SECRETS, SUITE_LOGS } from "../scripts/suite-logs";

export const TEST_ACCOUNTS = { admin: "admin_test_123", customer: "customer_test_456" } as const;

/** Signs the browser context in through the test-login API (faster than clicking through). */
export async function signIn(context: BrowserContext, who: keyof typeof TEST_ACCOUNTS) {
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
