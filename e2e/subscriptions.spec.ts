import { expect, test, type Page } from "./fixtures";
import { emptyCart, fillBilling, removeSubscriptions, signIn, toast } from "./helpers";

interface ApiProduct {
  id: number;
  name: string;
  type: string;
}
interface ApiSubscription {
  id: number;
  status: string;
  currentPeriodEnd: string;
  trialEndsAt: string | null;
  renewalAmount: string;
  product: { id: number };
}

/** "Dec 7, 2026": the dashboard's date format. */
const shown = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" }).format(
    new Date(iso),
  );

/**
 * A subscription product of this journey's own (not the first, which checkout.spec buys), with
 * no subscription of this worker's customer to it yet.
 */
async function freshSubscriptionProduct(page: Page, index: number): Promise<ApiProduct> {
  const products = (await (await page.request.get("/api/products")).json()) as ApiProduct[];
  const product = products.filter((p) => p.type === "subscription")[index]!;
  await removeSubscriptions([product.id]);
  return product;
}

async function startTrial(page: Page, product: ApiProduct, cardNumber: string) {
  await page.request.post("/api/cart", { data: { productId: product.id, quantity: 1 } });
  await page.goto("/checkout");
  await expect(page.getByTestId("due-today")).toHaveText("$0.00");
  await expect(page.getByTestId("first-charge")).toContainText(
    new RegExp(`${product.name}: \\d+-day free trial\\. Your first charge of \\$`),
  );
  await fillBilling(page);
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry (MM/YY)").fill("12/39");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Start free trial — $0.00 due today" }).click();
  await expect(page).toHaveURL(/\/dashboard\?order=\d+$/);
  await expect(page.getByRole("region", { name: "Order confirmation" })).toContainText(
    "Free trial started: nothing charged today",
  );
  const subs = (await (await page.request.get("/api/subscriptions")).json()) as ApiSubscription[];
  return subs.find((s) => s.product.id === product.id && s.status !== "canceled")!;
}

