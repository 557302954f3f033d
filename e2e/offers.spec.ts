import { expect as baseExpect, test, withHydration, type Locator, type Page } from "./fixtures";
import {
  buyCartWithTestCard,
  collectConsoleErrors,
  fillBilling,
  signIn,
  signInNewCustomer,
  TEST_BILLING,
  toast,
} from "./helpers";

// The machine running the suite may be busy: wait longer, assert the same things.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

interface ApiProduct {
  id: number;
  name: string;
  type: string;
  price: string;
  offer: { unit: string; term: string };
}

/** "1299.00" -> 129900 */
const cents = (price: string) => Math.round(Number(price) * 100);
/** 129900 -> "$1,299.00" */
const money = (value: number) =>
  `$${Math.floor(value / 100).toLocaleString("en-US")}.${String(value % 100).padStart(2, "0")}`;
/** 8% of a subtotal, half-up to the cent (the spec's rule, worked out here on its own). */
const taxOf = (subtotal: number) => Math.floor((subtotal * 8 + 50) / 100);

async function products(page: Page): Promise<ApiProduct[]> {
  return (await (await page.request.get("/api/products")).json()) as ApiProduct[];
}

/** Pays for the cart on /checkout with the test card; the new order's id. */
async function payWithTestCard(page: Page): Promise<number> {
  await fillBilling(page);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/39");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Pay now / }).click();
  await expect(toast(page, "Payment Successful")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\?order=\d+$/);
  return Number(new URL(page.url()).searchParams.get("order"));
}

/** The Subtotal, Tax and Total rows under `within`. */
async function expectTotals(within: Locator, subtotal: number) {
  await expect(within.getByTestId("cart-subtotal")).toHaveText(money(subtotal));
  await expect(within.getByTestId("cart-tax")).toHaveText(money(taxOf(subtotal)));
  await expect(within.getByTestId("cart-total")).toHaveText(money(subtotal + taxOf(subtotal)));
}

