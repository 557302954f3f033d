import { expect, test, waitForHydration, type Page } from "./fixtures";
import { addOrderAt, PRODUCTS_PAGE_SIZE, signIn, signInNewCustomer } from "./helpers";

/** Every console message React may leave about hydration, and every uncaught error. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    if (message.text().startsWith("Failed to load resource")) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Counts the documents the tab loads (a reload is one more). */
function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on("load", () => documents++);
  return () => documents;
}

test.describe("moving inside the app", () => {
  test("each page has its title, a screen reader hears it, and focus moves to its heading", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Countinghouse — software for accounting professionals");
    // The header's links move inside the app: no document is loaded again.
    const documents = countDocuments(page);
    const announcer = page.getByTestId("route-announcer");
    for (const [link, title, heading] of [
      ["Products", "Products — Countinghouse", "Professional Software & Tools"],
      ["About", "About — Countinghouse", "The marketplace built for accounting professionals"],
      ["Contact", "Contact — Countinghouse", "How can we help?"],
    ] as const) {
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: link })
        .click();
      await expect(page).toHaveTitle(title);
      await expect(announcer).toHaveText(title);
      await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }
    // A product's own name is its title, there as well.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveTitle("Products — Countinghouse");
    const card = page.getByRole("main").getByRole("article").first();
    const name = (await card.getByRole("heading").textContent())!;
    await card.getByRole("link", { name }).click();
    await expect(page).toHaveTitle(`${name} — Countinghouse`);
    await expect(announcer).toHaveText(`${name} — Countinghouse`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeFocused();
    expect(documents()).toBe(0);
  });

  test("a menu opened while the next page loads stays open; the page is still announced", async ({
    page,
    context,
  }) => {
    await signIn(context, "customer");
    await page.goto("/products");
    const card = page.getByRole("main").getByRole("article").first();
    const name = (await card.getByRole("heading").textContent())!;
    const href = (await card.getByRole("link", { name }).getAttribute("href"))!;
    // The product page waits for its product (its title is the product's name): held here, the
    // move is still loading when the person opens the account menu.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api${href}`, async (route) => {
      await held;
      await route.continue();
    });
    await card.getByRole("link", { name }).click();
    await page.getByRole("button", { name: "Account menu" }).click();
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    release();
    await expect(page).toHaveTitle(`${name} — Countinghouse`);
    await expect(page.getByTestId("route-announcer")).toHaveText(`${name} — Countinghouse`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    // The move did not take focus out of the menu (which would have closed it).
    await expect(menu).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name })).not.toBeFocused();
    await menu.getByRole("menuitem", { name: "Dashboard" }).click();
    await expect(page).toHaveTitle("Dashboard — Countinghouse");
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });

  test("typing a search changes the address, not the page: focus stays in the box", async ({
    page,
  }) => {
    await page.goto("/products");
    const search = page.getByRole("searchbox", { name: "Search products" });
    await search.pressSequentially("tax", { delay: 20 });
    await expect(page).toHaveURL(/search=tax/);
    await expect(search).toBeFocused();
    await expect(page.getByTestId("route-announcer")).toHaveText("");
  });
});

test.describe("a page that cannot be shown", () => {
  test("says Something went wrong, keeps the header and footer, and Try again shows the page", async ({
    page,
  }) => {
    await page.goto("/products");
    await expect(page.getByText(/^Showing \d+ of \d+ products?$/)).toBeVisible();
    // The grid's next page comes back as something the page cannot draw.
    await page.route(/\/api\/products\?.*cursor=/, (route) =>
      route.fulfill({ json: { items: [null] } }),
    );
    await page.getByRole("button", { name: "Load more products" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Something went wrong" }),
    ).toBeVisible();
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Countinghouse" }),
    ).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await page.unroute(/\/api\/products\?.*cursor=/);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Professional Software & Tools" }),
    ).toBeVisible();
    // Try again reloads the document: its page is drawn before React takes it over.
    await waitForHydration(page);
    await page.getByRole("button", { name: "Load more products" }).click();
    await expect
      .poll(() => page.getByRole("main").getByRole("article").count())
      .toBeGreaterThan(PRODUCTS_PAGE_SIZE);
  });
});

