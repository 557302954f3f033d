import { describe, expect, it } from "vitest";
import type { Product } from "@shared/contracts/products";
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  EMPTY_PRODUCT_FILTER,
  filterProducts,
} from "./product-list-filter";

const product = (id: number, over: Partial<Product> = {}): Product =>
  ({
    id,
    name: `Product ${id}`,
    description: "Plain description",
    category: "software",
    isActive: true,
    ...over,
  }) as Product;

const many = Array.from({ length: 45 }, (_, i) =>
  product(i + 1, {
    category: i % 3 === 0 ? "saas" : "software",
    isActive: i % 5 !== 0,
  }),
);

describe("filterProducts", () => {
  it("pages the whole list newest first, and a page past the end shows the last one", () => {
    const first = filterProducts(many, EMPTY_PRODUCT_FILTER);
    expect(first).toMatchObject({ total: 45, page: 1, pages: 3 });
    expect(first.items).toHaveLength(ADMIN_PRODUCTS_PAGE_SIZE);
    expect(first.items[0]!.id).toBe(45);
    const last = filterProducts(many, { ...EMPTY_PRODUCT_FILTER, page: 9 });
    expect(last.page).toBe(3);
    expect(last.items.map((p) => p.id)).toEqual([5, 4, 3, 2, 1]);
  });

  it("filters by category and status together", () => {
    const page = filterProducts(many, {
      ...EMPTY_PRODUCT_FILTER,
      category: "saas",
      status: "inactive",
    });
    expect(page.items.every((p) => p.category === "saas" && !p.isActive)).toBe(true);
    expect(page.total).toBe(many.filter((p) => p.category === "saas" && !p.isActive).length);
  });

  it("searches name, description and #id case-insensitively, every word must match", () => {
    const list = [
      product(1, { name: "Ledger Lite" }),
      product(2, { name: "Payroll Pro", description: "Runs the LEDGER too" }),
      product(3, { name: "Other" }),
    ];
    const ids = (q: string) =>
      filterProducts(list, { ...EMPTY_PRODUCT_FILTER, q }).items.map((p) => p.id);
    expect(ids("ledger")).toEqual([2, 1]);
    expect(ids("ledger payroll")).toEqual([2]);
    expect(ids("#3")).toEqual([3]);
    expect(ids("nothing-like-it")).toEqual([]);
    expect(filterProducts([], EMPTY_PRODUCT_FILTER)).toMatchObject({ total: 0, page: 1, pages: 1 });
  });
});
