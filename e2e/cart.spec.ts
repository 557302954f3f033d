import { expect, test, type Page } from "./fixtures";
import { emptyCart, sentToSignIn, signIn, toast } from "./helpers";

interface ApiProduct {
  id: number;
  name: string;
  price: string;
  type: string;
  offer: { unit: string; term: string };
}

/** "$1,299.00" -> 129900 */
const cents = (text: string) => Number(text.replace(/[$,]/g, "").replace(".", ""));
const dollars = (value: number) =>
  `$${Math.floor(value / 100).toLocaleString("en-US")}.${String(value % 100).padStart(2, "0")}`;

/** Puts one of a one-time product priced per user in the customer's cart; the product. */
async function oneLineInCart(page: Page): Promise<ApiProduct> {
  const products: ApiProduct[] = await (await page.request.get("/api/products")).json();
  const product = products.find((p) => p.type === "one-time" && p.offer.unit === "per_user")!;
  const added = await page.request.post("/api/cart", {
    data: { productId: product.id, quantity: 1 },
  });
  expect(added.ok()).toBe(true);
  return product;
}

test.describe("customer cart", () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, "customer");
    await emptyCart(context);
  });

  test("adds two products, sees the toast and the badge, changes quantities, removes one, and the totals follow the 8% rule", async ({
    page,
  }) => {
    const products: ApiProduct[] = await (await page.request.get("/api/products")).json();
    // Priced per user, so its quantity is the number of users; the second is one per firm. (A
    // subscription's Start Trial opens its own checkout instead, decision 0262.)
    const first = products.find((p) => p.type === "one-time" && p.offer.unit === "per_user")!;
    const second = products.find((p) => p.type === "one-time" && p.id !== first.id)!;
    const header = page.getByRole("banner");

    await page.goto(`/products/${first.id}`);
    await expect(header.getByTestId("cart-badge")).toHaveCount(0);
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(toast(page, "Added to Cart")).toContainText(
      `${first.name} has been added to your cart.`,
    );
    await expect(header.getByTestId("cart-badge")).toHaveText("1");

    await page.goto("/products");

    await page
      .getByRole("article", { name: second.name })
      .getByRole("button", { name: "Add to Cart" })
      .click();
    await expect(toast(page, "Added to Cart")).toContainText(
      `${second.name} has been added to your cart.`,
    );
    await expect(header.getByTestId("cart-badge")).toHaveText("2");
    await expect(header.getByRole("button", { name: "Open cart (2 items)" })).toBeVisible();

    await header.getByRole("button", { name: /Open cart/ }).click();
    const panel = page.getByRole("dialog", { name: "Shopping Cart" });
    await expect(panel.getByRole("listitem")).toHaveCount(2);
    await expect(panel.getByRole("link", { name: "Proceed to Checkout" })).toHaveAttribute(
      "href",
      "/checkout",
    );
    await panel.getByRole("link", { name: "View Cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(panel).toBeHidden();

    const line = (product: ApiProduct) =>
      page.getByRole("main").getByRole("listitem", { name: product.name });
    const quantity = (product: ApiProduct) =>
      line(product).getByRole("group", { name: `Quantity of ${product.name}` });
    await expect(quantity(first)).toHaveText("1");

    const minus = line(first).getByRole("button", { name: `Decrease quantity of ${first.name}` });
    await minus.click({ force: true });
    await expect(quantity(first)).toHaveText("1");

    const plus = line(first).getByRole("button", { name: `Increase quantity of ${first.name}` });
    await plus.click();
    await expect(quantity(first)).toHaveText("2");
    await plus.click();
    await expect(quantity(first)).toHaveText("3");
    await minus.click();
    await expect(quantity(first)).toHaveText("2");
    // The quantity shows at once; it is saved once the line is no longer busy.
    await expect(quantity(first)).toHaveAttribute("aria-busy", "false");
    await page.reload();
    await expect(quantity(first)).toHaveText("2");

    await line(second)
      .getByRole("button", { name: `Remove ${second.name}` })
      .click();
    await expect(toast(page, "Item Removed")).toContainText(
      "Item has been removed from your cart.",
    );
    await expect(line(second)).toHaveCount(0);
    await expect(header.getByTestId("cart-badge")).toHaveText("1");

    const subtotal = cents(first.price) * 2;
    const tax = Math.floor((subtotal * 8 + 50) / 100);
    await expect(page.getByText("Order Summary")).toBeVisible();
    await expect(page.getByText("Tax (8%)")).toBeVisible();
    await expect(page.getByTestId("cart-subtotal")).toHaveText(dollars(subtotal));
    await expect(page.getByTestId("cart-tax")).toHaveText(dollars(tax));
    await expect(page.getByTestId("cart-total")).toHaveText(dollars(subtotal + tax));
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute(
      "href",
      "/products",
    );

    await line(first)
      .getByRole("button", { name: `Remove ${first.name}` })
      .click();
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expect(header.getByTestId("cart-badge")).toHaveCount(0);
    await page.getByRole("link", { name: "Browse Products" }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test("quick presses reach the server in the order they were made, even when the network reorders them", async ({
    page,
  }) => {
    const product = await oneLineInCart(page);
    // The first change is held on the way, as a slow connection would: a change sent beside it
    // would reach the server first, and the held one would then undo it.
    let heldAnswered: Promise<unknown> | undefined;
    await page.route("**/api/cart/*", async (route) => {
      if (route.request().method() !== "PUT" || heldAnswered) return route.continue();
      heldAnswered = new Promise((resolve) => setTimeout(resolve, 600))
        .then(() => route.fetch())
        .then((response) => route.fulfill({ response }));
      await heldAnswered;
    });

    await page.goto("/cart");
    const quantity = page
      .getByRole("main")
      .getByRole("group", { name: `Quantity of ${product.name}` });
    const plus = quantity.getByRole("button", { name: `Increase quantity of ${product.name}` });
    await expect(quantity).toHaveText("1");
    await plus.click();
    await expect(quantity).toHaveText("2");
    await plus.click();
    await expect(quantity).toHaveText("3");
    await expect(quantity).toHaveAttribute("aria-busy", "false");
    expect(heldAnswered).toBeDefined();
    await heldAnswered;
    await page.reload();
    await expect(quantity).toHaveText("3");
  });

  test("two presses from the keyboard before the line redraws both count", async ({ page }) => {
    const product = await oneLineInCart(page);

    await page.goto("/cart");
    const quantity = page
      .getByRole("main")
      .getByRole("group", { name: `Quantity of ${product.name}` });
    await quantity.getByRole("button", { name: `Increase quantity of ${product.name}` }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await expect(quantity).toHaveText("3");
    await expect(quantity).toHaveAttribute("aria-busy", "false");
    await page.reload();
    await expect(quantity).toHaveText("3");
  });

  test("shows the spec's error toasts when the server refuses", async ({ page }) => {
    const product = await oneLineInCart(page);

    await page.route("**/api/cart", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, body: "boom" })
        : route.continue(),
    );
    await page.route("**/api/cart/*", (route) => route.fulfill({ status: 500, body: "boom" }));

    await page.goto(`/products/${product.id}`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(toast(page, "Error")).toContainText(
      "Failed to add item to cart. Please try again.",
    );

    await page.goto("/cart");
    const line = page.getByRole("main").getByRole("listitem", { name: product.name });
    await line.getByRole("button", { name: `Increase quantity of ${product.name}` }).click();
    await expect(toast(page, "Error")).toContainText("Failed to update item quantity.");
    await expect(line.getByRole("group", { name: `Quantity of ${product.name}` })).toHaveText("1");

    await line.getByRole("button", { name: `Remove ${product.name}` }).click();
    await expect(toast(page, "Error")).toContainText("Failed to remove item from cart.");
    await expect(line).toBeVisible();
  });

  test("the signed-in home welcomes the customer with stats and empty states", async ({ page }) => {
    const products: ApiProduct[] = await (await page.request.get("/api/products")).json();
    await page.request.post("/api/cart", { data: { productId: products[0]!.id, quantity: 1 } });
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Welcome back, Casey!" })).toBeVisible();
    const stats = page.getByRole("region", { name: "Your account at a glance" });
    await expect(stats.getByText("Cart Items")).toBeVisible();
    await expect(stats).toContainText("Cart Items1");
    await expect(stats).toContainText("Total Orders0");
    await expect(stats).toContainText("Active Subscriptions0");
    await expect(stats).toContainText("Account StatusActive");
    await expect(page.getByText("No orders yet.")).toBeVisible();
    await expect(page.getByText("No active subscriptions.")).toBeVisible();
    await expect(page.getByRole("link", { name: "View Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
  });
});

test("a visitor on /cart is asked to sign in and sent to /login", async ({ page }) => {
  const sent = sentToSignIn(page);
  await page.goto("/cart");
  await expect(toast(page, "Please Sign In")).toContainText(
    "You need to be signed in to view your cart.",
  );
  await sent;
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fcart$/);
});
