import { z } from "zod";
import type { ConversationState } from "../../../../shared/advisor/conversation-state.js";
import type { OnboardingData } from "../../../../shared/advisor/onboarding.js";
import { INTEGRATIONS } from "../../../../shared/product-facts.js";
import { SERVICES } from "../../../../shared/advisor/options.js";
import { capabilitySignals } from "../needs/capabilities.js";
import { normalise } from "../needs/text.js";
import { firmProfile } from "../ranking/firm-profile.js";
import { recommendationPart, type AnswerPart } from "../answer/route.js";
import type { CatalogueView } from "../tools/catalogue-view.js";
import { compare } from "../tools/compare.js";
import { costOf } from "../tools/cost.js";
import { coverage, integrations } from "../tools/coverage.js";
import { askProduct, productFacts } from "../tools/product-facts.js";
import { POLICY_TOPICS, storePolicy } from "../tools/store-policy.js";
import type { Subject } from "../tools/subjects.js";
import { readSubject } from "../understanding/read-message.js";

/**
 * The catalogue tools as a model calls them (OpenAI-compatible function calling): each has a
 * zod schema for its arguments (sent as JSON Schema, and checked again when called), runs the
 * same tool the local advisor uses, and gives back the answer part the server writes the reply
 * from, plus a compact result for the model to read.
 */

const productId = z
  .number()
  .int()
  .positive()
  .describe("A product id from the catalogue list or an earlier tool result");
const count = (what: string) => z.number().int().min(1).max(10_000).optional().describe(what);

export const MODEL_TOOL_SCHEMAS = {
  find_products: z
    .object({
      needs: z
        .string()
        .max(300)
        .optional()
        .describe("What the firm needs, in its words: 'client portal', 'payroll for clients'"),
      service: z.enum(SERVICES).optional(),
      integration: z
        .enum(INTEGRATIONS)
        .optional()
        .describe("Only products that list this integration"),
      runsOn: z.enum(["cloud", "windows", "mac"]).optional(),
      seats: count("People who will use per-user products"),
      clients: count("Clients a per-client price counts"),
    })
    .describe(
      "Products that fit the firm best: its stated needs, budget, seats and clients, and these filters",
    ),
  product_facts: z
    .object({
      productId,
      about: z
        .string()
        .max(200)
        .optional()
        .describe(
          "What is asked: 'Form 990-PF', 'runs on a Mac', 'free trial', 'estate tax projections'",
        ),
    })
    .describe("One product's fact sheet, or its answer (yes / no / not stated) about one subject"),
  cost: z
    .object({
      productIds: z.array(productId).min(1).max(3),
      seats: count("People (per-user prices)"),
      clients: count("Clients (per-client prices)"),
      returns: count("Returns (per-return prices)"),
      months: z.number().int().min(1).max(120).optional(),
    })
    .describe(
      "Monthly, due today, first-year and renewal cost for the firm's seats or clients, priced by the shop",
    ),
  compare: z
    .object({ productIds: z.array(productId).min(2).max(3) })
    .describe(
      "Two or three products' facts and costs side by side, and whether they do the same job",
    ),
  coverage: z
    .object({
      about: z
        .string()
        .min(1)
        .max(200)
        .describe("A need, form, security fact or software: 'e-signature', 'Form 1065', 'SSO'"),
      runsOn: z.enum(["cloud", "windows", "mac"]).optional(),
    })
    .describe("Which products' sheets say they do something, and which list it as not included"),
  integrations: z
    .object({ integration: z.enum(INTEGRATIONS), productId: productId.optional() })
    .describe("Whether a product works with some software, and which products list it"),
  store_policy: z
    .object({ topics: z.array(z.enum(POLICY_TOPICS)).min(1) })
    .describe(
      "The store's published policies: refunds, trials, support hours, delivery, licences, payment, cancelling, demos",
    ),
} as const;

export type ModelToolName = keyof typeof MODEL_TOOL_SCHEMAS;
export const MODEL_TOOL_NAMES = Object.keys(MODEL_TOOL_SCHEMAS) as ModelToolName[];

/** The tools in the chat-completions request's shape. */
export function modelToolDefinitions() {
  return MODEL_TOOL_NAMES.map((name) => {
    const schema = MODEL_TOOL_SCHEMAS[name];
    const { $schema: _drop, ...parameters } = z.toJSONSchema(schema) as Record<string, unknown>;
    return {
      type: "function" as const,
      function: { name, description: schema.description ?? name, parameters },
    };
  });
}

export interface ToolContext {
  view: CatalogueView;
  state: ConversationState;
  onboarding: OnboardingData | null;
  now: Date;
}

export interface ToolRun {
  part: AnswerPart;
  /** What the model reads back: ids, names and figures from the result, nothing else. */
  summary: unknown;
}

export class ToolCallError extends Error {}

const known = (ctx: ToolContext, ids: number[]): number[] => {
  const missing = ids.filter((id) => !ctx.view.byId.has(id));
  if (missing.length)
    throw new ToolCallError(`No product with id ${missing.join(", ")} in the catalogue`);
  return ids;
};

const subjectOf = (ctx: ToolContext, about: string): Subject => {
  const subject = readSubject(ctx.view, about);
  if (!subject) throw new ToolCallError(`Could not read what "${about}" asks about`);
  return subject;
};

