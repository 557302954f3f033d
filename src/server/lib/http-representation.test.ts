import { randomBytes } from "node:crypto";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  FIRST_WINDOW_BODY_BYTES,
  gzipAfterStart,
  improvingBody,
  preparedStart,
} from "./http-representation.js";

// Text that compresses like a page (repeated markup) with some bytes that do not.
const page =
  "<!doctype html><html><head><style>" +
  ".flex{display:flex}.grid{display:grid}".repeat(800) +
  "</style></head><body>" +
  `<p>${randomBytes(3000).toString("base64")}</p>`.repeat(3) +
  "<p>Prix: 12 € — déjà vu ✓</p></body></html>";

describe("a body gzipped after a prepared start", () => {
  it("is one gzip member that decompresses to the start and the rest, wherever the cut", async () => {
    for (const cut of [0, 1, 1000, 40_000, page.length - 1, page.length]) {
      const start = preparedStart(page.slice(0, cut));
      const rest = Buffer.from(page.slice(cut));
      const gzipped = await gzipAfterStart(start, rest, "quick");
      expect(gunzipSync(gzipped).toString(), `cut at ${cut}`).toBe(page);
      // One member whose trailer checks the whole: gunzip verifies the CRC and the length.
      expect(gzipped.readUInt32LE(gzipped.length - 4), `cut at ${cut}`).toBe(
        Buffer.byteLength(page),
      );
    }
  });

  it("reuses the start's compressed bytes: only the rest costs work per request", async () => {
    const styleEnd = page.indexOf("</style>");
    const start = preparedStart(page.slice(0, styleEnd));
    const a = await gzipAfterStart(start, Buffer.from("<p>one</p>"), "quick");
    const b = await gzipAfterStart(start, Buffer.from("<p>two, longer</p>"), "quick");
    // Both begin with the gzip header and the same deflated start.
    const prefix = 10 + start.deflated.length;
    expect(a.subarray(0, prefix).equals(b.subarray(0, prefix))).toBe(true);
    expect(gunzipSync(b).toString()).toBe(page.slice(0, styleEnd) + "<p>two, longer</p>");
    // The start compresses well (repeated CSS): far below its own size.
    expect(start.deflated.length).toBeLessThan(start.bytes.length / 20);
  });
});

/** A page of `randomParts` incompressible paragraphs (about 3 KB of brotli each) and markup. */
const pageWith = (randomParts: number) =>
  page.replace(/<p>[^<]*<\/p>/g, "") +
  Array.from({ length: randomParts }, () => `<p>${randomBytes(3000).toString("base64")}</p>`).join(
    "",
  );

describe("a kept body that improves", () => {
  it("answers quality 6 at first and brotli's best once it is made, when that is what fits the first window", async () => {
    const body = Buffer.from(pageWith(6));
    const kept = improvingBody(body);
    const first = await kept.encoded("br");
    expect(first.length).toBeGreaterThan(FIRST_WINDOW_BODY_BYTES);
    expect(brotliDecompressSync(first).equals(body)).toBe(true);
    const best = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    // Made in the thread pool after the first answer; later answers get it.
    await expect.poll(async () => (await kept.encoded("br")).length).toBe(best.length);
    expect(first.length).toBeGreaterThan(best.length);
    expect(brotliDecompressSync(await kept.encoded("br")).equals(body)).toBe(true);
    expect(gunzipSync(await kept.encoded("gzip")).equals(body)).toBe(true);
  });

  it("keeps quality 6 for a page that already fits the first window, and gzip as first made", async () => {
    const large = improvingBody(Buffer.from(pageWith(6)));
    const small = Buffer.from(pageWith(2));
    const kept = improvingBody(small);
    const first = await kept.encoded("br");
    const gzipped = await kept.encoded("gzip");
    expect(first.length).toBeLessThanOrEqual(FIRST_WINDOW_BODY_BYTES);
    // Started together with a page that does improve: once that one has, this one would have too.
    const largeFirst = await large.encoded("br");
    await expect
      .poll(async () => (await large.encoded("br")).length)
      .toBeLessThan(largeFirst.length);
    expect(await kept.encoded("br")).toBe(first);
    expect(await kept.encoded("gzip")).toBe(gzipped);
    expect(brotliDecompressSync(first).equals(small)).toBe(true);
  });
});
