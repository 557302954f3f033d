import type { APIRequestContext } from "@playwright/test";
import type { Product } from "../src/shared/contracts/products";
import { expect as baseExpect, test, type Page } from "./fixtures";
import { collectConsoleErrors, openAccountMenu, signIn, toast } from "./helpers";

// The machine running the suite may be busy: wait longer, assert the same things.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const FEATURES_ERROR = 'Features must be a JSON array of text, such as ["Feature 1", "Feature 2"]';

const productDialog = (page: Page) => page.getByRole("dialog");

async function fillProduct(
  page: Page,
  fields: { name: string; price: string; description: string; features?: string },
) {
  const dialog = productDialog(page);
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(fields.name);
  await dialog.getByLabel("Price (USD)").fill(fields.price);
  await dialog.getByLabel("Description").fill(fields.description);
  await dialog.getByLabel("Category").selectOption("templates");
  await dialog.getByLabel("Type").selectOption("one-time");
  if (fields.features !== undefined)
    await dialog.getByLabel("Features (JSON array)").fill(fields.features);
}

/** Client-side navigation keeps the query cache, so stale data would show. */
async function openAdminFromMenu(page: Page) {
  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "Admin" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Counts the admin saves the page sends. */
function countSaves(page: Page) {
  const saves: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/admin\/products/.test(request.url()) && request.method() !== "GET") {
      saves.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });
  return saves;
}

/** The id of the store's product with this name, from the spec's plain list. */
async function productIdByName(request: APIRequestContext, name: string): Promise<number> {
  const products = (await (await request.get("/api/products")).json()) as Product[];
  const found = products.find((product) => product.name === name);
  if (!found) throw new Error(`no product called ${name}`);
  return found.id;
}

/** Finds the product in the admin list (it is paged) and opens its Edit dialog. */
async function openEditDialog(page: Page, name: string) {
  await page.getByRole("search", { name: "Find products" }).getByLabel("Search").fill(name);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = productDialog(page);
  await expect(dialog.getByRole("heading", { name: "Edit Product" })).toBeVisible();
  return dialog;
}

