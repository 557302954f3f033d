import { createElement as h, lazy, Suspense, type ReactNode } from "react";
import type { EntryContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { readLoaderData, renderInOnePass, renderStreaming } from "./render-document";

const documentOf = (body: ReactNode) =>
  h(
    "html",
    { lang: "en" },
    h("head", null, h("title", null, "A page")),
    h("body", null, h("main", null, h("h1", null, "Hello"), h(Suspense, { fallback: "…" }, body))),
  );

function Thrower(): ReactNode {
  throw new Error("broken part");
}

describe("renderInOnePass", () => {
  it("writes the same document as the streaming renderer, doctype included", async () => {
    const page = documentOf(h("p", { className: "x" }, "Price: ", 12, " & more"));
    const whole = renderInOnePass(page);
    expect(whole).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(whole).toBe((await renderStreaming(page, "bm9uY2U=")).html);
  });

  it("gives way to the streaming renderer while a lazily loaded part is not loaded, then writes it", async () => {
    let loaded!: () => void;
    const arrived = new Promise<void>((resolve) => (loaded = resolve));
    const Part = lazy(async () => {
      await arrived;
      return { default: () => h("p", null, "the part") };
    });
    const page = documentOf(h(Part));
    expect(renderInOnePass(page)).toBeUndefined();
    const streaming = renderStreaming(page, "bm9uY2U=");
    loaded();
    const { html, failed } = await streaming;
    expect(failed).toBe(false);
    expect(html).toContain("<p>the part</p>");
    expect(renderInOnePass(page)).toBe(html);
  });

  it("gives way to the streaming renderer when a part throws, which reports it", async () => {
    const page = documentOf(h(Thrower));
    expect(renderInOnePass(page)).toBeUndefined();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect((await renderStreaming(page, "bm9uY2U=")).failed).toBe(true);
      expect(error).toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });
});

describe("readLoaderData", () => {
  const streamOf = (...chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });

  it("puts the whole data where React Router's stream transfer looks first, and gives it again as a stream", async () => {
    const context = {
      serverHandoffStream: streamOf('[{"_1":2},', '"loaderData"]\n'),
      renderMeta: {},
    } as unknown as EntryContext;
    const dataAgain = await readLoaderData(context);
    const cache = context.renderMeta!.streamCache!;
    expect(cache[0]!.result).toEqual({ done: false, value: '[{"_1":2},"loaderData"]\n' });
    expect(cache[1]!.result).toEqual({ done: true, value: "" });
    dataAgain();
    expect(await new Response(context.serverHandoffStream).text()).toBe(
      '[{"_1":2},"loaderData"]\n',
    );
  });
});
