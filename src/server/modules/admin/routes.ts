import type { FastifyInstance } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminProductBodySchema,
  adminProductPageSchema,
  adminProductsQuerySchema,
} from "../../../shared/contracts/admin-products.js";
import { errorSchema, idParamsSchema } from "../../../shared/contracts/common.js";
import { productDetailSchema } from "../../../shared/contracts/products.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/http-error.js";
import { currentUser, requireAdmin } from "../../plugins/auth-guards.js";
import { SESSION_SECURITY } from "../../plugins/api-docs.js";
import type { ProductsCache } from "../products/index.js";
import { adminOrdersRoutes } from "./admin-orders-routes.js";
import { adminReportsRoutes } from "./admin-reports-routes.js";
import { adminRefundRequestsRoutes } from "./admin-refund-requests-routes.js";
import type { RefundFlows } from "./refund-flows.js";
import { productImageUploadRoutes } from "./product-images.js";
import { productInstallerRoutes } from "./product-installers.js";
import {
  insertProduct,
  listAdminProducts,
  listAllProducts,
  replaceProduct,
} from "./admin-products-repository.js";
import type { ListingDb } from "../products/index.js";

const refused = { 401: errorSchema, 403: errorSchema };

const ADMIN_PAGE_URL = "/api/admin/products/page";

/** An admin page as the route's serializer writes it: the same bytes whether kept or not. */
const adminPageJson = serializerCompiler({
  schema: adminProductPageSchema,
  method: "GET",
  url: ADMIN_PAGE_URL,
}) as (page: unknown) => string;

/**
 * Catalogue management. The guard runs as the first route hook of this module, before the body
 * is read or validated: a visitor gets 401 and a customer 403 whatever they send, and a route
 * added here later cannot forget it.
 */
export async function adminRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    config: Config;
    products: ProductsCache;
    listing: ListingDb;
    refunds: RefundFlows;
  },
) {
  const { db, products, listing } = opts;
  app.addHook("onRequest", requireAdmin);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Child plugins inherit the guard above.
  await app.register(adminOrdersRoutes, opts);
  await app.register(adminReportsRoutes, opts);
  await app.register(adminRefundRequestsRoutes, opts);
  await app.register(productImageUploadRoutes, opts);
  await app.register(productInstallerRoutes, opts);

  r.get(
    "/api/admin/products",
    {
      schema: {
        tags: ["admin"],
        summary: "Every product, on sale or not (admins only)",
        security: SESSION_SECURITY,
        response: { 200: z.array(productDetailSchema), ...refused },
      },
    },
    async () => listAllProducts(db),
  );

  r.get(
    ADMIN_PAGE_URL,
    {
      schema: {
        tags: ["admin"],
        summary:
          "One page of products, on sale or not, newest first: searched by name, description or #id, filtered by category and status, with the catalogue's counts (admins only)",
        security: SESSION_SECURITY,
        querystring: adminProductsQuerySchema,
        response: { 200: adminProductPageSchema, 400: errorSchema, ...refused },
      },
    },
    // Kept until the catalogue changes, like a shopper's search (decision 0239): the answer is
    // the products table's alone, and every write to it, here or in another process, drops it.
    async (request, reply) => {
      const asked = Object.entries(request.query).sort(([a], [b]) => (a < b ? -1 : 1));
      const kept = await products.searched(JSON.stringify(["admin page", asked]), async () =>
        adminPageJson(await listAdminProducts(listing, request.query, products)),
      );
      // Already the schema's JSON (adminPageJson): sent as it is, not serialised again.
      return reply.type("application/json; charset=utf-8").send(kept.body as never);
    },
  );

  r.post(
    "/api/admin/products",
    {
      schema: {
        tags: ["admin"],
        summary: "Add a product to the catalogue (admins only)",
        security: SESSION_SECURITY,
        body: adminProductBodySchema,
        response: { 201: productDetailSchema, 400: errorSchema, ...refused },
      },
    },
    async (request, reply) => {
      const product = await insertProduct(db, request.body);
      products.invalidate();
      // Read-your-writes: this process's other caches (carts show product names and prices) have
      // heard the change before the admin's next request is answered.
      await app.changes.sync();
      request.log.info(
        { productId: product.id, adminId: currentUser(request).id },
        "product created",
      );
      return reply.code(201).send(product);
    },
  );

  r.put(
    "/api/admin/products/:id",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Replace a product's fields; isActive false takes it off sale, past orders keep it (admins only)",
        security: SESSION_SECURITY,
        params: idParamsSchema,
        body: adminProductBodySchema,
        response: { 200: productDetailSchema, 400: errorSchema, ...refused, 404: errorSchema },
      },
    },
    async (request) => {
      const product = await replaceProduct(db, request.params.id, request.body);
      if (!product) throw notFound("Product not found", "product_not_found");
      products.invalidate();
      await app.changes.sync();
      request.log.info(
        { productId: product.id, isActive: product.isActive, adminId: currentUser(request).id },
        "product updated",
      );
      return product;
    },
  );
}
