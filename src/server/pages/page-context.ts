import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type {
  ApiAnswer,
  LoadedQuery,
  PageContext,
  PageQuery,
} from "../../shared/contracts/page-render.js";

type InjectedResponse = Awaited<ReturnType<FastifyInstance["inject"]>>;
type Answer = Pick<InjectedResponse, "statusCode" | "statusMessage" | "payload" | "headers">;

/**
 * A page whose loaders run while the server is shutting down (a deploy, a scale-in): Fastify
 * refuses in-process requests once `close()` has begun, so the page answers 503, as Fastify
 * answers a request that arrives then, and a proxy or the person tries again.
 */
const SHUTTING_DOWN: Answer = {
  statusCode: 503,
  statusMessage: "Service Unavailable",
  headers: {},
  payload: JSON.stringify({
    message: "The server is restarting. Please try again in a moment.",
    code: "service_unavailable",
  }),
};
const isShutdownRefusal = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === "FST_ERR_REOPENED_CLOSE_SERVER";

/** The page context, and what the server learns from it about the page it made. */
export type ServerPageContext = PageContext & {
  /** Every API URL the page's loaders read. */
  readonly readUrls: ReadonlySet<string>;
};

/** The server's `{ message, code }`, when its answer has them. */
function errorOf(text: string): { serverMessage?: string; code?: string } {
  let body: { message?: unknown; code?: unknown } | null;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return {};
  }
  const { message, code } = body ?? {};
  return {
    ...(typeof message === "string" && message ? { serverMessage: message } : {}),
    ...(typeof code === "string" && code ? { code } : {}),
  };
}

/**
 * What a page's loaders and actions are given (docs/pages-and-rendering.md): the API of this same
 * server, asked in-process (`inject`) with the visitor's cookie and address, so every rule of the
 * API applies to a page as it does to the browser, except the reads a module answers itself for
 * a page (the user, the cart, a product: plugins/page-reads.ts); each answer is checked against
 * its query's shared contract. A session whose expiry was extended (or a new one, after a sign-in
 * form) sends its cookie: it is passed on to the browser.
 */
export function createPageContext(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  page: Pick<PageContext, "user" | "origin" | "timeZone" | "nonce">,
): ServerPageContext {
  const cookie = request.headers.cookie;
  const passCookies = (answer: Answer) => {
    const setCookie = answer.headers["set-cookie"];
    if (setCookie) reply.header("set-cookie", setCookie);
    return answer;
  };
  const ask = (method: string, url: string, body?: unknown): Promise<Answer> =>
    app
      .inject({
        method: method as "GET",
        url,
        remoteAddress: request.ip,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(request.headers["user-agent"] ? { "user-agent": request.headers["user-agent"] } : {}),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      })
      .then(passCookies, (error: unknown) => {
        if (isShutdownRefusal(error)) return SHUTTING_DOWN;
        throw error;
      });

  /**
   * The module's own read of a GET (plugins/page-reads.ts), as the route's 200 would be: the
   * same JSON. It declines (or fails) and the API is asked, so a refusal or an error is the
   * route's own answer.
   */
  const readDirectly = async (url: string): Promise<Answer | undefined> => {
    const read = app.pageReads.find(url);
    const value: unknown = read
      ? await Promise.resolve(read(request, url)).catch(() => undefined)
      : undefined;
    if (value === undefined) return undefined;
    const payload = typeof value === "string" ? value : JSON.stringify(value);
    return { statusCode: 200, statusMessage: "OK", headers: {}, payload };
  };

  const answers = new Map<string, Promise<Answer>>();
  const readUrls = new Set<string>();
  // One time for every answer of the request: the page's data says when it was read.
  const at = Date.now();
  const get = (url: string) => {
    readUrls.add(url);
    let answer = answers.get(url);
    if (!answer) {
      answer = readDirectly(url).then((direct) => direct ?? ask("GET", url));
      answers.set(url, answer);
    }
    return answer;
  };

  const loadOne = async (query: PageQuery): Promise<LoadedQuery> => {
    const answer = await get(query.url);
    const base = { url: query.url, at, ...(query.infinite ? { infinite: true } : {}) };
    const status = answer.statusCode;
    if (query.nullOn401 && status === 401) return { ...base, data: null };
    if (status < 200 || status >= 300) {
      const text = answer.payload || answer.statusMessage;
      return {
        ...base,
        error: { status, message: `${status}: ${text}`, ...errorOf(answer.payload) },
      };
    }
    const json: unknown = JSON.parse(answer.payload);
    const data = query.contract ? (await query.contract()).parse(json) : json;
    // An infinite query's cache entry: its pages so far (the first) and their cursors.
    return { ...base, data: query.infinite ? { pages: [data], pageParams: [null] } : data };
  };

  return {
    ...page,
    readUrls,
    load: async (queries) => ({ queries: await Promise.all(queries.map(loadOne)) }),
    send: async (method, url, body): Promise<ApiAnswer> => {
      const answer = await ask(method, url, body);
      let parsed: unknown;
      try {
        parsed = answer.payload ? (JSON.parse(answer.payload) as unknown) : undefined;
      } catch {
        parsed = undefined;
      }
      return { status: answer.statusCode, body: parsed };
    },
  };
}
