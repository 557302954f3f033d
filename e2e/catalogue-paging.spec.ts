import { expect, test, type Page } from "./fixtures";
import {
  collectConsoleErrors,
  loadAllProducts,
  PRODUCTS_PAGE_SIZE,
  searchResults,
} from "./helpers";

interface ApiProduct {
  id: number;
  name: string;
  description: string;
  category: string;
}

async function catalogue(page: Page): Promise<ApiProduct[]> {
  return (await page.request.get("/api/products")).json();
}

/** Spec section 5: the text in the name or the description, ignoring case. */
const mentions = (text: string) => (p: ApiProduct) =>
  `${p.name} ${p.description}`.toLowerCase().includes(text.toLowerCase());

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const cardNames = (page: Page) => cards(page).getByRole("heading").allTextContents();
const loadMore = (page: Page) => page.getByRole("button", { name: "Load more products" });

test.describe("a catalogue that pages", () => {
  test("shows the first page with the count, Load more adds the next page and moves focus to its first card", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const products = await catalogue(page);
    expect(products.length).toBeGreaterThan(PRODUCTS_PAGE_SIZE);
    await page.goto("/products");

    await expect(cards(page)).toHaveCount(PRODUCTS_PAGE_SIZE);
    expect(await cardNames(page)).toEqual(products.slice(0, PRODUCTS_PAGE_SIZE).map((p) => p.name));
    await expect(page.getByText(`${products.length} products`, { exact: true })).toBeVisible();
    const shown = page.getByText(/^Showing \d+ of/);
    await expect(shown).toHaveText(`Showing ${PRODUCTS_PAGE_SIZE} of ${products.length} products`);
    await expect(shown).toHaveAttribute("aria-live", "polite");

    // By keyboard: focus the button, press Enter, and carry on from the first new card.
    await loadMore(page).focus();
    await page.keyboard.press("Enter");
    const secondPage = Math.min(products.length, 2 * PRODUCTS_PAGE_SIZE);
    await expect(cards(page)).toHaveCount(secondPage);
    const firstNew = products[PRODUCTS_PAGE_SIZE]!;
    await expect(
      page.getByRole("article", { name: firstNew.name }).getByRole("link", { name: firstNew.name }),
    ).toBeFocused();
    await expect(shown).toHaveText(`Showing ${secondPage} of ${products.length} products`);
    await expect(page).toHaveURL(/\/products$/);

    await loadAllProducts(page);
    await expect(cards(page)).toHaveCount(products.length);
    expect(await cardNames(page)).toEqual(products.map((p) => p.name));
    await expect(loadMore(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("typing narrows the grid once the typist pauses, name matches first, and the URL keeps the search", async ({
    page,
  }) => {
    const products = await catalogue(page);
    const word = "payroll";
    const expected = await searchResults(page, { q: word });
    expect(expected.length).toBeGreaterThan(1);
    // The spec's rule: every product naming the word in its name or description is found.
    const ids = expected.map((p) => p.id);
    for (const product of products.filter(mentions(word))) expect(ids).toContain(product.id);
    const searches: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/products" && url.searchParams.has("q")) {
        searches.push(url.searchParams.get("q")!);
      }
    });

    await page.goto("/products");
    await expect(cards(page)).toHaveCount(PRODUCTS_PAGE_SIZE);
    await page.getByPlaceholder("Search products...").pressSequentially(word, { delay: 40 });
    await expect(page).toHaveURL(new RegExp(`[?&]search=${word}`));
    // The word is asked for once the typing pauses, not once per key (a slow machine's pause
    // mid-word asks for a part of it first); the grid is read once that last answer is shown.
    await expect.poll(() => searches.at(-1)).toBe(word);
    expect(searches.length).toBeLessThan(word.length);
    await expect(page.getByRole("main").locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(cards(page)).toHaveCount(expected.length);
    await expect(page.getByText(`${expected.length} products`, { exact: true })).toBeVisible();

    const names = await cardNames(page);
    expect(names.sort()).toEqual(expected.map((p) => p.name).sort());
    // Every card naming the word comes before every card that only describes it.
    const inName = (await cardNames(page)).map((name) => name.toLowerCase().includes(word));
    expect(inName[0]).toBe(true);
    expect(inName).toEqual([...inName].sort((a, b) => Number(b) - Number(a)));

    await page.reload();
    await expect(page.getByPlaceholder("Search products...")).toHaveValue(word);
    await expect(cards(page)).toHaveCount(expected.length);
  });

  test("a search with more than a page of results pages as well, inside its category", async ({
    page,
  }) => {
    const products = await catalogue(page);
    const word = "client";
    const matches = await searchResults(page, { q: word });
    expect(matches.length).toBeGreaterThan(PRODUCTS_PAGE_SIZE);
    const ids = matches.map((p) => p.id);
    for (const product of products.filter(mentions(word))) expect(ids).toContain(product.id);

    await page.goto(`/products?search=${word}`);
    await expect(cards(page)).toHaveCount(PRODUCTS_PAGE_SIZE);
    await expect(page.getByText(/^Showing \d+ of/)).toHaveText(
      `Showing ${PRODUCTS_PAGE_SIZE} of ${matches.length} products`,
    );
    await loadAllProducts(page);
    await expect(cards(page)).toHaveCount(matches.length);
    expect(new Set(await cardNames(page)).size).toBe(matches.length);

    await page.getByRole("button", { name: "Templates", exact: true }).click();
    await expect(page).toHaveURL(/category=templates/);
    const templates = await searchResults(page, { q: word, category: "templates" });
    // The category narrows the same search: exactly its templates.
    const byId = (a: number, b: number) => a - b;
    expect(templates.map((p) => p.id).sort(byId)).toEqual(
      matches
        .filter((p) => p.category === "templates")
        .map((p) => p.id)
        .sort(byId),
    );
    await loadAllProducts(page);
    await expect(cards(page)).toHaveCount(templates.length);
    expect((await cardNames(page)).sort()).toEqual(templates.map((p) => p.name).sort());
  });

  test("nothing found shows the empty state; Clear Filters brings back the first page", async ({
    page,
  }) => {
    const products = await catalogue(page);
    await page.goto("/products?category=saas");
    await page.getByPlaceholder("Search products...").fill("qqzx no such product");
    await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(loadMore(page)).toHaveCount(0);

    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByPlaceholder("Search products...")).toHaveValue("");
    await expect(page.getByRole("button", { name: "All Products" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(cards(page)).toHaveCount(PRODUCTS_PAGE_SIZE);
    expect(await cardNames(page)).toEqual(products.slice(0, PRODUCTS_PAGE_SIZE).map((p) => p.name));
  });

  test("a product opened from a later page shows at once, and Back returns to the grid", async ({
    page,
  }) => {
    const products = await catalogue(page);
    await page.goto("/products");
    await loadMore(page).click();
    const later = products[PRODUCTS_PAGE_SIZE + 1]!;
    // The grid's copy of the product shows at once; its fact sheet follows (issue 17).
    await page
      .getByRole("article", { name: later.name })
      .getByRole("link", { name: later.name })
      .click();
    await expect(page).toHaveURL(new RegExp(`/products/${later.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: later.name })).toBeVisible();
    await expect(page.getByRole("heading", { name: "At a glance" })).toBeVisible();
    await page.goBack();
    await expect(cards(page).first()).toBeVisible();
  });
});