test.describe("a tab open across a deploy", () => {
  test("a page's code gone from the server reloads the tab once, onto the new build", async ({
    page,
  }) => {
    const documents = countDocuments(page);
    await page.goto("/");
    // React Router learns of the routes the page links to after it loads (lazy route discovery):
    // the products page's entry is read once it is there.
    const module = await (
      await page.waitForFunction(
        () =>
          (
            window as unknown as {
              __reactRouterManifest: { routes: Record<string, { module: string } | undefined> };
            }
          ).__reactRouterManifest.routes["routes/products"]?.module,
      )
    ).jsonValue();
    // The old build's file for the products page is gone once (the new build has its own).
    let refused = 0;
    await page.route(`**${module}`, (route) =>
      refused++ === 0 ? route.fulfill({ status: 404, body: "" }) : route.continue(),
    );
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Products" })
      .click();
    await expect.poll(documents).toBe(2);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Products" })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Professional Software & Tools" }),
    ).toBeVisible();
    expect(documents()).toBe(2);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("a menu's code gone reloads the tab once; gone for good, the page stays usable", async ({
      page,
    }) => {
      const documents = countDocuments(page);
      await page.goto("/about");
      let refusals = 1;
      await page.route(/\/assets\/mobile-menu-[\w-]+\.js$/, (route) =>
        refusals-- > 0 ? route.fulfill({ status: 404, body: "" }) : route.continue(),
      );
      const openMenu = page.getByRole("banner").getByRole("button", { name: "Open menu" });
      await openMenu.click();
      await expect.poll(documents).toBe(2);
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
      await openMenu.click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();

      // Missing for good (not a deploy): no second reload, and the page is still there.
      await page.reload();
      await page.route(/\/assets\/mobile-menu-[\w-]+\.js$/, (route) =>
        route.fulfill({ status: 404, body: "" }),
      );
      await page.evaluate(() =>
        sessionStorage.setItem("countinghouse:reloaded-for-chunk", String(Date.now())),
      );
      const before = documents();
      await openMenu.click();
      await page.waitForTimeout(1000);
      expect(documents()).toBe(before);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(openMenu).toBeVisible();
    });
  });
});

/**
 * Two orders placed where the day differs by time zone: the one at 03:00 UTC is the day before
 * west of UTC, the one at 23:30 UTC the day after far east of it.
 */
const EARLY = new Date("2025-02-10T03:00:00Z");
const LATE = new Date("2025-03-20T23:30:00Z");

for (const [zone, early, late] of [
  ["America/Los_Angeles", "Feb 9, 2025", "Mar 20, 2025"],
  ["Pacific/Auckland", "Feb 10, 2025", "Mar 21, 2025"],
] as const) {
  test.describe(`dates in ${zone}`, () => {
    test.use({ timezoneId: zone });

    test("every date is the person's local date, and the page hydrates without a mismatch", async ({
      page,
      context,
    }) => {
      const customer = await signInNewCustomer(context, { firstName: "Tamsin", lastName: "Ward" });
      const [earlyOrder, lateOrder] = [
        await addOrderAt(customer.id, EARLY),
        await addOrderAt(customer.id, LATE),
      ];
      const problems = collectProblems(page);
      const dateOf = (id: number) =>
        page
          .getByRole("main")
          .getByText(`Order #${id}`)
          .locator("xpath=..")
          .getByText(/\d{4}$/);

      // A first visit: the server does not know the zone yet; the page shows the local date
      // once it has taken over, without React throwing the server's page away.
      await page.goto("/");
      await expect(dateOf(earlyOrder)).toHaveText(early);
      await expect(dateOf(lateOrder)).toHaveText(late);
      // The browser tells the server its zone, and the next pages arrive in it.
      await expect
        .poll(async () => (await context.cookies()).find((c) => c.name === "ch_tz")?.value)
        .toBe(encodeURIComponent(zone));
      for (const path of ["/", "/dashboard"]) {
        const response = await page.goto(path);
        const html = await response!.text();
        expect(html, path).toContain(`>${early}<`);
        expect(html, path).toContain(`>${late}<`);
        await expect(dateOf(earlyOrder)).toHaveText(early);
      }
      expect(problems).toEqual([]);
    });
  });
}
