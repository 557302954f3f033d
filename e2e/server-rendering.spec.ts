import { expect, test, type Page } from "./fixtures";
import { emptyCart, signIn } from "./helpers";

/** Every console message React may leave about hydration, and every uncaught error. */
function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    // A not-found page is a 404 response: the browser logs that, and it is expected.
    if (message.text().startsWith("Failed to load resource")) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The API calls the page makes, so a test can say the server's data was not asked for again. */
function collectApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) calls.push(url.pathname + url.search);
  });
  return calls;
}

/** Resolves once React has hydrated the page: the markup is interactive (a client-side link works). */
async function waitForHydration(page: Page) {
  await page.waitForLoadState("networkidle");
}

// Each journey loads its own pages in its own context: they spread over the workers, so this file
// (mostly waiting for the network to go quiet) does not finish the run on one worker alone.
test.describe.configure({ mode: "parallel" });

let productId: number;
let productName: string;
let productPrice: string;

test.beforeAll(async ({ request }) => {
  const page = (await (await request.get("/api/products?limit=1")).json()) as {
    items: { id: number; name: string; price: string }[];
  };
  ({ id: productId, name: productName, price: productPrice } = page.items[0]!);
});

const PUBLIC_ROUTES: Array<[string, number, string]> = [
  ["/", 200, "Software that fits your practice"],
  ["/products", 200, "Professional Software & Tools"],
  ["/products?category=saas&search=tax", 200, "Professional Software & Tools"],
  ["/free-resources", 200, "Templates, guides and tools for your practice"],
  ["/about", 200, "The marketplace built for accounting professionals"],
  ["/contact", 200, "How can we help?"],
  ["/demo", 200, "See what automation is worth to your practice"],
  ["/login", 200, "Sign in to Countinghouse"],
  ["/test-login", 200, "Test Accounts"],
  ["/privacy", 200, "Privacy Policy"],
  ["/no-such-page", 404, "404 Page Not Found"],
  ["/products/99999999", 404, "Product Not Found"],
  ["/products/not-a-number", 404, "Product Not Found"],
];

