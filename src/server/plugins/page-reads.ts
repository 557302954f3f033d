import type { FastifyRequest } from "fastify";

/**
 * A GET answer a page's loader takes straight from the module that owns it, instead of a whole
 * in-process request (docs/pages-and-rendering.md, docs/performance.md). It is given the page's
 * own request, whose session the page handler has already looked up, so it sees the same user,
 * cookies and address the API would. It answers only what it can answer exactly as its route
 * would with a 200: the JSON value the route would send (checked by the loader against the
 * query's contract, as any answer is). Anything else (nobody signed in, an id that is not one, no
 * such product) is `undefined`, and the page asks the API in-process as before, so every refusal,
 * status and message stays the route's own.
 */
export type PageRead = (request: FastifyRequest, url: string) => Promise<unknown> | unknown;

export interface PageReads {
  /** A module's read for the GET URLs `url` matches (a whole URL, or a pattern of whole URLs). */
  add(url: string | RegExp, read: PageRead): void;
  /** The read for a GET URL, if a module gave one. */
  find(url: string): PageRead | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The page reads the modules give (app.ts decorates it before they register). */
    pageReads: PageReads;
  }
}

export function createPageReads(): PageReads {
  const exact = new Map<string, PageRead>();
  const patterns: Array<[RegExp, PageRead]> = [];
  return {
    add(url, read) {
      if (typeof url === "string") exact.set(url, read);
      else patterns.push([new RegExp(`^(?:${url.source})$`), read]);
    },
    find(url) {
      return exact.get(url) ?? patterns.find(([pattern]) => pattern.test(url))?.[1];
    },
  };
}
