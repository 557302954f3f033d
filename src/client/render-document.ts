// The web-streams build, not react-dom/server's Node one: the Node build runs every render inside
// an AsyncLocalStorage, which turns on Node 20's async hooks for the whole process from the first
// page on, and from then every promise, nextTick and timer of every request pays for them (the
// catalogue's API reads lost a quarter of their throughput). This build looks for a global
// AsyncLocalStorage, which Node does not have (decision 0253). Its renderToString is React's
// legacy string renderer, which keeps no storage either.
import type { ReactElement } from "react";
import { renderToReadableStream, renderToString } from "react-dom/server.edge";
import type { EntryContext } from "react-router";

/**
 * A whole page in one synchronous pass of React's string renderer, or undefined when the page
 * cannot be written that way (decision 0218): something in it suspended (a lazily loaded part not
 * loaded yet since the server started, data still on its way) or threw. The string renderer
 * writes the same HTML as the streaming one, without encoding every piece of it to bytes on the
 * way (on Node 20 a fifth of a signed-in page's CPU); a boundary it could not finish is written as
 * one for the browser to render (`<!--$!`), and then the page must be rendered by the streaming
 * renderer, which waits for it and reports the error.
 */
export function renderInOnePass(page: ReactElement): string | undefined {
  let html: string;
  try {
    html = renderToString(page);
  } catch {
    return undefined;
  }
  if (html.includes("<!--$!") || html.includes("<!--$?")) return undefined;
  // The string renderer leaves out the doctype the streaming one writes before <html>.
  return html.startsWith("<html") ? `<!DOCTYPE html>${html}` : html;
}

/** A page that has not finished rendering by then is abandoned (its errors are the 500 page). */
export const streamTimeout = 10_000;

/**
 * The page through React's streaming renderer, every Suspense boundary waited for and written
 * inline in order (an outlined one would need React's scripts to move it), with the response's
 * CSP nonce on anything React writes itself.
 */
export async function renderStreaming(
  page: ReactElement,
  nonce: string,
): Promise<{ html: string; failed: boolean }> {
  let failed = false;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), streamTimeout);
  try {
    const stream = await renderToReadableStream(page, {
      nonce,
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      signal: timeout.signal,
      onError(error) {
        failed = true;
        console.error(error);
      },
    });
    await stream.allReady;
    return { html: await new Response(stream).text(), failed };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * React Router writes the loaders' data into the page from a stream (`StreamTransfer`, a Suspense
 * boundary per chunk, which looks in `renderMeta.streamCache` before reading). Read whole before
 * the render and put in that cache, the data is there when the page asks for it and nothing
 * suspends. Returns a way to give a second render the same data as a fresh stream (the first
 * render took a reader of the original).
 */
export async function readLoaderData(context: EntryContext): Promise<() => void> {
  const stream = context.serverHandoffStream;
  if (!stream || !context.renderMeta) return () => {};
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let value = "";
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
    value += decoder.decode(chunk.value, { stream: true });
  value += decoder.decode();
  reader.releaseLock();
  const settled = (result: { done: boolean; value: string }) =>
    Object.assign(Promise.resolve(), { result });
  context.renderMeta.streamCache = value
    ? { 0: settled({ done: false, value }), 1: settled({ done: true, value: "" }) }
    : { 0: settled({ done: true, value: "" }) };
  return () => {
    context.serverHandoffStream = new ReadableStream<Uint8Array>({
      start(controller) {
        if (value) controller.enqueue(new TextEncoder().encode(value));
        controller.close();
      },
    });
  };
}
