import { describe, expect, it } from "vitest";
import { adminProductsUrl, EMPTY_PRODUCT_FILTER } from "./product-list-filter";

describe("adminProductsUrl", () => {
  it("asks for the first page of everything when nothing is set", () => {
    expect(adminProductsUrl(EMPTY_PRODUCT_FILTER)).toBe("/api/admin/products/page");
    expect(adminProductsUrl({ ...EMPTY_PRODUCT_FILTER, q: "   " })).toBe(
      "/api/admin/products/page",
    );
  });

  it("sends the trimmed search, the filters and a later page", () => {
    const url = adminProductsUrl({
      q: "  tax #12 ",
      category: "saas",
      status: "inactive",
      page: 3,
    });
    const [path, query] = url.split("?");
    expect(path).toBe("/api/admin/products/page");
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      q: "tax #12",
      category: "saas",
      status: "inactive",
      page: "3",
    });
  });
});
