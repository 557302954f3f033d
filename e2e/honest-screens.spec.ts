import { expect, test, type Page } from "./fixtures";
import { collectConsoleErrors, emptyCart, fillBilling, openAccountMenu, signIn } from "./helpers";

/** Presses Tab until the element matching `name` has focus (at most `max` presses). */
async function tabTo(page: Page, matches: () => Promise<boolean>, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await matches()) return;
  }
  throw new Error("never reached by Tab");
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return active?.getAttribute("aria-label") ?? active?.textContent?.trim() ?? "";
  });

async function firstProduct(page: Page, type: "one-time" | "subscription") {
  const products = (await (await page.request.get("/api/products")).json()) as {
    id: number;
    name: string;
    type: string;
    offer: { term: string };
  }[];
  // Not an annual licence: another journey may hold this customer's running one.
  return products.find((p) => p.type === type && p.offer.term !== "annual")!;
}

test.describe("keyboard-only journeys", () => {
  test("the main navigation works from the keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await tabTo(page, async () => (await focusedName(page)) === "Products");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the cart panel: open, − down to 1 keeps focus inside, close returns to the cart button", async ({
    page,
    context,
  }) => {
    const errors = collectConsoleErrors(page);
    await signIn(context, "customer");
    await emptyCart(context);
    const product = await firstProduct(page, "one-time");
    await context.request.post("/api/cart", { data: { productId: product.id, quantity: 1 } });
    await context.request.post("/api/cart", { data: { productId: product.id, quantity: 1 } });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/about");
    const cartButton = page.getByRole("button", { name: /^Open cart \(\d+ items?\)$/ });
    await expect(cartButton).toBeVisible();
    await tabTo(page, async () => cartButton.evaluate((el) => el === document.activeElement));
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: "Shopping Cart" });
    await expect(panel).toBeVisible();

    const minus = panel.getByRole("button", { name: `Decrease quantity of ${product.name}` });
    await tabTo(page, async () => minus.evaluate((el) => el === document.activeElement));
    await page.keyboard.press("Enter");
    await expect(panel.getByRole("group", { name: `Quantity of ${product.name}` })).toContainText(
      "1",
    );
    // At 1 the button does nothing, and focus stays on it, inside the panel.
    await expect(minus).toHaveAttribute("aria-disabled", "true");
    await expect(minus).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(minus).toBeFocused();
    await expect(panel.getByRole("group", { name: `Quantity of ${product.name}` })).toContainText(
      "1",
    );

    // The two panel buttons are the same size.
    const checkout = await panel.getByRole("link", { name: "Proceed to Checkout" }).boundingBox();
    const viewCart = await panel.getByRole("link", { name: "View Cart" }).boundingBox();
    expect(checkout!.height).toBe(viewCart!.height);

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(cartButton).toBeFocused();
    await emptyCart(context);
    expect(errors).toEqual([]);
  });

  test("the checkout form: every field error at once, the amount on Pay now", async ({
    page,
    context,
  }) => {
    await signIn(context, "customer");
    await emptyCart(context);
    const product = await firstProduct(page, "one-time");
    await context.request.post("/api/cart", { data: { productId: product.id, quantity: 1 } });
    await page.goto("/checkout");
    const pay = page.getByRole("button", { name: /^Pay now \$\d[\d,]*\.\d{2}$/ });
    await expect(pay).toBeVisible();
    const total = (await pay.textContent())!.replace("Pay now ", "");
    await expect(page.getByText(total).first()).toBeVisible();

    await fillBilling(page);
    const cardNumber = page.getByRole("textbox", { name: "Card number" });
    await tabTo(page, async () => cardNumber.evaluate((el) => el === document.activeElement));
    await page.keyboard.type("4111");
    await page.keyboard.press("Tab");
    await page.keyboard.type("01/20");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Your card number is invalid.")).toBeVisible();
    await expect(page.getByText("Your card's expiration date is in the past.")).toBeVisible();
    // An empty field says what to enter (issue 47).
    await expect(
      page.getByText("Enter the 3-digit security code from the back of the card."),
    ).toBeVisible();
    await expect(cardNumber).toBeFocused();
    await emptyCart(context);
  });

  test("the wizard from the keyboard, and its progress survives a reload", async ({ page }) => {
    await page.goto("/product-wizard");
    await expect(page.getByText("Step 1 of 5")).toBeVisible();
    const soloRadio = page.getByRole("radio", { name: /Sole Practitioner/ });
    await tabTo(page, async () => soloRadio.evaluate((el) => el === document.activeElement));
    await page.keyboard.press("Space");
    await expect(soloRadio).toBeChecked();
    // One Tab leaves the first radio group for the firm size's; Space picks its first size.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(2);
    const next = page.getByRole("button", { name: "Next" });
    await tabTo(page, async () => next.evaluate((el) => el === document.activeElement));
    await page.keyboard.press("Enter");
    await expect(page.getByText("Step 2 of 5")).toBeVisible();
    await page.getByText("Tax Preparation", { exact: true }).click();

    await page.reload();
    await expect(page.getByText("Step 2 of 5")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /Tax Preparation/ })).toBeChecked();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(soloRadio).toBeChecked();
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(2);
  });
});

