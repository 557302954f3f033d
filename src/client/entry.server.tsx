import { StrictMode } from "react";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { NonceContext } from "@client/app/nonce";
import { paintFirst } from "./paint-first";
import { readLoaderData, renderInOnePass, renderStreaming } from "./render-document";

export { streamTimeout } from "./render-document";

const encoder = new TextEncoder();
const bytes = (html: string) => encoder.encode(html);

/**
 * Renders a page request's document (React Router calls it once the loaders have answered). The
 * whole page is rendered before the first byte is sent, every Suspense boundary in place: the
 * server keeps and compresses whole pages, a page without JavaScript is complete, and React
 * needs no inline scripts to move late content into place. It is written in one pass when nothing
 * in it waits (decision 0218), else by the streaming renderer. The inline scripts React Router
 * does write carry the response's CSP nonce, and its module scripts wait for the first paint.
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
  const dataAgain = await readLoaderData(routerContext);
  const page = (
    <StrictMode>
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>
    </StrictMode>
  );
  const whole = renderInOnePass(page);
  // As bytes: a string body is encoded again by the Fetch API through a stream of its own.
  if (whole !== undefined)
    return new Response(bytes(paintFirst(whole, nonce)), { status, headers });
  dataAgain();
  const { html, failed } = await renderStreaming(page, nonce);
  return new Response(bytes(paintFirst(html, nonce)), { status: failed ? 500 : status, headers });
}
