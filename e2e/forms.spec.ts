import { expect, test, type Page } from "./fixtures";
import { emptyCart, signIn } from "./helpers";

interface ApiProduct {
  id: number;
  name: string;
  description: string;
  type: string;
  category: string;
}

const catalogue = async (page: Page): Promise<ApiProduct[]> =>
  (await page.request.get("/api/products")).json();

const cards = (page: Page) => page.getByRole("main").getByRole("article");

/**
 * The forms people use most are real forms (issue 42): without JavaScript the page's action does
 * what the script would have, and the page shows the result.
 */
test.describe("forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the product search asks the server, keeping the category", async ({ page }) => {
    // What the API's search answers: the page asks it the same question.
    const { items: matches } = (await (
      await page.request.get("/api/products?q=client&category=saas&limit=100")
    ).json()) as { items: ApiProduct[] };
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.length).toBeLessThan(24); // one page of the grid
    await page.goto("/products?category=saas");
    const search = page.getByRole("searchbox", { name: "Search products" });
    await search.fill("client");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/products\?search=client&category=saas$/);
    await expect(search).toHaveValue("client");
    await expect(cards(page)).toHaveCount(matches.length);
    for (const product of matches) {
      await expect(page.getByRole("article", { name: product.name })).toBeVisible();
    }
  });

  test("Add to Cart sends a visitor to sign in, then back to the product", async ({ page }) => {
    const product = (await catalogue(page)).find((p) => p.type === "one-time")!;
    await page.goto(`/products/${product.id}`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL(
      new RegExp(`/login\\?returnTo=${encodeURIComponent(`/products/${product.id}`)}$`),
    );
    await expect(page.getByRole("heading", { name: "Sign in to Countinghouse" })).toBeVisible();
  });

  test("Add to Cart puts the product in a customer's cart", async ({ page, context }) => {
    await signIn(context, "customer");
    await emptyCart(context);
    const product = (await catalogue(page)).find((p) => p.type === "one-time")!;
    await page.goto("/products");
    await page
      .getByRole("article", { name: product.name })
      .getByRole("button", { name: "Add to Cart" })
      .click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("main").getByText(product.name).first()).toBeVisible();
    await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("1");
    await emptyCart(context);
  });

  test("a test account's Login button signs in", async ({ page }) => {
    await page.goto("/test-login");
    await page.getByRole("button", { name: "Login as Customer" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome back");
    await page.goto("/api/logout");
  });

  test("the contact form names what is missing, keeps what was typed, then sends", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("First Name").fill("Dana");
    await form.getByLabel("Email").fill("dana@whitfield.example");
    await form.getByLabel("Message").fill("Do you have volume pricing for 12 seats?");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByLabel("First Name")).toHaveValue("Dana");
    await expect(form.getByLabel("Message")).toHaveValue(
      "Do you have volume pricing for 12 seats?",
    );
    await expect(form.getByText("Last name is required")).toBeVisible();
    await form.getByLabel("Last Name").fill("Whitfield");
    await form.getByLabel("Subject").fill("Volume pricing");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toContainText(
      "Thank you for contacting us. We'll get back to you within 24 hours.",
    );
    await expect(form.getByLabel("First Name")).toHaveValue("");
  });

  test("a conversation starts, a message is sent and answered, and a suggested follow-up is asked", async ({
    page,
  }) => {
    await page.goto("/chat");
    await page.getByRole("button", { name: "Start New Conversation" }).click();
    await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
    const messages = page.getByRole("list", { name: "Messages" }).locator("[data-message]");
    await expect(messages).toHaveCount(1);
    await page
      .getByLabel("Your message")
      .fill("We're a 5-person firm doing bookkeeping and payroll, budget $600 a month");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
    await expect(messages).toHaveCount(3);
    await expect(messages.nth(1)).toContainText("5-person firm doing bookkeeping");
    const chip = page
      .getByRole("list", { name: "Suggested questions" })
      .getByRole("button")
      .first();
    const question = (await chip.getAttribute("title"))!;
    await chip.click();
    await expect(messages).toHaveCount(5);
    await expect(messages.nth(3)).toContainText(question);
  });
});

/**
 * Until the page's script has taken the page over, what a person types or taps goes to the
 * page's forms, and is not lost when the script arrives (here held back until released).
 */
test.describe("before the script has taken the page over", () => {
  async function holdScripts(page: Page) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  test("text typed into the product search is kept and searched for", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/products", { waitUntil: "commit" });
    const search = page.getByRole("searchbox", { name: "Search products" });
    await search.pressSequentially("portal", { delay: 20 });
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(
      false,
    );
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    await expect(search).toHaveValue("portal");
    await expect(page).toHaveURL(/[?&]search=portal/);
    await expect(page.getByText(/^Showing \d+ of \d+ products?$/)).toBeVisible();
  });

  test("a tap on Add to Cart adds the product", async ({ page, context }) => {
    await signIn(context, "customer");
    await emptyCart(context);
    const product = (await catalogue(page)).find((p) => p.type === "one-time")!;
    const release = await holdScripts(page);
    await page.goto(`/products/${product.id}`, { waitUntil: "commit" });
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    release();
    const cart = (await (await context.request.get("/api/cart")).json()) as {
      product: ApiProduct;
    }[];
    expect(cart.map((line) => line.product.id)).toEqual([product.id]);
    await emptyCart(context);
  });

  test("text typed into the contact form is kept", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/contact", { waitUntil: "commit" });
    const firstName = page.getByLabel("First Name");
    await firstName.pressSequentially("Dana", { delay: 20 });
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    await expect(firstName).toHaveValue("Dana");
  });
});
