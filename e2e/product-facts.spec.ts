import { expect as baseExpect, test, withHydration } from "./fixtures";
import { collectConsoleErrors, signIn, toast } from "./helpers";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test("filter by integration and form, then sort by price, all in the URL", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto("/products");
  const filters = page.locator("details").filter({ hasText: "Filters" });
  // Before hydration the panel may fold again: open it until its checkboxes show.
  await expect(async () => {
    if (!(await filters.evaluate((el) => (el as HTMLDetailsElement).open))) {
      await filters.locator("summary").click();
    }
    await expect(filters.getByRole("checkbox", { name: /^QuickBooks Online/ })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass();
  await filters.getByRole("checkbox", { name: /^QuickBooks Online/ }).check();
  await expect(page).toHaveURL(/integration=QuickBooks\+Online/);
  await filters.getByRole("checkbox", { name: /^Form 1040\b/ }).check();
  await expect(page).toHaveURL(/form=1040/);
  await expect(page.getByText("1 product", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Ledgerpoint Tax Suite Professional" }),
  ).toBeVisible();

  // Widen to one integration only, then sort by price.
  await filters.getByRole("checkbox", { name: /^Form 1040\b/ }).uncheck();
  await page.getByLabel("Sort by").selectOption("price_desc");
  await expect(page).toHaveURL(/sort=price_desc/);
  const prices = page.locator("article").locator("span.font-bold");
  await expect(prices.first()).toHaveText("$1,500.00 one-time");
  const texts = await prices.allTextContents();
  const cents = texts.map((t) => Number(t.replace(/[^0-9.]/g, "")));
  expect(cents).toEqual([...cents].sort((a, b) => b - a));

  // The URL alone rebuilds the list.
  await page.reload();
  await expect(page.getByLabel("Sort by")).toHaveValue("price_desc");
  await expect(prices.first()).toHaveText("$1,500.00 one-time");
  expect(errors).toEqual([]);
});

test("compare three products from cards and a product page, then open the shared link", async ({
  page,
  browser,
}) => {
  await page.goto("/products");
  await page.getByRole("button", { name: "Compare: Ledgerpoint Tax Suite Professional" }).click();
  await page.getByRole("button", { name: "Compare: Ledgerpoint Tax Suite Basic" }).click();
  const tray = page.getByRole("complementary", { name: "Compare tray" });
  await expect(tray).toContainText("Compare (2/3)");
  // The tray survives navigation, even a full page load; the third comes from a product page.
  await page.goto("/products/53");
  await expect(page.getByRole("heading", { name: "At a glance" })).toBeVisible();
  await page.getByRole("button", { name: "Compare: Ledgerpoint Tax Planner" }).click();
  await expect(tray).toContainText("Compare (3/3)");
  await tray.getByRole("link", { name: "Compare now" }).click();
  await expect(page).toHaveURL(/\/compare\?ids=1,7,53$/);
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader", { name: /Ledgerpoint Tax Planner/ })).toBeVisible();
  const firstYear = table.getByRole("row", { name: /First-year cost/ });
  await expect(firstYear).toContainText("$1,299.00");
  await expect(firstYear).toContainText("$780.00");
  await expect(firstYear).toHaveAttribute("data-differs", "true");
  await expect(table.getByRole("row", { name: /^Vendor/ })).not.toHaveAttribute("data-differs");

  // Someone else opens the shared link: same table, no tray needed.
  const url = page.url();
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = withHydration(await other.newPage());
  const asked: string[] = [];
  phone.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/products")) asked.push(request.url());
  });
  const response = await phone.goto(url);
  // The comparison is in the page the link answers with, before any script has run.
  expect(await response!.text()).toContain("Ledgerpoint Tax Planner");
  await expect(phone).toHaveTitle("Compare products — Countinghouse");
  await expect(phone.getByRole("row", { name: /Forms covered/ })).toContainText("Form 1065");
  expect(asked).toEqual([]);
  await other.close();
});

test("an admin edits a fact and the product page shows it", async ({ page, context }) => {
  await signIn(context, "admin");
  const name = `Facts Journey ${Date.now()}`;
  const created = await context.request.post("/api/admin/products", {
    data: {
      name,
      description: "A product made by the fact sheet journey.",
      price: "12.00",
      category: "saas",
      type: "subscription",
    },
  });
  expect(created.status()).toBe(201);
  const product = (await created.json()) as { id: number };
  try {
    await page.goto("/admin");
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(/^Free trial/).fill("21");
    await dialog.getByLabel("Price per").selectOption("per_user");
    await dialog
      .getByRole("group", { name: /Forms covered/ })
      .getByLabel("Not stated by the vendor")
      .uncheck();
    await dialog.getByRole("checkbox", { name: "Form 1041" }).check();
    await dialog.getByRole("button", { name: "Update Product" }).click();
    await expect(toast(page, "Product Updated")).toBeVisible();

    await page.goto(`/products/${product.id}`);
    const glance = page.getByRole("region", { name: "At a glance" });
    await expect(glance).toContainText("21-day free trial");
    await expect(glance).toContainText("Form 1041");
    await expect(page.getByRole("main").getByTestId("product-price")).toHaveText(
      "$12.00 / user / month",
    );
  } finally {
    await context.request.put(`/api/admin/products/${product.id}`, {
      data: {
        name,
        description: "A product made by the fact sheet journey.",
        price: "12.00",
        category: "saas",
        type: "subscription",
        isActive: false,
      },
    });
  }
});