/** The renewal job, as if it were `at` (test mode's clock; no sleeping). */
async function runRenewalsAt(page: Page, at: Date) {
  const res = await page.request.post("/api/test/run-renewals", {
    data: { at: at.toISOString() },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Record<string, number>;
}

test.beforeEach(async ({ context, page }) => {
  await signIn(context, "customer");
  await page.goto("/");
  await emptyCart(context);
});

test("free trial: $0.00 today, the trial's end on the dashboard, a renewal on the clock, cancel and resume", async ({
  page,
}) => {
  const product = await freshSubscriptionProduct(page, 1);
  const subscription = await startTrial(page, product, "4242 4242 4242 4242");
  expect(subscription.status).toBe("trialing");

  await page.getByRole("tab", { name: "Subscriptions" }).click();
  const card = page.getByTestId("subscription-card").filter({ hasText: product.name });
  await expect(card).toContainText(`Trial — ends ${shown(subscription.trialEndsAt!)}`);
  await expect(card).toContainText("Visa ending in 4242");

  // The trial ends: the job charges the saved card and the subscription becomes active.
  const at = new Date(Date.parse(subscription.trialEndsAt!) + 60 * 60 * 1000);
  // The worker's customer may hold other journeys' trials, due by then too: this one is checked below.
  expect((await runRenewalsAt(page, at)).renewed).toBeGreaterThanOrEqual(1);
  await page.goto("/dashboard?tab=subscriptions");
  const after = (await (await page.request.get("/api/subscriptions")).json()) as ApiSubscription[];
  const renewed = after.find((s) => s.id === subscription.id)!;
  expect(renewed.status).toBe("active");
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  await expect(card).toContainText(`Next billing date: ${shown(renewed.currentPeriodEnd)}`);

  await card.getByRole("button", { name: "Cancel subscription" }).click();
  // Nothing changes until the dialog is answered (issue 47).
  const confirm = page.getByRole("dialog", { name: `Cancel subscription: ${product.name}?` });
  await expect(confirm).toContainText(
    `stays available until ${shown(renewed.currentPeriodEnd)}; no further charges are made.`,
  );
  await confirm.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(toast(page, "Subscription Cancelled")).toBeVisible();
  await expect(card).toContainText(
    `Ends on ${shown(renewed.currentPeriodEnd)} — cancelled, no further charges`,
  );
  await expect(card.getByText("Cancelled", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Resume subscription" }).click();
  await expect(toast(page, "Subscription Resumed")).toBeVisible();
  await expect(card).toContainText(`Next billing date: ${shown(renewed.currentPeriodEnd)}`);

  // The renewal is an order of its own, with its invoice.
  await page.getByRole("tab", { name: "Orders & Downloads" }).click();
  await expect(
    page.getByRole("tabpanel").getByText(`$${renewed.renewalAmount}`).first(),
  ).toBeVisible();
});

test("a cancelled trial says when it ends, never Next billing, on the home page and the dashboard", async ({
  page,
}) => {
  const product = await freshSubscriptionProduct(page, 3);
  const subscription = await startTrial(page, product, "4242 4242 4242 4242");
  const ends = `Ends on ${shown(subscription.trialEndsAt!)}`;

  await page.getByRole("tab", { name: "Subscriptions" }).click();
  const card = page.getByTestId("subscription-card").filter({ hasText: product.name });
  await card.getByRole("button", { name: "Cancel subscription" }).click();
  const confirm = page.getByRole("dialog", { name: `Cancel subscription: ${product.name}?` });
  await expect(confirm).toContainText(
    `Your free trial of ${product.name} ends on ${shown(subscription.trialEndsAt!)} and nothing is ever charged.`,
  );
  // Keeping it changes nothing.
  await confirm.getByRole("button", { name: "Keep my trial" }).click();
  await expect(confirm).toBeHidden();
  await expect(card).not.toContainText("cancelled");
  await card.getByRole("button", { name: "Cancel subscription" }).click();
  await confirm.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(toast(page, "Subscription Cancelled")).toBeVisible();
  await expect(card).toContainText(`${ends} — cancelled, no further charges`);
  await expect(card).not.toContainText("Next billing");

  await page.goto("/");
  const row = page.getByRole("listitem").filter({ hasText: product.name });
  await expect(row).toContainText(ends);
  await expect(row).not.toContainText("Next billing");
  await page.goto("/dashboard?tab=subscriptions");
  await expect(card).toContainText(ends);
  await expect(card).not.toContainText("Next billing");
});

test("a declined renewal makes it past_due; a new card pays it at once", async ({ page }) => {
  const product = await freshSubscriptionProduct(page, 2);
  // Stripe's 4000 0000 0000 0341: it can be saved, but every charge on it is declined.
  const subscription = await startTrial(page, product, "4000 0000 0000 0341");
  const at = new Date(Date.parse(subscription.trialEndsAt!) + 60 * 60 * 1000);
  expect((await runRenewalsAt(page, at)).past_due).toBe(1);

  await page.goto("/dashboard?tab=subscriptions");
  const card = page.getByTestId("subscription-card").filter({ hasText: product.name });
  await expect(card.getByRole("alert")).toContainText(
    `Your last payment of $${subscription.renewalAmount} failed: Your card was declined.`,
  );
  await card.getByRole("button", { name: "Update card" }).click();
  await card.getByLabel("Card number").fill("4000 0000 0000 0002");
  await card.getByLabel("Expiry").fill("12/39");
  await card.getByLabel("CVC").fill("123");
  await card.getByRole("button", { name: "Save card and pay now" }).click();
  await expect(card.getByRole("alert").last()).toContainText("Your card was declined.");

  await card.getByLabel("Card number").fill("4242 4242 4242 4242");
  await card.getByRole("button", { name: "Save card and pay now" }).click();
  await expect(toast(page, "Card Updated")).toBeVisible();
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  await expect(card).toContainText("Visa ending in 4242");
  await expect(card).toContainText("Next billing date:");
});
