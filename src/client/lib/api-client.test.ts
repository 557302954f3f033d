import { describe, expect, it } from "vitest";
import { hydrate, QueryClient } from "@tanstack/react-query";
import { ApiError, apiErrorOf, hasErrorCode, isUnauthorizedError } from "./api-client";
import { dehydratedStateOf, failureOf } from "./page-data";

const answer = (status: number, body: string, statusText = "") =>
  apiErrorOf(new Response(body, { status, statusText }), body);

describe("an API error", () => {
  it("keeps the spec's message and exposes the server's message and code", () => {
    const body = '{"message":"This product is no longer available.","code":"product_unavailable"}';
    const error = answer(409, body);
    expect(error.message).toBe(`409: ${body}`);
    expect(error.serverMessage).toBe("This product is no longer available.");
    expect(error.code).toBe("product_unavailable");
    expect(hasErrorCode(error, "cart_quantity_max")).toBe(false);
    expect(hasErrorCode(error, "cart_quantity_max", "product_unavailable")).toBe(true);
  });

  it("has no code when the answer is not the API's (a proxy's page, an empty body)", () => {
    const page = answer(502, "<html>Bad gateway</html>");
    expect(page.code).toBeUndefined();
    expect(hasErrorCode(page, "internal_error")).toBe(false);
    const empty = answer(503, "", "Service Unavailable");
    expect(empty.message).toBe("503: Service Unavailable");
    expect(empty.code).toBeUndefined();
  });

  it("is a sign-in refusal by its code, not by its wording", () => {
    expect(isUnauthorizedError(answer(401, '{"message":"Log in","code":"unauthorized"}'))).toBe(
      true,
    );
    expect(isUnauthorizedError(answer(403, '{"message":"Unauthorized","code":"forbidden"}'))).toBe(
      false,
    );
  });

  it("keeps its code when a page's data carries it to the browser", () => {
    const failure = answer(404, '{"message":"Product not found","code":"product_not_found"}');
    const browser = new QueryClient();
    hydrate(
      browser,
      dehydratedStateOf([{ url: "/api/products/9", at: 1, error: failureOf(failure) }]),
    );
    const restored = browser.getQueryState(["/api/products/9"])?.error;
    expect(restored).toBeInstanceOf(ApiError);
    expect((restored as ApiError).code).toBe("product_not_found");
    expect((restored as ApiError).serverMessage).toBe("Product not found");
    expect((restored as ApiError).message).toBe(failure.message);
  });
});
