import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  errorSchema,
  idParamsSchema,
  notModifiedSchema,
} from "../../../shared/contracts/common.js";
import {
  productListSchema,
  productPageSchema,
  productQuerySchema,
  productSchema,
  type ProductPage,
} from "../../../shared/contracts/products.js";
import { PRODUCT_PAGE_SIZE } from "../../../shared/products.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/http-error.js";
import { sendCached, sendJson } from "../../lib/http-representation.js";
import type { ProductsCache } from "./products-cache.js";
import { decodeCursor, encodeCursor } from "./page-cursor.js";
import { findProductPage } from "./product-page-repository.js";

export async function productsRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; products: ProductsCache },
) {
  const { db, products } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/products",
    {
      config: { session: false },
      // http-representation compresses (cached bodies once per change); @fastify/compress need not.
      compress: false,
      schema: {
        tags: ["products"],
        summary: "The active products, in a stable order; or one page of a search",
        description:
          "Without a query parameter: every active product, in the order they were added (an array, with an ETag). " +
          "With any of q, category, limit or cursor: one page `{ items, nextCursor, total }` of the active products " +
          "that match, ranked by relevance when q is given (name matches first), else in the plain list's order. " +
          "Pass nextCursor back as cursor, with the same q and category, for the next page; it is null on the last.",
        querystring: productQuerySchema,
        response: {
          200: z.union([productListSchema, productPageSchema]),
          304: notModifiedSchema,
          400: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { q, category, limit, cursor } = request.query;
      const paged = [q, category, limit, cursor].some((value) => value !== undefined);
      if (!paged) return sendCached(request, reply, await products.list());
      const search = (q ?? "").trim();
      const pageRequest = {
        search,
        category,
        limit: limit ?? PRODUCT_PAGE_SIZE,
        after: cursor === undefined ? undefined : decodeCursor(cursor, search !== ""),
      };
      // Built field by field from typed rows: already the contract's shape, no parse needed.
      const pageJson = async () => {
        const page = await findProductPage(db, pageRequest, () => products.searchIndex());
        const body: ProductPage = {
          items: page.items,
          nextCursor: page.next ? encodeCursor(page.next) : null,
          total: page.total,
        };
        return JSON.stringify(body);
      };
      if (search) return sendJson(request, reply, await pageJson());
      const key = JSON.stringify([category, pageRequest.limit, pageRequest.after]);
      return sendCached(request, reply, await products.page(key, pageJson));
    },
  );

  r.get(
    "/api/products/:id",
    {
      config: { session: false },
      // http-representation compresses (cached bodies once per change); @fastify/compress need not.
      compress: false,
      schema: {
        tags: ["products"],
        summary: "One active product",
        params: idParamsSchema,
        response: {
          200: productSchema,
          304: notModifiedSchema,
          400: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const cached = await products.product(request.params.id);
      if (!cached) throw notFound("Product not found");
      return sendCached(request, reply, cached);
    },
  );
}