test.describe("no dead buttons", () => {
  test("Contact Sales opens the contact form with the product and Sales Consultation", async ({
    page,
  }) => {
    const product = await firstProduct(page, "one-time");
    await page.goto(`/products/${product.id}`);
    await page.getByRole("link", { name: "Contact Sales" }).click();
    await expect(page).toHaveURL(/\/contact\?inquiry=sales&product=/);
    await expect(page.getByLabel("Inquiry Type")).toHaveValue("sales");
    await expect(page.getByLabel("Subject")).toHaveValue(`Sales Consultation: ${product.name}`);
  });

  test("the help categories on /contact choose the inquiry type", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Choose Technical Support" }).click();
    await expect(page.getByLabel("Inquiry Type")).toHaveValue("technical");
    await expect(page.getByLabel("Inquiry Type")).toBeFocused();
  });

  test("the demo's buttons lead to a trial and to a demo request", async ({ page }) => {
    await page.goto("/demo");
    await page.getByRole("link", { name: "Schedule Demo Call" }).click();
    await expect(page.getByLabel("Inquiry Type")).toHaveValue("demo");
    await expect(page.getByLabel("Subject")).toHaveValue("Product Demo Request");
    await page.goto("/demo");
    await page.getByRole("link", { name: "Start Free Trial" }).click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByRole("button", { name: "Start Free Trial" })).toBeVisible();
  });

  test("Edit Profile changes the name, refusing a blank one", async ({ page, context }) => {
    await signIn(context, "customer");
    const me = (await (await context.request.get("/api/auth/user")).json()) as {
      firstName: string;
      lastName: string;
    };
    await page.goto("/dashboard");
    await page.getByRole("tab", { name: "Profile" }).click();
    const edit = page.getByRole("button", { name: "Edit Profile" });
    await edit.click();
    const dialog = page.getByRole("dialog", { name: "Edit Profile" });
    await dialog.getByLabel("First Name").fill("  ");
    await dialog.getByLabel("Last Name").fill("");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByText("First name is required")).toBeVisible();
    await expect(dialog.getByText("Last name is required")).toBeVisible();
    await dialog.getByLabel("First Name").fill("Robin");
    await dialog.getByLabel("Last Name").fill("Okafor");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Profile Updated").first()).toBeVisible();
    await expect(page.getByRole("main").getByText("Robin Okafor")).toBeVisible();
    await expect(edit).toBeFocused();
    await context.request.patch("/api/auth/user", {
      data: { firstName: me.firstName, lastName: me.lastName },
    });
  });

  test("the footer's Privacy, Terms and Security lead to the store's finished pages, naming its company", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const [label, heading, path] of [
      ["Privacy Policy", "Privacy Policy", "/privacy"],
      ["Terms of Service", "Terms of Service", "/terms"],
      ["Security", "Security", "/security"],
    ] as const) {
      await footer.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(/not yet reviewed/i)).toHaveCount(0);
      await expect(page.getByRole("complementary", { name: "Template notice" })).toHaveCount(0);
    }
    // The configured identity (decision 0260): the security page's reports go to support.
    await expect(page.getByText(/support@countinghouse\.example/).first()).toBeVisible();
    await expect(page.getByText(/Stripe/).first()).toBeVisible();
  });

  test("a customer's account menu has no Developers entry; an admin's has", async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(context, "customer");
    await page.goto("/");
    await openAccountMenu(page);
    await expect(page.getByRole("menuitem", { name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Developers" })).toHaveCount(0);
  });
});

