import { StrictMode } from "react";
// The web-streams build, not react-dom/server's Node one: the Node build runs every render inside
// an AsyncLocalStorage, which turns on Node 20's async hooks for the whole process from the first
// page on, and from then every promise, nextTick and timer of every request pays for them (the
// catalogue's API reads lost a quarter of their throughput). This build looks for a global
// AsyncLocalStorage, which Node does not have (decision 0253).
import { renderToReadableStream } from "react-dom/server.edge";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { NonceContext } from "@client/app/nonce";
import { paintFirst } from "./paint-first";

/** A page that has not finished rendering by then is abandoned (its errors are the 500 page). */
export const streamTimeout = 10_000;

/**
 * Renders a page request's document (React Router calls it once the loaders have answered). The
 * whole page is rendered before the first byte is sent, every Suspense boundary in place: the
 * server keeps and compresses whole pages, a page without JavaScript is complete, and React
 * needs no inline scripts to move late content into place. The inline scripts React Router does
 * write carry the response's CSP nonce, and its module scripts wait for the first paint.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  headers.set("content-type", "text/html; charset=utf-8");
  if (request.method === "HEAD") return new Response(null, { status, headers });
  const { nonce } = loadContext;
  let failed = false;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), streamTimeout);
  try {
    const stream = await renderToReadableStream(
      <StrictMode>
        <NonceContext value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceContext>
      </StrictMode>,
      {
        nonce,
        // Every boundary inline, in order: an outlined one would need React's scripts to move it.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        signal: timeout.signal,
        onError(error) {
          failed = true;
          console.error(error);
        },
      },
    );
    await stream.allReady;
    const html = paintFirst(await new Response(stream).text(), nonce);
    return new Response(html, { status: failed ? 500 : status, headers });
  } finally {
    clearTimeout(timer);
  }
}
