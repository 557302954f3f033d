import { expect, test, withHydration, type Page } from "./fixtures";
import {
  buyCartWithTestCard,
  fillBilling,
  findOutboxEmail,
  removeSubscriptions,
  signIn,
  signInNewCustomer,
  TEST_ACCOUNTS,
  toast,
} from "./helpers";

/*
 * Issue 47's buying path, at a phone's width and a desktop's: a trial in one step with the intent
 * kept through sign-in, a decline said at the card, compare that adds to the cart, and a refund
 * request that reaches the admin and comes back with the answer.
 */

interface ApiProduct {
  id: number;
  name: string;
  price: string;
  type: "one-time" | "subscription";
  category: string;
  offer: { unit: string; term: string };
  downloadUrl: string | null;
}

const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

async function catalogue(page: Page): Promise<ApiProduct[]> {
  return (await (await page.request.get("/api/products")).json()) as ApiProduct[];
}

/** Subscriptions whose fact sheet gives a free trial (none stated means the default 14 days). */
async function trialProducts(page: Page): Promise<ApiProduct[]> {
  const subscriptions = (await catalogue(page)).filter((p) => p.type === "subscription");
  const days = await Promise.all(
    subscriptions.slice(-8).map(async (product) => {
      const detail = (await (await page.request.get(`/api/products/${product.id}`)).json()) as {
        facts: { trialDays: number | "unknown" };
      };
      return detail.facts.trialDays;
    }),
  );
  return subscriptions.slice(-8).filter((_, i) => days[i] !== 0);
}