test.describe("honest numbers and states", () => {
  test("the ROI calculator signs its figures and explains inputs it does not model", async ({
    page,
  }) => {
    await page.goto("/demo");
    const tasks = page.getByLabel("Manual Tasks per Week");
    await tasks.fill("-5");
    await expect(page.getByTestId("roi-revenueSaved")).toHaveText("\u2212$78,000");
    await expect(page.getByTestId("roi-clientCapacityIncrease")).toHaveText("\u221226");
    await expect(page.getByTestId("roi-note-manualTasks")).toContainText("Negative tasks");
    await expect(page.locator("main")).not.toContainText("+-");
    await tasks.fill("40");
    await expect(page.getByTestId("roi-efficiencyGain")).toHaveText("200.0%");
    await expect(page.getByTestId("roi-note-manualTasks")).toContainText("40-hour week");
    await tasks.fill("8");
    await expect(page.getByTestId("roi-note-manualTasks")).toHaveCount(0);
    await expect(page.getByTestId("roi-clientCapacityIncrease")).toHaveText("+41");
    await expect(page.getByText("Break-even in 2.3 months.")).toBeVisible();
  });

  test("a failed orders load says so and retries, instead of 'No orders yet'", async ({
    page,
    context,
  }) => {
    await signIn(context, "customer");
    let fail = true;
    await page.route("**/api/orders", (route) =>
      fail ? route.fulfill({ status: 503, body: '{"message":"down"}' }) : route.fallback(),
    );
    // The server renders the dashboard with its orders: reach it in the browser, which asks.
    await page.goto("/about");
    await openAccountMenu(page);
    await page.getByRole("menuitem", { name: "Dashboard" }).click();
    await expect(page).toHaveURL("/dashboard");
    const error = page.getByTestId("load-error");
    await expect(error).toContainText("We could not load your orders.");
    await expect(page.getByText("No orders yet")).toHaveCount(0);
    fail = false;
    await error.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByTestId("load-error")).toHaveCount(0);
  });

  test("products and resources fail the same way", async ({ page }) => {
    await page.route("**/api/free-resources", (route) => route.fulfill({ status: 500, body: "" }));
    await page.route("**/api/products?*", (route) => route.fulfill({ status: 500, body: "" }));
    // The server renders these pages with their data: reach them in the browser, which asks.
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.goto("/contact");
    await nav.getByRole("link", { name: "Resources" }).click();
    await expect(page.getByTestId("load-error")).toContainText("We could not load the resources.");
    await nav.getByRole("link", { name: "Products" }).click();
    await expect(page.getByTestId("load-error")).toContainText("We could not load the products.");
  });

  test("the admin's orders and analytics fail the same way, with a retry", async ({
    page,
    context,
  }) => {
    await signIn(context, "admin");
    let fail = true;
    await page.route(/\/api\/admin\/(orders|analytics)\b/, (route) =>
      fail ? route.fulfill({ status: 503, body: '{"message":"down"}' }) : route.fallback(),
    );
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Orders" }).click();
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByTestId("load-error")).toContainText("We could not load the orders.");
    await expect(panel.getByTestId("load-error")).toContainText("This is on our side");
    await page.getByRole("tab", { name: "Analytics" }).click();
    await expect(panel.getByTestId("load-error")).toContainText("We could not load the analytics.");
    fail = false;
    await panel.getByRole("button", { name: "Try again" }).click();
    await expect(panel.getByTestId("load-error")).toHaveCount(0);
    await expect(panel.getByRole("region", { name: "Totals" })).toBeVisible();
  });

  test("the chat uses the whole width until there are insights", async ({ page }) => {
    const started = await page.request.post("/api/ai/start-conversation", {
      data: { initialMessage: "Which practice management software suits a small firm?" },
    });
    const { conversationId } = (await started.json()) as { conversationId: string };
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/chat/${conversationId}`);
    const chat = page.getByRole("list", { name: "Messages" });
    // The question and its answer (the answer's own lists are inside it).
    await expect(chat.locator(":scope > li")).toHaveCount(2);
    await expect(page.getByRole("complementary", { name: "Conversation insights" })).toHaveCount(0);
    // The chat card stands in the middle of the page, not in a two-thirds column beside nothing.
    const card = await page
      .getByRole("heading", { name: "AI Product Expert" })
      .locator("xpath=ancestor::div[contains(@class, 'flex-col')][1]")
      .boundingBox();
    const main = (await page.locator("main").boundingBox())!;
    const left = card!.x - main.x;
    const right = main.x + main.width - (card!.x + card!.width);
    expect(Math.abs(left - right)).toBeLessThan(2);
    expect(card!.width).toBeGreaterThan(800);
  });
});
