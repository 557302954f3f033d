import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, errorSchema, serialIdSchema } from "../../../shared/contracts/common.js";
import {
  acceptedInvitationSchema,
  firmDetailsSchema,
  firmInvitationSchema,
  firmListSchema,
  firmSchema,
  invitationPreviewSchema,
  invitationTokenSchema,
  inviteBodySchema,
  memberRoleBodySchema,
  transferOwnershipBodySchema,
} from "../../../shared/contracts/firms.js";
import { inputText } from "../../../shared/contracts/text.js";
import { siteUrlOf, type Config } from "../../config.js";
import type { Db, DbOrTx } from "../../db/client.js";
import { currentUser, requireUser } from "../../plugins/auth-guards.js";
import {
  ANY_ROLE,
  createFirm,
  firmView,
  listFirmsOf,
  OWNERS,
  requireFirmRole,
  updateFirmDetails,
} from "./firms-repository.js";
import {
  acceptInvitation,
  inviteMember,
  previewInvitation,
  withdrawInvitation,
} from "./invitations.js";
import { changeMemberRole, removeMember, transferOwnership } from "./membership.js";

/** Changes to firms and their members: a person at a keyboard, not a script. */
const FIRM_WRITE_RATE_LIMIT = { max: 30, timeWindow: "1 minute" } as const;
/** Invitations send e-mail: fewer. */
const INVITE_RATE_LIMIT = { max: 20, timeWindow: "1 hour" } as const;

const firmParams = z.object({ firmId: serialIdSchema });
const userIdSchema = inputText().regex(/^[A-Za-z0-9_-]{1,128}$/, "is not a user id");
const memberParams = firmParams.extend({ userId: userIdSchema });
const invitationParams = firmParams.extend({ invitationId: serialIdSchema });
/** The invitation's token travels in a query or a body, never in a path: request logs keep paths. */
const tokenQuery = z.object({ token: invitationTokenSchema });

/**
 * Firm accounts (decision 0250): every route checks membership and role on the server. A member
 * who leaves gives back the seats they held: `releaseSeats` (the seats module's, wired by app.ts)
 * runs in the same transaction.
 */
