import { z } from "zod";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  type ChatMessage,
  chatMessageListSchema,
  conversationInsightsSchema,
  conversationParamsSchema,
  sendMessageBodySchema,
  sendMessageResponseSchema,
  startConversationBodySchema,
  startConversationResponseSchema,
} from "../../../shared/advisor/contracts.js";
import type { ConversationState } from "../../../shared/advisor/conversation-state.js";
import { composeInitialMessage } from "../../../shared/advisor/initial-message.js";
import { errorResponses, errorSchema, serialIdSchema } from "../../../shared/contracts/common.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { HttpError, notFound } from "../../lib/http-error.js";
import type { Advisor } from "./advisor.js";
import type { ProductsCache } from "../products/index.js";
import { advisorCatalogue } from "./advisor-catalogue.js";
import {
  addTurn,
  adoptConversations,
  countMessages,
  createConversation,
  findOwnedConversation,
  listMessages,
  type ConversationOwner,
} from "./conversations-repository.js";
import type { AdvisorConversation } from "./conversation.js";
import { GREETING } from "./answer/compose.js";
import { greetingState } from "./answer/turn.js";
import { LocalAdvisor } from "./local-advisor.js";
import { renderMemo } from "./memo/render-memo.js";
import { ToolCallingAdvisor } from "./model/tool-calling-advisor.js";
import { catalogueView } from "./tools/catalogue-view.js";

/** Per minute. A session gets a conversation's worth; an address gets room for an office behind NAT. */
export const ADVISOR_LIMITS = {
  start: { perSession: 10, perIp: 30 },
  chat: { perSession: 20, perIp: 60 },
  insights: { perSession: 20, perIp: 60 },
  messages: { perSession: 60, perIp: 180 },
  memo: { perSession: 20, perIp: 60 },
} as const;

/**
 * A conversation holds at most this many messages (issue 16, finding 3: a 2,000-message one made
 * insights take 1.2 s and the messages answer 8.4 MB). The advisor reads at most the latest
 * MESSAGES_PAGE of them; GET /api/ai/messages answers the latest page, older ones with ?before=.
 */
export const CONVERSATION_MAX_MESSAGES = 200;
export const MESSAGES_PAGE = 100;
export const CONVERSATION_FULL = `This conversation has reached its limit of ${CONVERSATION_MAX_MESSAGES} messages. Start a new chat to keep going.`;
const WINDOW = "1 minute";

const NOT_FOUND = "Conversation not found";

/** The route's own limit counts per session; a caller without one is left to the address limit. */
const perSession = (max: number) => ({
  max,
  timeWindow: WINDOW,
  keyGenerator: (request: FastifyRequest) => `session:${request.session?.key ?? ""}`,
  allowList: (request: FastifyRequest) => !request.session,
});

/** The latest reply carries the follow-ups the state offers (issue 43); older ones none. */
function withSuggestions(list: ChatMessage[], state: ConversationState | null): ChatMessage[] {
  const last = list.at(-1);
  if (!last || last.role !== "assistant" || !state?.suggestions.length) return list;
  return [...list.slice(0, -1), { ...last, suggestions: state.suggestions }];
}

const ownerOf = (request: FastifyRequest): ConversationOwner => ({
  sessionKey: request.session?.key ?? null,
  userId: request.user?.id ?? null,
});

export function createAdvisor(config: Config, log: FastifyInstance["log"]): Advisor {
  const local = new LocalAdvisor();
  return config.ai ? new ToolCallingAdvisor(config.ai, local, log) : local;
}