test.describe("pages arrive rendered and hydrate without a mismatch", () => {
  for (const [path, status, heading] of PUBLIC_ROUTES) {
    test(`${path} answers ${status} with its page, and hydrates cleanly`, async ({ page }) => {
      const problems = collectConsoleProblems(page);
      const calls = collectApiCalls(page);
      const response = await page.goto(path);
      expect(response!.status()).toBe(status);
      // The heading is in the HTML the server sent, before any script ran, with the page's data.
      const html = await response!.text();
      expect(html).toContain("window.__reactRouterContext.streamController.enqueue(");
      await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
      await waitForHydration(page);
      // Everything the page shows first came in its HTML: hydrating asks the API for nothing.
      expect(calls).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test("a product page is in the HTML, and the browser does not fetch its data again", async ({
    page,
  }) => {
    const problems = collectConsoleProblems(page);
    const calls = collectApiCalls(page);
    const response = await page.goto(`/products/${productId}`);
    const html = await response!.text();
    expect(html).toContain(productName);
    expect(html).toContain(
      `$${Number(productPrice).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
    );
    await waitForHydration(page);
    expect(calls.filter((call) => call === `/api/products/${productId}`)).toEqual([]);
    expect(calls.filter((call) => call === "/api/auth/user")).toEqual([]);
    // Hydrated: the client router takes the back link without a page load.
    await page.getByRole("link", { name: "Back to Products" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByText(/^Showing \d+ of \d+ products?$/)).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("the landing asks for its six featured products, not the whole catalogue", async ({
    page,
  }) => {
    const calls = collectApiCalls(page);
    await page.goto("/");
    await waitForHydration(page);
    await expect(
      page
        .locator("section", { has: page.getByRole("heading", { name: "Featured Products" }) })
        .getByRole("heading", { level: 3 }),
    ).toHaveCount(6);
    expect(calls.filter((call) => call.startsWith("/api/products"))).toEqual([]);
  });

  test("every inline script the page runs carries the nonce its Content-Security-Policy names", async ({
    request,
  }) => {
    // Rendered for its request (its download counts change): kept pages name their scripts by hash.
    const response = await request.get("/free-resources");
    const html = await response.text();
    const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(
      response.headers()["content-security-policy"] ?? "",
    )?.[1];
    expect(nonce).toBeDefined();
    const inline = [...html.matchAll(/<script\b([^>]*)>/g)]
      .map((m) => m[1]!)
      .filter((attrs) => !/\bsrc=/.test(attrs) && !/type="application\/(ld\+)?json"/.test(attrs));
    expect(inline.length).toBeGreaterThan(0);
    for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);
    // A new nonce for every response.
    const again = await request.get("/free-resources");
    expect(again.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);
  });

  test("signed in, / renders the home page on the server, with the user's orders and subscriptions", async ({
    page,
    context,
  }) => {
    const problems = collectConsoleProblems(page);
    const login = await context.request.post("/api/test-login", {
      data: { userId: "customer_test_456" },
    });
    expect(login.ok()).toBe(true);
    const calls = collectApiCalls(page);
    const response = await page.goto("/");
    const html = await response!.text();
    expect(html).toContain("Welcome back");
    // The stats and lists arrive with their data, not as skeletons (decision 0191).
    expect(html).not.toContain("animate-pulse");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome back");
    const glance = page.getByRole("region", { name: "Your account at a glance" });
    await expect(glance.getByRole("group", { name: "Total Orders" })).toContainText(/\d/);
    expect(calls.filter((call) => /^\/api\/(orders|subscriptions)$/.test(call))).toEqual([]);
    // Signed in, /login sends the visitor home with a real redirect.
    const redirected = await context.request.get("/login", { maxRedirects: 0 });
    expect(redirected.status()).toBe(302);
    expect(redirected.headers().location).toBe("/");
    expect(problems).toEqual([]);
    await context.request.get("/api/logout");
  });
});

test.describe("signed in, rendered per request", () => {
  test("a product page arrives compressed for its user alone, and hydrates without asking again (nor for the cart)", async ({
    page,
    context,
  }) => {
    const problems = collectConsoleProblems(page);
    await signIn(context, "customer");
    await emptyCart(context);
    const added = await context.request.post("/api/cart", { data: { productId, quantity: 1 } });
    expect(added.ok()).toBe(true);
    const calls = collectApiCalls(page);
    const response = await page.goto(`/products/${productId}`);
    // Rendered for this user: compressed, never kept (no ETag), by no cache either.
    expect(response!.headers()["content-encoding"]).toMatch(/^(br|gzip)$/);
    expect(response!.headers().etag).toBeUndefined();
    expect(response!.headers()["cache-control"]).toBe("private, no-store");
    // The header's cart badge has its count in the HTML, the one the hydrated page shows.
    const cartLabel = /aria-label="(Open cart \(\d+ items?\))"/.exec(await response!.text())?.[1];
    expect(cartLabel).toBeDefined();
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(productName);
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign In" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: cartLabel, exact: true })).toBeVisible();
    expect(calls.filter((call) => call === `/api/products/${productId}`)).toEqual([]);
    expect(calls.filter((call) => call === "/api/auth/user")).toEqual([]);
    expect(calls.filter((call) => call === "/api/cart")).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a product page shows its name, price and description", async ({ page }) => {
    await page.goto(`/products/${productId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(productName);
    await expect(page.getByText("Features Include:")).toBeVisible();
    await expect(page.getByRole("button", { name: /Add to Cart|Start Free Trial/ })).toBeVisible();
  });
});

test.describe("the first view's scripts", () => {
  // What a page loads before it can be used: the module scripts its HTML preloads (React Router's,
  // held until after the first paint: src/client/paint-first.ts). The schema library (zod, about
  // 25 KB of gzip) checks the API's answers and the forms' fields; it loads when a page first
  // asks the API or validates a form, never with the first view (docs/performance.md).
  test("no page's first view loads the schema library", async ({ request }) => {
    const pages = ["/", "/products", `/products/${productId}`, "/free-resources", "/about"];
    pages.push("/contact", "/chat", "/compare", "/demo", "/login");
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      const modules = new Set([
        ...[...html.matchAll(/<link[^>]* rel="modulepreload" href="(\/[^"]+)"/g)].map((m) => m[1]!),
        ...[...html.matchAll(/<script[^>]* data-modules="([^"]*)"/g)].flatMap((m) =>
          m[1]!.split(" "),
        ),
      ]);
      expect(modules.size, path).toBeGreaterThan(3);
      for (const module of modules) {
        const code = await (await request.get(module)).text();
        expect(code.includes("$ZodObject"), `${path} loads ${module}`).toBe(false);
      }
    }
  });
});
