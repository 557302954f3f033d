import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminCustomerDetailSchema,
  adminCustomerPageSchema,
  adminCustomersQuerySchema,
} from "../../../shared/contracts/admin-orders.js";
import {
  analyticsQuerySchema,
  analyticsSchema,
  dateRangeQuerySchema,
} from "../../../shared/contracts/admin-reports.js";
import { errorSchema } from "../../../shared/contracts/common.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/http-error.js";
import { SESSION_SECURITY } from "../../plugins/api-docs.js";
import {
  analytics,
  getCustomer,
  listCustomers,
  firmsCsv,
  listFirms,
  ordersCsv,
  revenueCsv,
} from "../../read-models/admin-reports/index.js";
import {
  adminFirmPageSchema,
  adminFirmsQuerySchema,
} from "../../../shared/contracts/admin-firms.js";

const refused = { 401: errorSchema, 403: errorSchema };
const csvSchema = z.string().describe("text/csv; one header row, CRLF line ends");

/** Analytics, CSV exports and customers; registered inside adminRoutes, behind its guard. */
export async function adminReportsRoutes(app: FastifyInstance, opts: { db: Db; config: Config }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/admin/analytics",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Revenue by day, week or month, orders, average order value, refunds, subscriptions and MRR, top products and advisor conversions (admins only)",
        security: SESSION_SECURITY,
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSchema, 400: errorSchema, ...refused },
      },
    },
    async (request) => analytics(db, request.query),
  );

  r.get(
    "/api/admin/exports/orders.csv",
    {
      schema: {
        tags: ["admin"],
        summary: "Orders placed in a date range as CSV, one row per line item (admins only)",
        security: SESSION_SECURITY,
        querystring: dateRangeQuerySchema,
        response: { 200: csvSchema, 400: errorSchema, ...refused },
      },
    },
    async (request, reply) => {
      const { body, fileName } = await ordersCsv(db, request.query);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .send(body);
    },
  );

  r.get(
    "/api/admin/exports/revenue.csv",
    {
      schema: {
        tags: ["admin"],
        summary: "Revenue per day, week or month of a date range as CSV (admins only)",
        security: SESSION_SECURITY,
        querystring: analyticsQuerySchema,
        response: { 200: csvSchema, 400: errorSchema, ...refused },
      },
    },
    async (request, reply) => {
      const { body, fileName } = await revenueCsv(db, request.query);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .send(body);
    },
  );

  r.get(
    "/api/admin/customers",
    {
      schema: {
        tags: ["admin"],
        summary: "Customers with lifetime spend, orders and active subscriptions (admins only)",
        security: SESSION_SECURITY,
        querystring: adminCustomersQuerySchema,
        response: { 200: adminCustomerPageSchema, 400: errorSchema, ...refused },
      },
    },
    async (request) => listCustomers(db, request.query),
  );

  r.get(
    "/api/admin/firms",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Firms with their owners, members, seats bought and given out, and activated devices; searched by firm, member name or e-mail (admins only)",
        security: SESSION_SECURITY,
        querystring: adminFirmsQuerySchema,
        response: { 200: adminFirmPageSchema, 400: errorSchema, ...refused },
      },
    },
    async (request) => listFirms(db, request.query),
  );

  r.get(
    "/api/admin/exports/firms.csv",
    {
      schema: {
        tags: ["admin"],
        summary: "The firms list (with its search) as CSV, one row per firm (admins only)",
        security: SESSION_SECURITY,
        querystring: z.strictObject({ q: adminFirmsQuerySchema.shape.q }),
        response: { 200: csvSchema, 400: errorSchema, ...refused },
      },
    },
    async (request, reply) => {
      const { body, fileName } = await firmsCsv(db, request.query.q);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .send(body);
    },
  );

  r.get(
    "/api/admin/customers/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "One customer with their orders and subscriptions (admins only)",
        security: SESSION_SECURITY,
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: adminCustomerDetailSchema, ...refused, 404: errorSchema },
      },
    },
    async (request) => {
      const customer = await getCustomer(db, request.params.id);
      if (!customer) throw notFound("Customer not found.", "customer_not_found");
      return customer;
    },
  );
}
