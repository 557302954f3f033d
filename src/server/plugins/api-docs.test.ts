import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteOptions } from "fastify";
import { createTestApp, type TestApp } from "../test/helpers.js";
import { API_REFERENCE_PATH, OPENAPI_PATH } from "./api-docs.js";
import { ERROR_CODE_LIST } from "../../shared/error-codes.js";

let t: TestApp;
const registered: RouteOptions[] = [];

beforeAll(async () => {
  t = await createTestApp({ onRoute: (route) => registered.push(route) });
});
afterAll(() => t.close());

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { tags?: string[]; responses?: Record<string, unknown> }>>;
}

async function openApi(): Promise<OpenApiDocument> {
  const res = await t.app.inject({ method: "GET", url: OPENAPI_PATH });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toMatch(/application\/json/);
  return res.json();
}

/** "/api/products/:id" -> "/api/products/{id}"; an optional ":id?" stands for both paths. */
function openApiPaths(url: string): string[] {
  const paths = [url.replace(/:(\w+)\??/g, "{$1}")];
  if (url.endsWith("?")) paths.push(url.replace(/\/:\w+\?$/, ""));
  return paths;
}

/** The documentation's own pages and files are not part of the API it documents. */
const isDocsRoute = (url: string) =>
  url === OPENAPI_PATH || url === API_REFERENCE_PATH || url.startsWith(`${API_REFERENCE_PATH}/`);

describe("the OpenAPI document", () => {
  it("is OpenAPI 3 generated from the route schemas", async () => {
    const doc = await openApi();
    expect(doc.openapi).toMatch(/^3\./);
    const create = doc.paths["/api/admin/products"]?.post as {
      requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
      responses: Record<string, unknown>;
    };
    expect(create.requestBody?.content["application/json"]?.schema.required).toEqual(
      expect.arrayContaining(["name", "description", "price", "category", "type"]),
    );
    expect(Object.keys(create.responses)).toEqual(
      expect.arrayContaining(["201", "400", "401", "403"]),
    );
  });

  it("documents every route the app registers under /api, with its method", async () => {
    const doc = await openApi();
    const apiRoutes = registered.filter(
      (route) => route.url.startsWith("/api/") && !isDocsRoute(route.url),
    );
    // The list must really be the app's: the known routes are in it.
    expect(apiRoutes.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        "/api/products",
        "/api/admin/products",
        "/api/admin/products/:id",
        "/api/cart",
      ]),
    );
    const missing: string[] = [];
    for (const route of apiRoutes) {
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
        (method) => method !== "HEAD",
      );
      for (const method of methods) {
        for (const path of openApiPaths(route.url)) {
          const operation = doc.paths[path]?.[method.toLowerCase()];
          if (!operation?.tags?.length) missing.push(`${method} ${path}`);
        }
      }
    }
    expect(missing, "routes missing from /api/openapi.json (or without a tag)").toEqual([]);
  });
});

describe("the error shape in the OpenAPI document", () => {
  it("is one Error component whose code enum is every code the server may send", async () => {
    const doc = (await openApi()) as OpenApiDocument & {
      components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> };
    };
    const error = doc.components.schemas.Error!;
    expect(Object.keys(error.properties).sort()).toEqual(["code", "message"]);
    expect(error.properties.code!.enum).toEqual(ERROR_CODE_LIST);
    expect(error.properties.code!.enum).toEqual(
      expect.arrayContaining(["validation_failed", "cart_quantity_max", "product_unavailable"]),
    );
    // Routes refer to it instead of repeating it.
    const addToCart = doc.paths["/api/cart"]!.post!.responses!["409"] as {
      content: Record<string, { schema: { $ref?: string } }>;
    };
    expect(addToCart.content["application/json"]!.schema.$ref).toBe("#/components/schemas/Error");
  });
});

describe("the API reference page", () => {
  it("serves Swagger UI that loads only its own script files", async () => {
    const res = await t.app.inject({ method: "GET", url: API_REFERENCE_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    const scripts = [...res.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\/static\//);
      expect(inline!.trim()).toBe("");
    }
    for (const [, attributes] of scripts) {
      const src = /src="([^"]+)"/.exec(attributes!)![1]!;
      const file = await t.app.inject({ method: "GET", url: src });
      expect(file.statusCode, src).toBe(200);
      expect(file.headers["content-type"]).toMatch(/javascript/);
    }
  });

  it("points Swagger UI at the generated document", async () => {
    const init = await t.app.inject({
      method: "GET",
      url: `${API_REFERENCE_PATH}/static/swagger-initializer.js`,
    });
    expect(init.body).toContain("resolveUrl('./json')");
    const json = await t.app.inject({ method: "GET", url: `${API_REFERENCE_PATH}/json` });
    expect(json.json()).toEqual(await openApi());
  });
});