test("5 users of a per-user product cost 5 × the price plus tax, from the product page to the invoice", async ({
  page,
  context,
}) => {
  test.slow(); // five screens and a payment
  const errors = collectConsoleErrors(page);
  await signInNewCustomer(context, { firstName: "Rowan", lastName: "Seats" });
  const product = (await products(page)).find(
    (p) => p.type === "one-time" && p.offer.unit === "per_user",
  )!;
  const unit = cents(product.price);
  const subtotal = 5 * unit;
  const price = money(unit);

  // The product page: a labelled Users picker, typed into and stepped from the keyboard.
  await page.goto(`/products/${product.id}`);
  const users = page.getByLabel("Users", { exact: true });
  await users.fill("4");
  await page.getByRole("button", { name: "More users" }).focus();
  await page.keyboard.press("Enter");
  await expect(users).toHaveValue("5");
  await expect(page.getByText(`5 users × ${price} = ${money(subtotal)}, plus tax`)).toBeVisible();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(toast(page, "Added to Cart")).toContainText(
    `${product.name} has been added to your cart.`,
  );

  // The cart panel and the cart page: five users on one line, totals on the 8% rule.
  await page.getByRole("button", { name: /^Open cart/ }).click();
  const panel = page.getByRole("dialog", { name: "Shopping Cart" });
  const panelLine = panel.getByRole("listitem", { name: product.name });
  await expect(panelLine.getByRole("group", { name: `Quantity of ${product.name}` })).toHaveText(
    "5",
  );
  await expect(panelLine).toContainText("Users");
  await expect(panelLine).toContainText(`${price} / user, one-time`);
  await expect(panelLine).toContainText(money(subtotal));
  await expectTotals(panel, subtotal);
  await panel.getByRole("link", { name: "View Cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const cartLine = page.getByRole("main").getByRole("listitem", { name: product.name });
  await expect(cartLine.getByRole("group", { name: `Quantity of ${product.name}` })).toHaveText(
    "5",
  );
  await expectTotals(page.getByRole("main"), subtotal);

  // Checkout: the line says its count and unit, and the payment is the total.
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole("listitem", { name: product.name });
  await expect(summary).toContainText(`5 users × ${price} / user, one-time`);
  await expect(summary).toContainText(money(subtotal));
  await expectTotals(page.getByRole("main"), subtotal);
  await expect(page.getByRole("button", { name: /^Pay now / })).toHaveText(
    `Pay now ${money(subtotal + taxOf(subtotal))}`,
  );
  const orderId = await payWithTestCard(page);

  // The dashboard's order and the invoice say the same.
  const confirmation = page.getByRole("region", { name: "Order confirmation" });
  await expect(confirmation).toContainText(`5 users × ${price} = ${money(subtotal)}`);
  await expect(confirmation).toContainText(money(subtotal + taxOf(subtotal)));
  await page.goto(`/api/orders/${orderId}/receipt`);
  const row = page.getByRole("row").filter({ hasText: product.name });
  await expect(row.getByRole("cell").nth(1)).toHaveText("5 users");
  await expect(row.getByRole("cell").nth(2)).toContainText(price);
  await expect(row.getByRole("cell").nth(2)).toContainText("/ user, one-time");
  await expect(row.getByRole("cell").nth(3)).toHaveText(money(subtotal));
  await expect(page.getByRole("row", { name: /^Subtotal/ })).toContainText(money(subtotal));
  await expect(page.getByRole("row", { name: /^Tax \(8%\)/ })).toContainText(
    money(taxOf(subtotal)),
  );
  await expect(page.getByRole("row", { name: /^Total paid/ })).toContainText(
    money(subtotal + taxOf(subtotal)),
  );
  expect(errors).toEqual([]);
});

test("an annual licence is labelled yearly on its card, in the cart, at checkout, on the invoice and the dashboard", async ({
  page,
  context,
}) => {
  test.slow();
  await signInNewCustomer(context, { firstName: "Avery", lastName: "Yearly" });
  const licence = (await products(page)).find(
    (p) => p.offer.term === "annual" && p.offer.unit === "per_firm",
  )!;
  const yearly = `${money(cents(licence.price))} / year`;

  await page.goto("/products");
  await page.getByLabel("Search products").fill(licence.name);
  const card = page.getByRole("article", { name: licence.name });
  await expect(card).toContainText(yearly);
  await card.getByRole("button", { name: "Add to Cart" }).click();
  await expect(toast(page, "Added to Cart")).toBeVisible();
  // A second add is refused in words the buyer can act on.
  await card.getByRole("button", { name: "Add to Cart" }).click();
  await expect(toast(page, "Error")).toContainText(
    "This product is already in your cart: one licence covers the whole firm.",
  );

  // The cart: a per-firm licence is one, and says why.
  await page.goto("/cart");
  const line = page.getByRole("main").getByRole("listitem", { name: licence.name });
  await expect(line).toContainText(yearly);
  await expect(line).toContainText("One licence covers the whole firm.");
  const more = line.getByRole("button", { name: `Increase quantity of ${licence.name}` });
  await expect(more).toHaveAttribute("aria-disabled", "true");
  await expect(more).toHaveAccessibleDescription("One licence covers the whole firm.");
  await more.click({ force: true });
  await expect(line.getByRole("group", { name: `Quantity of ${licence.name}` })).toHaveText("1");

  await page.goto("/checkout");
  const summary = page.getByRole("listitem", { name: licence.name });
  await expect(summary).toContainText(`1 licence × ${yearly}`);
  await expect(summary).toContainText(/Renews yearly, next on \w{3} \d{1,2}, \d{4}/);
  const orderId = await payWithTestCard(page);

  await page.goto(`/api/orders/${orderId}/receipt`);
  const row = page.getByRole("row").filter({ hasText: licence.name });
  await expect(row).toContainText("One-year licence, renews yearly, valid until");
  await expect(row).toContainText("/ year");

  await page.goto("/dashboard?tab=subscriptions");
  const held = page.getByTestId("subscription-card").filter({ hasText: licence.name });
  await expect(held).toContainText(yearly);
  await expect(held).toContainText(/Renews on \w{3} \d{1,2}, \d{4}/);
  await held.getByRole("button", { name: "Turn off renewal" }).click();
  await page
    .getByRole("dialog", { name: `Turn off renewal: ${licence.name}?` })
    .getByRole("button", { name: "Turn off renewal" })
    .click();
  await expect(toast(page, "Renewal Turned Off")).toBeVisible();
  await expect(held).toContainText(/Expires on \w{3} \d{1,2}, \d{4} — renewal turned off/);
});

test("an annual licence is reminded 30 days ahead and renews a year later on the test clock", async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  const { email } = await signInNewCustomer(context, { firstName: "Noor", lastName: "Renewal" });
  const licence = (await products(page)).find(
    (p) => p.offer.term === "annual" && p.offer.unit === "per_firm",
  )!;
  expect(
    (await page.request.post("/api/cart", { data: { productId: licence.id, quantity: 1 } })).ok(),
  ).toBe(true);
  const firstOrder = await buyCartWithTestCard(page.request, TEST_BILLING);
  const held = async () =>
    (
      (await (await page.request.get("/api/subscriptions")).json()) as Array<{
        product: { id: number };
        currentPeriodEnd: string;
      }>
    ).find((s) => s.product.id === licence.id)!;
  const yearEnd = new Date((await held()).currentPeriodEnd);
  const runAt = async (at: Date) => {
    const res = await page.request.post("/api/test/run-renewals", {
      data: { at: at.toISOString() },
    });
    expect(res.ok()).toBe(true);
    return (await res.json()) as Record<string, number>;
  };
  const day = 86_400_000;

  // 29 days before the year ends: the reminder, once; nothing charged.
  expect(await runAt(new Date(yearEnd.getTime() - 29 * day))).toMatchObject({
    reminded: 1,
    renewed: 0,
  });
  expect(await runAt(new Date(yearEnd.getTime() - 28 * day))).toMatchObject({ reminded: 0 });

  // The admin reads it in the outbox, addressed to this customer, with the amount and the date.
  const adminContext = await browser.newContext();
  await signIn(adminContext, "admin");
  const admin = withHydration(await adminContext.newPage());
  await admin.goto("/admin?tab=outbox");
  await expect(admin.getByRole("tab", { name: "Outbox" })).toHaveAttribute("aria-selected", "true");
  const search = admin.getByRole("search", { name: "Search the outbox" });
  await search.getByLabel("Search").fill(email);
  await search.getByLabel("Search").press("Enter");
  const reminder = admin
    .getByRole("list", { name: "Outbox" })
    .getByRole("button", { name: new RegExp(`Your licence of ${licence.name} renews on`) });
  await expect(reminder).toContainText(`To ${email}`);
  await reminder.click();
  const renewalTotal = money(cents(licence.price) + taxOf(cents(licence.price)));
  await expect(admin.locator('[aria-label^="E-mail #"]').getByLabel("Plain text")).toContainText(
    renewalTotal,
  );
  await adminContext.close();

  // A day after the year: charged once for another year, a renewal order on the dashboard.
  expect(await runAt(new Date(yearEnd.getTime() + day))).toMatchObject({ renewed: 1 });
  const nextYearEnd = new Date((await held()).currentPeriodEnd);
  expect(nextYearEnd.getUTCFullYear()).toBe(yearEnd.getUTCFullYear() + 1);
  await page.goto("/dashboard?tab=subscriptions");
  const card = page.getByTestId("subscription-card").filter({ hasText: licence.name });
  await expect(card).toContainText(
    `Renews on ${nextYearEnd.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" })}`,
  );
  const orders = (await (await page.request.get("/api/orders")).json()) as Array<{
    id: number;
    totalAmount: string;
  }>;
  const renewal = orders.find((o) => o.id !== firstOrder)!;
  expect(money(cents(renewal.totalAmount))).toBe(renewalTotal);
});

test("the product page's picker says what it cannot take and adds nothing then", async ({
  page,
  context,
}) => {
  await signInNewCustomer(context, { firstName: "Kim", lastName: "Picker" });
  const product = (await products(page)).find((p) => p.offer.unit === "per_client")!;
  const adds: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/cart")
      adds.push(request.postData() ?? "");
  });
  await page.goto(`/products/${product.id}`);
  const clients = page.getByLabel("Clients", { exact: true });
  const add = page.getByRole("button", { name: /^(Add to Cart|Start Free Trial)$/ });

  await clients.fill("0");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "The quantity must be at least 1.",
  );
  await expect(clients).toHaveAttribute("aria-invalid", "true");
  await expect(add).toHaveAttribute("aria-disabled", "true");
  await add.click({ force: true });
  await clients.fill("501");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "At most 500 clients can be bought at once; contact sales for more.",
  );
  await clients.fill("2.5");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "The quantity must be a whole number.",
  );
  expect(adds).toEqual([]);

  // The Fewer button starts again from the last count that could be bought.
  await page.getByRole("button", { name: "Fewer clients" }).click();
  await expect(clients).toHaveValue("1");
  await expect(clients).not.toHaveAttribute("aria-invalid");
  await clients.fill("12");
  await add.click();
  if (product.type === "subscription") {
    // Start Free Trial opens that product's own checkout for the 12 clients (decision 0262).
    await expect(page).toHaveURL(new RegExp(`/checkout\\?product=${product.id}&quantity=12$`));
    await expect(
      page.getByRole("main").getByRole("listitem", { name: product.name }),
    ).toContainText("12 clients");
    expect(adds).toEqual([]);
    return;
  }
  await expect(toast(page, "Added to Cart")).toBeVisible();
  expect(adds.map((body) => JSON.parse(body))).toEqual([{ productId: product.id, quantity: 12 }]);
});

