import { PassThrough } from "node:stream";
import { StrictMode } from "react";
import { renderToPipeableStream } from "react-dom/server";
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
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  headers.set("content-type", "text/html; charset=utf-8");
  if (request.method === "HEAD") return Promise.resolve(new Response(null, { status, headers }));
  const { nonce } = loadContext;
  return new Promise((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <StrictMode>
        <NonceContext value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceContext>
      </StrictMode>,
      {
        nonce,
        // Every boundary inline, in order: an outlined one would need React's scripts to move it.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timer);
            const html = paintFirst(Buffer.concat(chunks).toString("utf8"), nonce);
            resolve(new Response(html, { status: failed ? 500 : status, headers }));
          });
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          failed = true;
          console.error(error);
        },
      },
    );
    const timer = setTimeout(abort, streamTimeout);
  });
}