export async function advisorRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; products: ProductsCache; advisor?: Advisor },
) {
  const { db } = opts;
  const catalogue = () => advisorCatalogue(opts.products);
  // A visitor's conversations stay theirs after signing in.
  app.onSignIn(adoptConversations);
  const advisor = opts.advisor ?? createAdvisor(opts.config, app.log);
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The per-session limit is the route's own; this one caps a whole address (sessions are free). */
  const perIp = (name: string, max: number) => {
    const check = app.createRateLimit({
      max,
      timeWindow: WINDOW,
      keyGenerator: (request) => `advisor-${name}-ip:${request.ip}`,
    });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header("retry-after", String(result.ttlInSeconds));
        throw new HttpError(
          429,
          `Too many requests. Please wait ${result.ttlInSeconds} seconds and try again.`,
          "rate_limited",
        );
      }
    };
  };

  const ownedConversation = async (request: FastifyRequest, id: string) => {
    const conversation = await findOwnedConversation(db, id, ownerOf(request));
    if (!conversation) throw notFound(NOT_FOUND, "conversation_not_found");
    return conversation;
  };

  r.post(
    "/api/ai/start-conversation",
    {
      schema: {
        tags: ["advisor"],
        summary: "Start an advisor conversation (the wizard sends its answers and first message)",
        // New Chat sends no body at all, which reaches the schema as null.
        body: startConversationBodySchema.nullish(),
        response: { 200: startConversationResponseSchema, 400: errorSchema, 429: errorSchema },
      },
      config: { rateLimit: perSession(ADVISOR_LIMITS.start.perSession) },
      preHandler: perIp("start", ADVISOR_LIMITS.start.perIp),
    },
    async (request, reply) => {
      const session = await request.ensureSession(reply);
      const onboarding = request.body?.onboardingData ?? null;
      const firstMessage =
        request.body?.initialMessage ?? (onboarding ? composeInitialMessage(onboarding) : null);
      const turn = firstMessage
        ? await advisor.reply(
            { onboarding, messages: [{ role: "user", content: firstMessage }] },
            await catalogue(),
          )
        : null;
      const firstMessages = turn
        ? [
            { role: "user" as const, content: firstMessage! },
            { role: "assistant" as const, content: turn.text },
          ]
        : [{ role: "assistant" as const, content: GREETING }];
      const conversationId = await createConversation(
        db,
        { sessionKey: session.key, userId: request.user?.id ?? null },
        onboarding,
        firstMessages,
        turn?.state ?? greetingState(catalogueView(await catalogue())),
      );
      return { conversationId };
    },
  );

  r.get(
    "/api/ai/messages/:conversationId",
    {
      schema: {
        tags: ["advisor"],
        summary: "The messages of one of your conversations, oldest first",
        params: conversationParamsSchema,
        querystring: z.object({
          before: serialIdSchema
            .optional()
            .describe("Only messages older than this message id (the next page back)"),
        }),
        response: {
          200: chatMessageListSchema,
          ...errorResponses(400, 404, 429),
        },
      },
      config: { rateLimit: perSession(ADVISOR_LIMITS.messages.perSession) },
      preHandler: perIp("messages", ADVISOR_LIMITS.messages.perIp),
    },
    async (request) => {
      const conversation = await ownedConversation(request, request.params.conversationId);
      const list = await listMessages(db, conversation.id, {
        limit: MESSAGES_PAGE,
        before: request.query.before,
      });
      return request.query.before === undefined ? withSuggestions(list, conversation.state) : list;
    },
  );

  r.post(
    "/api/ai/chat/:conversationId",
    {
      schema: {
        tags: ["advisor"],
        summary: "Send a message and get the advisor's reply",
        params: conversationParamsSchema,
        body: sendMessageBodySchema,
        response: {
          200: sendMessageResponseSchema,
          ...errorResponses(400, 404, 429),
        },
      },
      config: { rateLimit: perSession(ADVISOR_LIMITS.chat.perSession) },
      preHandler: perIp("chat", ADVISOR_LIMITS.chat.perIp),
    },
    async (request) => {
      const conversation = await ownedConversation(request, request.params.conversationId);
      if ((await countMessages(db, conversation.id)) + 2 > CONVERSATION_MAX_MESSAGES)
        throw new HttpError(409, CONVERSATION_FULL, "conversation_full");
      const history = await listMessages(db, conversation.id, { limit: MESSAGES_PAGE });
      const message = request.body.message;
      const advisorConversation: AdvisorConversation = {
        onboarding: conversation.onboarding,
        messages: [...history, { role: "user", content: message }],
        state: conversation.state,
      };
      const turn = await advisor.reply(advisorConversation, await catalogue());
      // Counted again under the conversation's lock: turns sent at once cannot pass the cap.
      const added = await addTurn(
        db,
        conversation.id,
        [
          { role: "user", content: message },
          { role: "assistant", content: turn.text },
        ],
        turn.state,
        CONVERSATION_MAX_MESSAGES,
      );
      if (!added) throw new HttpError(409, CONVERSATION_FULL, "conversation_full");
      const [userMessage, assistantMessage] = added;
      return {
        userMessage: userMessage!,
        assistantMessage: { ...assistantMessage!, suggestions: turn.state.suggestions },
      };
    },
  );

  r.get(
    "/api/ai/insights/:conversationId",
    {
      schema: {
        tags: ["advisor"],
        summary: "Recommendations, key topics and next steps drawn from one of your conversations",
        params: conversationParamsSchema,
        response: {
          200: conversationInsightsSchema,
          ...errorResponses(400, 404, 429),
        },
      },
      config: { rateLimit: perSession(ADVISOR_LIMITS.insights.perSession) },
      preHandler: perIp("insights", ADVISOR_LIMITS.insights.perIp),
    },
    async (request) => {
      const conversation = await ownedConversation(request, request.params.conversationId);
      const history = await listMessages(db, conversation.id, { limit: MESSAGES_PAGE });
      return advisor.insights(
        { onboarding: conversation.onboarding, messages: history, state: conversation.state },
        await catalogue(),
      );
    },
  );

  r.get(
    "/api/ai/memo/:conversationId",
    {
      schema: {
        tags: ["advisor"],
        summary:
          "A dated decision memo (printable HTML) of one of your conversations: needs, recommendation, costs and the facts cited",
        params: conversationParamsSchema,
        response: {
          200: z.string().describe("An HTML page"),
          ...errorResponses(400, 404, 429),
        },
      },
      config: { rateLimit: perSession(ADVISOR_LIMITS.memo.perSession) },
      preHandler: perIp("memo", ADVISOR_LIMITS.memo.perIp),
    },
    async (request, reply) => {
      const conversation = await ownedConversation(request, request.params.conversationId);
      const origin = opts.config.publicUrl
        ? new URL(opts.config.publicUrl).origin
        : `${request.protocol}://${request.host}`;
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "private, no-store")
        .send(
          renderMemo({
            state: conversation.state,
            onboarding: conversation.onboarding,
            view: catalogueView(await catalogue()),
            now: new Date(),
            origin,
          }),
        );
    },
  );
}
