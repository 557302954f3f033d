import { describe, expect, it } from "vitest";
import {
  landingAfterSignIn,
  parsePendingAction,
  pendingActionParam,
  productCheckoutOf,
  productCheckoutPath,
  safeReturnTo,
  signInPath,
} from "./sign-in.js";

describe("safeReturnTo", () => {
  it("keeps a path on this site, with its query and fragment", () => {
    for (const path of ["/cart", "/checkout", "/products/12?tab=facts#pricing", "/chat/abc-123"])
      expect(safeReturnTo(path)).toBe(path);
    // Dot segments are resolved the way a browser would before the checks.
    expect(safeReturnTo("/products/../cart")).toBe("/cart");
  });

  it("refuses every way out to another site, falling back to /", () => {
    const hostile = [
      "https://evil.example/",
      "http:evil.example",
      "javascript:alert(1)",
      "data:text/html,hi",
      "//evil.example",
      "//evil.example/cart",
      "///evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\\/evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n/evil.example",
      " /cart",
      "cart",
      "evil.example",
      "",
      "/" + "a".repeat(2001),
    ];
    for (const value of hostile) expect(safeReturnTo(value), JSON.stringify(value)).toBe("/");
  });

  it("refuses what is not a page: API and sign-in addresses, and non-strings", () => {
    for (const value of [
      "/api/logout",
      "/API/logout",
      "/api",
      "/login",
      "/test-login",
      "/x/../api/logout",
    ])
      expect(safeReturnTo(value), value).toBe("/");
    for (const value of [undefined, null, 42, ["/cart"], { path: "/cart" }])
      expect(safeReturnTo(value)).toBe("/");
  });
});

describe("signInPath", () => {
  it("adds an encoded returnTo, and none for the home page or a refused value", () => {
    expect(signInPath("/api/login", "/products/7?x=1&y=2")).toBe(
      "/api/login?returnTo=%2Fproducts%2F7%3Fx%3D1%26y%3D2",
    );
    expect(signInPath("/api/auth/google", "/cart")).toBe("/api/auth/google?returnTo=%2Fcart");
    expect(signInPath("/api/login", "/")).toBe("/api/login");
    expect(signInPath("/login", "//evil.example")).toBe("/login");
  });
});

describe("the pending action (issue 47)", () => {
  it("reads add and trial on a product, with an optional quantity, and writes them back", () => {
    expect(parsePendingAction("add:12")).toEqual({ kind: "add", productId: 12, quantity: 1 });
    expect(parsePendingAction("trial:7x3")).toEqual({ kind: "trial", productId: 7, quantity: 3 });
    for (const text of ["add:12", "trial:7x3", "add:1x500"])
      expect(pendingActionParam(parsePendingAction(text)!)).toBe(text);
  });

  it("is nothing for anything else", () => {
    for (const value of [
      "buy:12",
      "add:0",
      "add:-1",
      "add:12x0",
      "add:12x501",
      "add:99999999999",
      "trial:12;drop",
      "ADD:12",
      " add:12",
      "",
      undefined,
      12,
      ["add:12"],
    ])
      expect(parsePendingAction(value), JSON.stringify(value)).toBeNull();
  });

  it("travels beside returnTo and decides where sign-in lands", () => {
    const trial = parsePendingAction("trial:7x3");
    expect(signInPath("/api/login", "/products/7", trial)).toBe(
      "/api/login?returnTo=%2Fproducts%2F7&then=trial%3A7x3",
    );
    expect(signInPath("/login", "/", parsePendingAction("add:4"))).toBe("/login?then=add%3A4");
    expect(landingAfterSignIn("/products/7", trial)).toBe("/checkout?product=7&quantity=3");
    expect(landingAfterSignIn("/products/7", parsePendingAction("add:7"))).toBe("/products/7");
    expect(landingAfterSignIn("//evil.example", null)).toBe("/");
  });
});

describe("productCheckoutOf", () => {
  it("reads back what productCheckoutPath wrote, and nothing that is not a product and count", () => {
    const read = (path: string) => productCheckoutOf(new URL(path, "http://x").searchParams);
    expect(read(productCheckoutPath(12))).toEqual({ productId: 12, quantity: 1 });
    expect(read(productCheckoutPath(12, 3))).toEqual({ productId: 12, quantity: 3 });
    expect(read("/checkout")).toBeNull();
    for (const bad of [
      "?product=abc",
      "?product=0",
      "?product=12&quantity=0",
      "?product=12&quantity=501",
    ])
      expect(read(`/checkout${bad}`), bad).toBeNull();
  });
});
