import { describe, expect, it } from "vitest";
import { safeReturnTo, signInPath } from "./sign-in.js";

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
