import { describe, expect, it } from "vitest";
import {
  adminProductsUrl,
  EMPTY_PRODUCT_FILTER,
  productListFilterFrom,
} from "./product-list-filter";

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

describe("the admin list's filter in the /admin URL", () => {
  it("reads back what it writes, price and trial included", () => {
    const filter = {
      q: "payroll",
      category: "saas" as const,
      status: "active" as const,
      page: 2,
      priceBasis: "month" as const,
      minPrice: 10,
      maxPrice: 90,
      trial: true,
    };
    const url = adminProductsUrl(filter);
    expect(productListFilterFrom(new URLSearchParams(url.split("?")[1]))).toEqual(filter);
  });

  it("reads anything it does not know as not set", () => {
    expect(
      productListFilterFrom(
        new URLSearchParams(
          "category=hardware&status=gone&page=-3&priceBasis=weekly&minPrice=5&trial=1",
        ),
      ),
    ).toEqual(EMPTY_PRODUCT_FILTER);
  });
});