for (const [index, width] of WIDTHS.entries()) {
  test.describe(`the buying path at ${width.width} px`, () => {
    test.use({ viewport: { width: width.width, height: width.height } });

    test("a signed-out visitor starts a trial, signs in with a test account and finishes that trial", async ({
      page,
    }) => {
      // Six page loads, the sign-in prompt's second and a checkout: three times a journey's time.
      test.slow();
      // Each width trials a product of its own: the shared test customer gets one trial each.
      const product = (await trialProducts(page)).at(-1 - index)!;
      await removeSubscriptions([product.id], TEST_ACCOUNTS.customer);

      await page.goto(`/products/${product.id}`);
      // Products sharing its facts, each a link to its own page.
      const related = page.getByRole("region", { name: "People also compare" });
      await expect(related.getByRole("link").first()).toHaveAttribute("href", /^\/products\/\d+$/);
      await page.getByRole("button", { name: "Start Free Trial" }).click();
      // The sign-in page knows where the visitor was and what they were doing.
      await expect(page).toHaveURL(
        new RegExp(`/login\\?returnTo=%2Fproducts%2F${product.id}&then=trial%3A${product.id}$`),
      );
      await page.getByRole("link", { name: "Use a test account" }).first().click();
      await expect(page).toHaveURL(new RegExp(`/test-login\\?.*then=trial%3A${product.id}`));
      await page.getByRole("button", { name: "Login as Customer" }).click();

      // Signed in, straight into that one product's checkout.
      await expect(page).toHaveURL(new RegExp(`/checkout\\?product=${product.id}$`));
      await expect(
        page.getByRole("heading", { level: 1, name: "Start your free trial" }),
      ).toBeVisible();
      const summary = page.getByRole("listitem", { name: product.name });
      await expect(summary).toBeVisible();
      await expect(page.getByTestId("due-today")).toHaveText("$0.00");
      const firstCharge = page.getByTestId("first-charge");
      await expect(firstCharge).toContainText(`${product.name}: `);
      const charge =
        /first charge of (\$[\d,]+\.\d{2}) \(tax included\) is on (\w{3} \d{1,2}, \d{4})/.exec(
          (await firstCharge.innerText()).replace(/\s+/g, " "),
        )!;
      // The terms and the refund policy are a tap away before paying.
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
        "href",
        "/terms",
      );
      await expect(main.getByRole("link", { name: "refund policy" })).toHaveAttribute(
        "href",
        "/terms#refunds",
      );

      await fillBilling(page);
      await page.getByLabel("Card number").fill("4242 4242 4242 4242");
      await page.getByLabel("Expiry (MM/YY)").fill("12/39");
      await page.getByLabel("CVC").fill("123");
      await page.getByRole("button", { name: "Start free trial — $0.00 due today" }).click();

      // "Trial started" with the first charge, not "Payment Successful".
      await expect(toast(page, "Trial started")).toContainText(
        `Your first charge of ${charge[1]} is on ${charge[2]}.`,
      );
      await expect(toast(page, "Payment Successful")).toHaveCount(0);
      await expect(page).toHaveURL(/\/dashboard\?order=\d+$/);
      const confirmation = page.getByRole("region", { name: "Order confirmation" });
      await expect(confirmation).toContainText(/Trial started \(order #\d+\)/);
      await expect(confirmation.getByTestId("trial-first-charge")).toContainText(
        `Your first charge of ${charge[1]} (tax included) is on ${charge[2]}`,
      );
      // Counted apart from the paid subscriptions.
      await expect(page.getByRole("group", { name: "Active Subscriptions" })).toContainText(
        /\+ \d+ in free trial/,
      );
    });

    test("a declined card is said at the card number, with the focus there", async ({
      page,
      context,
    }) => {
      await signInNewCustomer(context, { firstName: "Dee", lastName: "Cline" });
      const template = (await catalogue(page)).find(
        (p) => p.type === "one-time" && p.category === "templates",
      )!;
      await page.request.post("/api/cart", { data: { productId: template.id, quantity: 1 } });
      await page.goto("/checkout");
      await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
      await fillBilling(page);
      const number = page.getByLabel("Card number");
      // Hints, not values that look typed in.
      await expect(number).toHaveAttribute("placeholder", "16 digits");
      await expect(number).toHaveValue("");

      // Empty fields say what to enter.
      await page.getByRole("button", { name: /^Pay now / }).click();
      await expect(number).toBeFocused();
      await expect(number).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText("Enter your card number.")).toBeVisible();
      await expect(page.getByText("Enter the card's expiry date as MM/YY.")).toBeVisible();

      await number.fill("4000 0000 0000 0002");
      await page.getByLabel("Expiry (MM/YY)").fill("12/39");
      await page.getByLabel("CVC").fill("123");
      await page.getByLabel("CVC").focus();
      await page.getByRole("button", { name: /^Pay now / }).click();
      // The spec's toast (it goes after five seconds, so it is read first), and at the field,
      // announced, with the focus moved there.
      await expect(toast(page, "Payment Failed")).toContainText("Your card was declined.");
      await expect(number).toBeFocused();
      await expect(number).toHaveAttribute("aria-invalid", "true");
      await expect(number).toHaveAccessibleDescription("Your card was declined.");
      await expect(
        page.getByRole("alert").filter({ hasText: "Your card was declined." }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/checkout$/);
    });

    test("compare puts a product in the cart from its column", async ({ page, context }) => {
      await signInNewCustomer(context, { firstName: "Cam", lastName: "Pare" });
      const all = await catalogue(page);
      const oneTime = all.filter((p) => p.type === "one-time").slice(0, 2);
      const trial = all.find((p) => p.type === "subscription")!;
      await page.goto(`/compare?ids=${oneTime[0]!.id},${oneTime[1]!.id},${trial.id}`);
      const table = page.getByRole("table");
      await expect(table.getByRole("columnheader", { name: new RegExp(trial.name) })).toBeVisible();
      if (width.width < 640)
        await expect(page.getByText(/swipe the table sideways for the third/)).toBeVisible();
      const column = table.getByRole("columnheader", { name: new RegExp(oneTime[1]!.name) });
      await column.getByRole("button", { name: "Add to Cart" }).click();
      await expect(toast(page, "Added to Cart")).toContainText(
        `${oneTime[1]!.name} has been added to your cart.`,
      );
      await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("1");
      // A subscription's column starts its trial in its own checkout.
      await table
        .getByRole("columnheader", { name: new RegExp(trial.name) })
        .getByRole("button", { name: "Start Trial" })
        .click();
      await expect(page).toHaveURL(new RegExp(`/checkout\\?product=${trial.id}$`));
    });

    test("a refund request reaches the admin's queue and the answer comes back", async ({
      page,
      context,
      browser,
    }) => {
      // Two people, an order, a queue and an e-mail: three times a journey's time.
      test.slow();
      const customer = await signInNewCustomer(context, { firstName: "Ray", lastName: "Fund" });
      const template = (await catalogue(page)).find(
        (p) => p.type === "one-time" && p.category === "templates",
      )!;
      await page.request.post("/api/cart", { data: { productId: template.id, quantity: 1 } });
      const orderId = await buyCartWithTestCard(page.request);

      await page.goto("/dashboard");
      const order = page.getByRole("tabpanel").locator("[data-testid=refund-request]").first();
      await order.getByRole("button", { name: "Request a refund" }).click();
      const dialog = page.getByRole("dialog", { name: `Request a refund of order #${orderId}` });
      await dialog.getByRole("button", { name: "Send request" }).click();
      await expect(dialog.getByLabel("What went wrong?")).toHaveAttribute("aria-invalid", "true");
      await dialog.getByLabel("What went wrong?").fill("It is not the form our state uses.");
      await dialog.getByRole("button", { name: "Send request" }).click();
      await expect(
        toast(page, "Refund Requested").filter({ hasText: "We received" }),
      ).toBeVisible();
      await expect(order).toContainText("Refund requested on");

      // The admin finds it in the queue and answers.
      const adminContext = await browser.newContext({
        viewport: { width: width.width, height: width.height },
      });
      await signIn(adminContext, "admin");
      const admin = withHydration(await adminContext.newPage());
      await admin.goto("/admin?tab=refunds");
      const request = admin.getByRole("article", { name: `Refund request for order #${orderId}` });
      await expect(request).toContainText("It is not the form our state uses.");
      await expect(request).toContainText(customer.email);
      await request
        .getByLabel("Answer to the customer (e-mailed)")
        .fill("That template is the federal one; the state forms are in our Resources.");
      await request.getByRole("button", { name: "Decline" }).click();
      await expect(toast(admin, "Refund Declined")).toBeVisible();
      await admin.getByLabel("Show").selectOption({ label: "All requests" });
      await expect(request).toContainText("the state forms are in our Resources");

      // The customer is e-mailed the answer and sees it on the order.
      const answered = `Your refund request for order #${orderId}`;
      await expect
        .poll(
          async () =>
            (await findOutboxEmail(admin.request, customer.email, (m) => m.subject === answered))
              ?.text ?? "",
        )
        .toContain("the state forms are in our Resources");
      await adminContext.close();
      await page.reload();
      await expect(order).toContainText("Refund request declined");
      await expect(order).toContainText("the state forms are in our Resources");
    });
  });
}
