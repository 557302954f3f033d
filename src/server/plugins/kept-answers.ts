import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import type { KeptAnswer } from "../lib/http-representation.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Public, cacheable reads answered whole before the hooks they do not need (decision 0255). */
    keptAnswers: KeptAnswers;
  }
}

/** A module's reader: the kept answer to this GET, or undefined to let the route answer it. */
export type KeptAnswerReader = (request: FastifyRequest) => KeptAnswer | undefined;

const JSON_TYPE = "application/json; charset=utf-8";

/**
 * Public, cacheable reads answered whole, right after the request edge (decision 0255): a held
 * product (GET /api/products/{id}) needs no cookie, session, validation, compression or ETag
 * hook, and those cost more than a third of its answer. The hook runs after the host allow-list,
 * the NUL refusal and the database check, answers with the security headers every answer
 * carries, and leaves everything else (a 304, a coding not made yet, an id that is not one, a
 * product not held) to the route. Fastify still writes the request's log lines and runs the
 * onResponse hooks (the metrics), as for any answer.
 */
export function keptAnswers() {
  const readers: KeptAnswerReader[] = [];
  let commonHeaders: Readonly<Record<string, string>> = {};
  // The headers of each kept body, made on its first answer: nothing is built per request.
  const headersOf = new WeakMap<Buffer, Record<string, string>>();

  function headers(answer: KeptAnswer): Record<string, string> {
    let made = headersOf.get(answer.bytes);
    if (!made) {
      made = {
        ...commonHeaders,
        "cache-control": "no-cache",
        etag: answer.etag,
        "content-type": JSON_TYPE,
        ...(answer.variesByEncoding ? { vary: "accept-encoding" } : {}),
        ...(answer.encoding ? { "content-encoding": answer.encoding } : {}),
        "content-length": String(answer.bytes.byteLength),
      };
      headersOf.set(answer.bytes, made);
    }
    return made;
  }

  const kept = {
    /** How many answers were kept ones (the tests tell which path answered). */
    answered: 0,
    /** The headers every answer carries (the security headers), once they are made. */
    setCommonHeaders(headers: Readonly<Record<string, string>>) {
      commonHeaders = headers;
    },
    add(reader: KeptAnswerReader) {
      readers.push(reader);
    },
    /** The onRequest hook: registered after the request edge's checks, before the other hooks. */
    hook(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
      if (request.method !== "GET") return done();
      for (const read of readers) {
        const answer = read(request);
        if (!answer) continue;
        kept.answered += 1;
        reply.hijack();
        reply.raw.writeHead(200, headers(answer));
        reply.raw.end(answer.bytes);
        return;
      }
      done();
    },
  };
  return kept;
}

export type KeptAnswers = ReturnType<typeof keptAnswers>;