export async function firmsRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    config: Config;
    releaseSeats: (tx: DbOrTx, firmId: number, userId: string) => Promise<unknown>;
  },
) {
  const { db, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const privately = { "cache-control": "private, no-store" };

  r.get(
    "/api/firms",
    {
      onRequest: requireUser,
      schema: {
        tags: ["firms"],
        summary: "The firms you belong to, with your role in each",
        response: { 200: firmListSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      reply.headers(privately);
      return listFirmsOf(db, currentUser(request).id);
    },
  );

  r.post(
    "/api/firms",
    {
      onRequest: requireUser,
      schema: {
        tags: ["firms"],
        summary: "Create a firm: you become its owner",
        body: firmDetailsSchema,
        response: { 201: firmSchema, 400: errorSchema, 401: errorSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: "1 hour" } },
    },
    async (request, reply) => {
      const firmId = await db.transaction((tx) =>
        createFirm(tx, currentUser(request).id, request.body),
      );
      return reply
        .code(201)
        .headers(privately)
        .send(await firmView(db, firmId, "owner"));
    },
  );

  r.get(
    "/api/firms/:firmId",
    {
      onRequest: requireUser,
      schema: {
        tags: ["firms"],
        summary:
          "One of your firms: its members; billing details for owners and purchasers; pending invitations for owners",
        params: firmParams,
        response: { 200: firmSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { firmId } = request.params;
      const role = await requireFirmRole(db, firmId, currentUser(request).id, ANY_ROLE);
      reply.headers(privately);
      return firmView(db, firmId, role);
    },
  );

  r.put(
    "/api/firms/:firmId",
    {
      onRequest: requireUser,
      schema: {
        tags: ["firms"],
        summary: "Rename the firm or change who its invoices are made out to (owners)",
        params: firmParams,
        body: firmDetailsSchema,
        response: {
          200: firmSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
      config: { rateLimit: FIRM_WRITE_RATE_LIMIT },
    },
    async (request, reply) => {
      const { firmId } = request.params;
      await requireFirmRole(db, firmId, currentUser(request).id, OWNERS);
      await updateFirmDetails(db, firmId, request.body);
      reply.headers(privately);
      return firmView(db, firmId, "owner");
    },
  );

  r.post(
    "/api/firms/:firmId/invitations",
    {
      onRequest: requireUser,
      schema: {
        tags: ["firms"],
        summary:
          "Invite someone by e-mail (owners): the link works once, for 7 days; inviting the address again withdraws the earlier link",
        params: firmParams,
        body: inviteBodySchema,
        response: {
          201: firmInvitationSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
      config: { rateLimit: INVITE_RATE_LIMIT },
    },
    async (request, reply) => {
      const { invitation } = await inviteMember(
        db,
        request.params.firmId,
        currentUser(request).id,
        request.body,
        siteUrlOf(config),
      );
      app.mailer.kick();
      return reply.code(201).send({
        id: invitation.id,
        email: invitation.email,
        role: invitation.role,
        expiresAt: invitation.expiresAt.toISOString(),
        createdAt: invitation.createdAt.toISOString(),
      });
    },
  );

  r.delete(
    "/api/firms/:firmId/invitations/:invitationId",
    {
      onRequest: requireUser,
      schema: {
        tags: ["firms"],
        summary: "Withdraw a pending invitation (owners): its link stops working",
        params: invitationParams,
        response: {
          204: z.null().describe("Withdrawn"),
          ...errorResponses(400, 401, 403, 404),
        },
      },
      config: { rateLimit: FIRM_WRITE_RATE_LIMIT },
    },
    async (request, reply) => {
      const { firmId, invitationId } = request.params;
      await withdrawInvitation(db, firmId, currentUser(request).id, invitationId);
      return reply.code(204).send(null);
    },
  );

  r.patch(
    "/api/firms/:firmId/members/:userId",
    {
      onRequest: requireUser,
      schema: {
        tags: ["firms"],
        summary: "Give a member another role (owners); the last owner cannot step down",
        params: memberParams,
        body: memberRoleBodySchema,
        response: {
          200: firmSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
      config: { rateLimit: FIRM_WRITE_RATE_LIMIT },
    },
    async (request, reply) => {
      const { firmId, userId } = request.params;
      const actorId = currentUser(request).id;
      await changeMemberRole(db, firmId, actorId, userId, request.body.role);
      reply.headers(privately);
      return firmView(db, firmId, await requireFirmRole(db, firmId, actorId, ANY_ROLE));
    },
  );

  r.delete(
    "/api/firms/:firmId/members/:userId",
    {
      onRequest: requireUser,
      schema: {
        tags: ["firms"],
        summary:
          "Remove a member (owners), or leave the firm (your own user id); the last owner cannot leave",
        params: memberParams,
        response: {
          204: z.null().describe("Removed"),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
      config: { rateLimit: FIRM_WRITE_RATE_LIMIT },
    },
    async (request, reply) => {
      const { firmId, userId } = request.params;
      await removeMember(db, firmId, currentUser(request).id, userId, async (tx) => {
        await opts.releaseSeats(tx, firmId, userId);
      });
      return reply.code(204).send(null);
    },
  );

  r.post(
    "/api/firms/:firmId/transfer-ownership",
    {
      onRequest: requireUser,
      schema: {
        tags: ["firms"],
        summary: "Make another member the owner (owners): you become a purchaser",
        params: firmParams,
        body: transferOwnershipBodySchema,
        response: {
          200: firmSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
      config: { rateLimit: FIRM_WRITE_RATE_LIMIT },
    },
    async (request, reply) => {
      const { firmId } = request.params;
      await transferOwnership(db, firmId, currentUser(request).id, request.body.userId);
      reply.headers(privately);
      return firmView(db, firmId, "purchaser");
    },
  );

  r.get(
    "/api/firm-invitations/preview",
    {
      onRequest: requireUser,
      schema: {
        tags: ["firms"],
        summary:
          "What an invitation link offers: the firm, the role, who sent it (the link's token in the query, which logs leave out)",
        querystring: tokenQuery,
        response: {
          200: invitationPreviewSchema,
          ...errorResponses(400, 401, 404, 409, 410),
        },
      },
      config: { rateLimit: FIRM_WRITE_RATE_LIMIT },
    },
    async (request, reply) => {
      reply.headers(privately);
      return previewInvitation(db, request.query.token);
    },
  );

  r.post(
    "/api/firm-invitations/accept",
    {
      onRequest: requireUser,
      schema: {
        tags: ["firms"],
        summary: "Join the firm with the invitation's role; the link is then used up",
        body: tokenQuery,
        response: {
          200: acceptedInvitationSchema,
          ...errorResponses(400, 401, 404, 409, 410),
        },
      },
      config: { rateLimit: FIRM_WRITE_RATE_LIMIT },
    },
    async (request) => acceptInvitation(db, request.body.token, currentUser(request).id),
  );
}