test("compare prices every column for one count, with the first year's totals", async ({
  page,
}) => {
  const all = await products(page);
  const perUser = all.find((p) => p.offer.unit === "per_user" && p.offer.term === "monthly")!;
  const perClient = all.find((p) => p.offer.unit === "per_client" && p.offer.term === "monthly")!;
  const perFirm = all.find((p) => p.offer.unit === "per_firm" && p.offer.term === "annual")!;
  await page.goto(`/compare?ids=${perFirm.id},${perUser.id},${perClient.id}`);

  const count = page.getByLabel("Users or clients", { exact: true });
  await expect(count).toHaveValue("1");
  await count.fill("5");
  const table = page.getByRole("table");
  const priceRow = table.getByRole("row", { name: /^Price for your count/ });
  const cells = priceRow.getByRole("cell");
  await expect(cells.nth(0)).toHaveText(
    `1 licence × ${money(cents(perFirm.price))} = ${money(cents(perFirm.price))} / year`,
  );
  await expect(cells.nth(1)).toHaveText(
    `5 users × ${money(cents(perUser.price))} = ${money(5 * cents(perUser.price))} / month`,
  );
  await expect(cells.nth(2)).toHaveText(
    `5 clients × ${money(cents(perClient.price))} = ${money(5 * cents(perClient.price))} / month`,
  );
  const yearCells = table.getByRole("row", { name: /^First year, tax included/ }).getByRole("cell");
  const firstYear = (subtotal: number) => money(subtotal + taxOf(subtotal));
  await expect(yearCells.nth(0)).toHaveText(firstYear(cents(perFirm.price)));
  await expect(yearCells.nth(1)).toHaveText(firstYear(12 * 5 * cents(perUser.price)));
  await expect(yearCells.nth(2)).toHaveText(firstYear(12 * 5 * cents(perClient.price)));
});