/** The JSON bodies of the admin saves the page sends. */
function sentBodies(page: Page) {
  const bodies: Record<string, unknown>[] = [];
  page.on("request", (request) => {
    if (/\/api\/admin\/products/.test(request.url()) && request.method() !== "GET") {
      bodies.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  return bodies;
}

test.describe("admin", () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, "admin");
  });

  test("creates a product with features, finds it on /products, then edits its price", async ({
    page,
  }) => {
    test.slow(); // a long journey through four screens
    const errors = collectConsoleErrors(page);
    const name = `Close Binder ${Date.now()}`;
    // The store's list is loaded (and cached) first: the admin's save must refresh it.
    await page.goto("/products");
    await expect(page.getByRole("article").first()).toBeVisible();
    await openAdminFromMenu(page);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    const total = page.getByRole("group", { name: "Total Products" });
    await expect(total).toContainText(/\d+ active/);
    const before = Number(await total.getByText(/^\d+$/).textContent());

    await page.getByRole("button", { name: "Add Product" }).click();
    await expect(productDialog(page).getByRole("heading", { name: "Add Product" })).toBeVisible();
    await fillProduct(page, {
      name,
      price: "42.50",
      description: "Month-end close binder with tie-out schedules and reviewer sign-off.",
      features: '["Tie-out schedules", "Reviewer sign-off"]',
    });
    await productDialog(page).getByRole("button", { name: "Create Product" }).click();

    await expect(toast(page, "Product Created")).toContainText(
      "Product has been created successfully.",
    );
    await expect(productDialog(page)).toHaveCount(0);
    const row = page.getByRole("listitem", { name });
    await expect(row).toContainText("$42.50");
    await expect(total.getByText(/^\d+$/)).toHaveText(String(before + 1));
    await expect(total).toContainText(`${before + 1} active`);

    // The store's list was refreshed too: no reload, just the header link.
    await page.getByRole("banner").getByRole("link", { name: "Products", exact: true }).click();
    await page.getByLabel("Search products").fill(name);
    const card = page.getByRole("article", { name });
    await expect(card).toContainText("$42.50");
    await card.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(
      page.getByRole("region", { name: /Features Include/ }).getByRole("listitem"),
    ).toHaveText(["Tie-out schedules", "Reviewer sign-off"]);

    await openAdminFromMenu(page);
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = productDialog(page);
    await expect(dialog.getByRole("heading", { name: "Edit Product" })).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
    await expect(dialog.getByLabel("Price (USD)")).toHaveValue("42.50");
    await dialog.getByLabel("Price (USD)").fill("39.99");
    await dialog.getByRole("button", { name: "Update Product" }).click();
    await expect(toast(page, "Product Updated")).toContainText(
      "Product has been updated successfully.",
    );
    await expect(page.getByRole("listitem", { name })).toContainText("$39.99");

    await page.getByRole("banner").getByRole("link", { name: "Products", exact: true }).click();
    await page.getByLabel("Search products").fill(name);
    await page.getByRole("article", { name }).getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("$39.99");
    await expect(page.getByRole("main")).not.toContainText("$42.50");
    expect(errors).toEqual([]);
  });

  test("Edit then Update Product without changes leaves the product byte for byte as it was", async ({
    page,
    context,
  }) => {
    const name = "Ledgerpoint Tax Suite Professional";
    const id = await productIdByName(context.request, name);
    const before = await (await context.request.get(`/api/products/${id}`)).text();
    const sent = sentBodies(page);

    await page.goto("/admin");
    // The list names the licence's real term, not the flat one-time/subscription type.
    await page.getByRole("search", { name: "Find products" }).getByLabel("Search").fill(name);
    const row = page.getByRole("listitem", { name });
    await expect(row).toContainText("$1,299.00 / year");
    await expect(row).toContainText("One-year licence, renews yearly");
    await expect(row).not.toContainText("One-time");
    const dialog = await openEditDialog(page, name);
    // The dialog shows the product's offer and fact sheet as they are, not "Not stated".
    await expect(dialog.getByLabel("Price per")).toHaveValue("per_firm");
    await expect(dialog.getByLabel("Licence term")).toHaveValue("annual");
    await expect(dialog.getByLabel("Vendor", { exact: true })).toHaveValue("Ledgerpoint");
    await expect(dialog.getByLabel(/^Free trial/)).toHaveValue("0");
    await expect(dialog.getByRole("group", { name: "Forms covered (5)" })).toBeVisible();
    await expect(dialog.getByRole("checkbox", { name: "Form 1120-S" })).toBeChecked();
    await expect(dialog.getByRole("textbox", { name: "Not included item 1" })).toHaveValue(
      "Forms 706 and 709 (estate and gift tax)",
    );
    await dialog.getByRole("button", { name: "Update Product" }).click();
    await expect(toast(page, "Product Updated")).toBeVisible();

    // Nothing changed, so neither the fact sheet nor the offer was even sent.
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty("facts");
    expect(sent[0]).not.toHaveProperty("offer");
    expect(await (await context.request.get(`/api/products/${id}`)).text()).toBe(before);
  });

  test("changing one fact in the dialog changes that fact and nothing else", async ({
    page,
    context,
  }) => {
    // A copy of a seeded product with its whole fact sheet, so the store's own stays untouched.
    const seeded = await (
      await context.request.get(
        `/api/products/${await productIdByName(context.request, "Ledgerpoint Tax Suite Professional")}`,
      )
    ).json();
    const name = `Fact Round Trip ${Date.now()}`;
    const fields = {
      name,
      description: seeded.description,
      price: seeded.price,
      category: seeded.category,
      type: seeded.type,
      imageUrl: seeded.imageUrl,
      downloadUrl: null,
      features: seeded.features,
    };
    const created = await context.request.post("/api/admin/products", {
      data: { ...fields, facts: seeded.facts },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    try {
      const before = await (await context.request.get(`/api/products/${id}`)).json();
      expect(before.facts).toEqual(seeded.facts);

      await page.goto("/admin");
      const dialog = await openEditDialog(page, name);
      await expect(dialog.getByLabel("Support hours")).toHaveValue("business_hours");
      await dialog.getByLabel("Support hours").selectOption("24_7");
      await dialog.getByRole("button", { name: "Update Product" }).click();
      await expect(toast(page, "Product Updated")).toBeVisible();

      const after = await (await context.request.get(`/api/products/${id}`)).json();
      expect(after.facts.support.hours).toBe("24_7");
      expect(after).toEqual({
        ...before,
        facts: { ...before.facts, support: { ...before.facts.support, hours: "24_7" } },
      });
    } finally {
      await context.request.put(`/api/admin/products/${id}`, {
        data: { ...fields, isActive: false },
      });
    }
  });

  test("features text that is not a JSON array shows an inline error and sends nothing", async ({
    page,
  }) => {
    const saves = countSaves(page);
    await page.goto("/admin");
    await page.getByRole("button", { name: "Add Product" }).click();
    await fillProduct(page, {
      name: "Never Saved",
      price: "10",
      description: "This product must not reach the server.",
      features: "Tie-out schedules, Reviewer sign-off",
    });
    const dialog = productDialog(page);
    await dialog.getByRole("button", { name: "Create Product" }).click();
    const features = dialog.getByLabel("Features (JSON array)");
    await expect(dialog.getByText(FEATURES_ERROR)).toBeVisible();
    await expect(features).toHaveAttribute("aria-invalid", "true");
    await expect(dialog).toBeVisible();

    await features.fill('["ok", 2]');
    await dialog.getByRole("button", { name: "Create Product" }).click();
    await expect(dialog.getByText(FEATURES_ERROR)).toBeVisible();
    expect(saves).toEqual([]);

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await page.goto("/products");
    await page.getByLabel("Search products").fill("Never Saved");
    await expect(page.getByText("No products found")).toBeVisible();
  });

  test("deactivates a product (it leaves the store) and reactivates it", async ({ page }) => {
    await page.goto("/products");
    const firstCard = page.getByRole("article").first();
    const name = (await firstCard.getByRole("heading").textContent())!.trim();

    await openAccountMenu(page);
    await page.getByRole("menuitem", { name: "Products" }).click();
    await expect(page).toHaveURL(/\/product-management$/);
    await expect(page.getByRole("tab", { name: "Product Management" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    // The list is paged: find the product first.
    await page.getByRole("search", { name: "Find products" }).getByLabel("Search").fill(name);
    await page.getByRole("button", { name: `Deactivate ${name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Deactivate" }).click();
    await expect(toast(page, "Product Deactivated")).toBeVisible();
    const row = page.getByRole("listitem", { name });
    await expect(row.getByText("Inactive")).toBeVisible();

    await page.getByRole("banner").getByRole("link", { name: "Products", exact: true }).click();
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("article", { name })).toHaveCount(0);

    await page.goBack();
    await page.getByRole("search", { name: "Find products" }).getByLabel("Search").fill(name);
    await page.getByRole("button", { name: `Reactivate ${name}` }).click();
    await expect(toast(page, "Product Reactivated")).toBeVisible();
    await expect(page.getByRole("listitem", { name }).getByText("Inactive")).toHaveCount(0);
    await page.getByRole("banner").getByRole("link", { name: "Products", exact: true }).click();
    await expect(page.getByRole("article", { name })).toBeVisible();
  });

  test("the product list asks the server for one page at a time, never the whole catalogue", async ({
    page,
  }) => {
    const reads: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (request.method() === "GET" && url.pathname.startsWith("/api/admin/products")) {
        reads.push(url.pathname + url.search);
      }
    });
    await page.goto("/admin");
    const list = page.getByRole("list", { name: "Products" });
    await expect(list.getByRole("listitem").first()).toBeVisible();
    expect(await list.getByRole("listitem").count()).toBeLessThanOrEqual(20);

    const find = page.getByRole("search", { name: "Find products" });
    await find.getByLabel("Status").selectOption("inactive");
    await find.getByLabel("Search").fill("no product is called this");
    // The search is asked for once typing pauses.
    await expect
      .poll(() => reads)
      .toContain("/api/admin/products/page?q=no+product+is+called+this&status=inactive");
    await expect(page.getByText("No products match.")).toBeVisible();
    await expect(page.getByText(/^0 of \d+ products$/)).toBeVisible();
    expect(reads.filter((url) => url === "/api/admin/products")).toEqual([]);
  });

  test("shows Unauthorized when the server refuses the save, and the failure toast otherwise", async ({
    page,
    context,
  }) => {
    await page.goto("/admin");
    await page.getByRole("button", { name: "Add Product" }).click();
    await fillProduct(page, { name: "Refused", price: "5", description: "Refused product." });
    // The session ends behind the page's back: the server answers 401 for real.
    await context.request.get("/api/logout");
    await productDialog(page).getByRole("button", { name: "Create Product" }).click();
    await expect(toast(page, "Unauthorized")).toContainText(
      "You don't have permission to perform this action.",
    );
    await expect(productDialog(page)).toBeVisible();

    await signIn(context, "admin");
    await page.route("**/api/admin/products", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, body: '{"message":"boom"}' })
        : route.continue(),
    );
    await productDialog(page).getByRole("button", { name: "Create Product" }).click();
    await expect(toast(page, "Failed to create product. Please try again.")).toBeVisible();
  });

  test("the Developers entry leads to the API reference", async ({ page }) => {
    await page.goto("/");
    await openAccountMenu(page);
    await page.getByRole("menuitem", { name: "Developers" }).click();
    await expect(page).toHaveURL(/\/developers-redirect$/);
    const open = page.getByRole("link", { name: "Open Developer Portal" });
    await expect(open).toHaveAttribute("target", "_blank");
    const [portal] = await Promise.all([page.waitForEvent("popup"), open.click()]);
    await expect(portal).toHaveURL(/\/api\/docs$/);
    // Swagger UI draws the reference from /api/openapi.json's twin once its script has run.
    await expect(portal.getByRole("link", { name: "Back to the store" })).toBeVisible();
    await expect(portal.getByText("/api/admin/products/{id}", { exact: true })).toBeVisible();
  });
});

test.describe("not an admin", () => {
  test("a customer opening /admin sees Access Denied and lands on / after a second", async ({
    page,
    context,
  }) => {
    await signIn(context, "customer");
    const start = Date.now();
    await page.goto("/admin", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    // Read at once (not retried): the page is still /admin when Access Denied shows.
    expect(new URL(page.url()).pathname).toBe("/admin");
    await expect(toast(page, "You need admin privileges to access this page.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
    expect(Date.now() - start).toBeGreaterThanOrEqual(1000);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
  });

  test("a visitor opening /product-management sees Access Denied and lands on /", async ({
    page,
  }) => {
    await page.goto("/product-management", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
  });
});