/** Runs one tool call with checked arguments. Throws ToolCallError for arguments it cannot use. */
export function runModelTool(name: string, rawArguments: string, ctx: ToolContext): ToolRun {
  if (!(name in MODEL_TOOL_SCHEMAS)) throw new ToolCallError(`Unknown tool "${name}"`);
  let json: unknown;
  try {
    json = JSON.parse(rawArguments || "{}");
  } catch {
    throw new ToolCallError("The arguments are not JSON");
  }
  const parsed = MODEL_TOOL_SCHEMAS[name as ModelToolName].safeParse(json);
  if (!parsed.success)
    throw new ToolCallError(
      `Bad arguments: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`,
    );
  const args = parsed.data as Record<string, unknown>;
  const { view, state, now } = ctx;
  const headcount = {
    seats: (args.seats as number | undefined) ?? state.firm.seats,
    clients: (args.clients as number | undefined) ?? state.firm.clients,
    returns: (args.returns as number | undefined) ?? state.firm.returns,
  };
  switch (name as ModelToolName) {
    case "find_products": {
      const a = args as z.infer<(typeof MODEL_TOOL_SCHEMAS)["find_products"]>;
      const firmState = {
        ...state,
        firm: {
          ...state.firm,
          ...headcount,
          services: a.service ? [...state.firm.services, a.service] : state.firm.services,
        },
      };
      const needs = capabilitySignals(normalise(a.needs ?? ""));
      const firm = firmProfile(firmState, ctx.onboarding, {
        needs,
        text: a.needs ?? "",
        services: [],
      });
      const mustHave: Subject[] = [
        ...(a.integration ? [{ kind: "integration" as const, name: a.integration }] : []),
        ...(a.runsOn ? [{ kind: "deployment" as const, value: a.runsOn }] : []),
      ];
      const part = recommendationPart(view, firmState, firm, now, mustHave);
      return {
        part,
        summary: part.products.map((p) => ({
          productId: p.productId,
          name: p.name,
          relevance: p.relevance,
        })),
      };
    }
    case "product_facts": {
      const a = args as z.infer<(typeof MODEL_TOOL_SCHEMAS)["product_facts"]>;
      const product = view.byId.get(known(ctx, [a.productId])[0]!)!;
      if (!a.about) {
        const facts = productFacts(product);
        return {
          part: { kind: "facts", facts: [facts] },
          summary: { name: facts.name, lines: facts.lines.map((l) => `${l.label}: ${l.text}`) },
        };
      }
      const answer = askProduct(view, product, subjectOf(ctx, a.about));
      return {
        part: { kind: "capability", answers: [answer], cost: null, alternatives: [] },
        summary: {
          name: answer.name,
          subject: answer.subjectLabel,
          verdict: answer.verdict,
          value: answer.value,
          quote: answer.quote,
        },
      };
    }
    case "cost": {
      const a = args as z.infer<(typeof MODEL_TOOL_SCHEMAS)["cost"]>;
      const result = costOf(
        view,
        {
          ...headcount,
          productIds: known(ctx, a.productIds),
          months: a.months ?? null,
          budget: state.budget,
        },
        now,
      );
      return {
        part: { kind: "cost", result, cheapest: null, fits: false },
        summary: result.lines.map((l) => ({
          productId: l.productId,
          name: l.name,
          quantity: l.quantityLabel,
          line: l.lineCents / 100,
          firstYear: l.firstYearCents / 100,
        })),
      };
    }
    case "compare": {
      const a = args as z.infer<(typeof MODEL_TOOL_SCHEMAS)["compare"]>;
      const result = compare(view, { ...headcount, productIds: known(ctx, a.productIds) }, now);
      return {
        part: { kind: "compare", result },
        summary: { products: result.products.map((p) => p.name), overlap: result.overlap },
      };
    }
    case "coverage": {
      const a = args as z.infer<(typeof MODEL_TOOL_SCHEMAS)["coverage"]>;
      const result = coverage(view, {
        subject: subjectOf(ctx, a.about),
        deployment: a.runsOn ?? null,
        excludeIds: state.rejected,
      });
      return {
        part: { kind: "coverage", result },
        summary: { doing: result.doing.map((d) => ({ productId: d.productId, name: d.name })) },
      };
    }
    case "integrations": {
      const a = args as z.infer<(typeof MODEL_TOOL_SCHEMAS)["integrations"]>;
      if (a.productId) known(ctx, [a.productId]);
      const result = integrations(view, {
        productId: a.productId ?? null,
        integration: a.integration,
        excludeIds: state.rejected,
      });
      return {
        part: result.answer
          ? { kind: "integration", results: [result] }
          : {
              kind: "coverage",
              result: coverage(view, {
                subject: { kind: "integration", name: a.integration },
                excludeIds: state.rejected,
              }),
            },
        summary: {
          verdict: result.answer?.verdict ?? null,
          listing: result.listing.map((l) => l.name),
        },
      };
    }
    case "store_policy": {
      const a = args as z.infer<(typeof MODEL_TOOL_SCHEMAS)["store_policy"]>;
      const entries = storePolicy(a.topics);
      return { part: { kind: "policy", entries }, summary: entries.map((e) => e.text) };
    }
  }
}
