import { expect as baseExpect, test, type Page } from "./fixtures";
import { collectConsoleErrors } from "./helpers";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** The filter panel, opened (a phone shows it folded). */
async function openFilters(page: Page) {
  const filters = page.locator("details").filter({ hasText: "Filters" });
  await expect(async () => {
    if (!(await filters.evaluate((el) => (el as HTMLDetailsElement).open))) {
      await filters.locator("summary").click();
    }
    await expect(filters.getByRole("radio", { name: "Per month" })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass();
  return filters;
}

/** What each card says a month costs: "$69.00 / client / month", "$499.00 / year" (a twelfth). */
async function monthlyPrices(page: Page): Promise<number[]> {
  const labels = await page.locator("article").locator("span.font-bold").allTextContents();
  return labels.map((label) => {
    const dollars = Number(label.replace(/^\$([\d,]+\.\d\d).*$/, "$1").replaceAll(",", ""));
    expect(label).toMatch(/\/ (month|year)$/);
    return label.endsWith("/ year") ? dollars / 12 : dollars;
  });
}

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`${device}: a monthly price range and a free trial, kept through a reload`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.setViewportSize(viewport);
    await page.goto("/products");
    const filters = await openFilters(page);
    await filters.getByRole("radio", { name: "Per month" }).check();
    await expect(page).toHaveURL(/priceBasis=month/);
    await filters.getByRole("textbox", { name: "Max ($)" }).fill("60");
    await filters.getByRole("textbox", { name: "Max ($)" }).press("Enter");
    await expect(page).toHaveURL(/maxPrice=60/);
    // The grid answers the new filter once the old cards have left it.
    await expect(async () => {
      const prices = await monthlyPrices(page);
      expect(prices.length).toBeGreaterThan(3);
      expect(prices.every((price) => price <= 60)).toBe(true);
    }).toPass();

    await filters.getByRole("checkbox", { name: "Starts with a free trial" }).check();
    await expect(page).toHaveURL(/trial=true/);
    // Every card left is a subscription, offered with its trial.
    let names: string[] = [];
    await expect(async () => {
      names = await page.locator("article h3").allTextContents();
      expect(names.length).toBeGreaterThan(0);
      expect(await page.locator("article", { hasText: "Start Trial" }).count()).toBe(names.length);
    }).toPass();

    await page.reload();
    const again = await openFilters(page);
    await expect(again.getByRole("radio", { name: "Per month" })).toBeChecked();
    await expect(again.getByRole("textbox", { name: "Max ($)" })).toHaveValue("60");
    await expect(again.getByRole("checkbox", { name: "Starts with a free trial" })).toBeChecked();
    await expect(page.locator("article h3")).toHaveText(names);

    // One-off prices are another list: the monthly ones leave it.
    await again.getByRole("radio", { name: "One-off" }).check();
    await again.getByRole("checkbox", { name: "Starts with a free trial" }).uncheck();
    await expect(page).toHaveURL(/priceBasis=once/);
    await expect(page).not.toHaveURL(/trial=true/);
    await expect(page.locator("article").first()).not.toContainText("/ month");
    expect(errors).toEqual([]);
  });
}

test("a search that finds nothing offers a search that does, filters, and the advisor", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/products?search=${encodeURIComponent("estate tax 706")}`);
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Clear Filters" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Service: Estate Planning (2)" })).toBeVisible();
  const advisor = page.getByRole("link", { name: "Ask the AI advisor about “estate tax 706”" });
  await expect(advisor).toHaveAttribute("href", "/chat?q=estate+tax+706");

  await page.getByRole("button", { name: "estate tax" }).click();
  await expect(page).toHaveURL(/search=estate\+tax$/);
  await expect(
    page.getByRole("heading", { name: "Trustwell Estate Planning Modeler" }),
  ).toBeVisible();

  await page.goBack();
  await page.goto(`/products?search=${encodeURIComponent("estate tax 706")}`);
  await page.getByRole("link", { name: /Ask the AI advisor about/ }).click();
  await expect(page).toHaveURL(/\/chat\?q=estate\+tax\+706$/);
  const question = page.getByRole("textbox", { name: "Your question" });
  await expect(question).toHaveValue(/"estate tax 706"/);
  await page.getByRole("button", { name: "Ask the AI Expert" }).click();
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  await expect(page.getByText(/I searched the catalogue for "estate tax 706"/)).toBeVisible();
});

test("a misspelt vendor and an accountant's abbreviation find their products", async ({ page }) => {
  await page.goto("/products?search=ledgerpiont");
  await expect(
    page.getByRole("heading", { name: "Ledgerpoint Tax Suite Professional" }),
  ).toBeVisible();
  await page.getByRole("searchbox", { name: "Search products" }).fill("QBO");
  await expect(page).toHaveURL(/search=QBO/);
  await expect(page.getByText("14 products", { exact: true })).toBeVisible();
});
