import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/helpers.js";

let t: TestApp;
let clientRoot: string;

// Over the 1 KB below which nothing is compressed.
const script = Buffer.from(`export const rows = ${JSON.stringify(Array(300).fill("ledger"))};\n`);
// The forms the build writes beside a file: not what the server would make itself (brotli 4).
const scriptBr = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
const scriptGz = gzipSync(script, { level: 1 });
const logo = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(400)}</svg>`);
const font = Buffer.from("wOF2 not really a font");

function write(file: string, bytes: Buffer) {
  fs.mkdirSync(path.dirname(path.join(clientRoot, file)), { recursive: true });
  fs.writeFileSync(path.join(clientRoot, file), bytes);
}

beforeAll(async () => {
  clientRoot = fs.mkdtempSync(path.join(os.tmpdir(), "ch-client-files-"));
  write("index.html", Buffer.from("<!doctype html><div id=root></div>"));
  write("assets/app-abc123.js", script);
  write("assets/app-abc123.js.br", scriptBr);
  write("assets/app-abc123.js.gz", scriptGz);
  write("assets/font-abc123.woff2", font);
  write("images/products/logo.svg", logo);
  t = await createTestApp({ clientRoot });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("the client build's files", () => {
  it("sends a script in the form the build compressed, by what the browser accepts", async () => {
    const br = await get("/assets/app-abc123.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["vary"]).toBe("accept-encoding");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.equals(scriptBr)).toBe(true);

    const gz = await get("/assets/app-abc123.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.rawPayload.equals(scriptGz)).toBe(true);

    const plain = await get("/assets/app-abc123.js", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.equals(script)).toBe(true);
  });

  it("answers 304 to the file's ETag, and HEAD with the headers only", async () => {
    const first = await get("/assets/app-abc123.js");
    const etag = first.headers["etag"] as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get("/assets/app-abc123.js", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const head = await t.app.inject({ method: "HEAD", url: "/assets/app-abc123.js" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["etag"]).toBe(etag);
    expect(head.body).toBe("");
  });

  it("answers from memory: read once at start, not from the disk on every request", async () => {
    fs.rmSync(path.join(clientRoot, "assets/app-abc123.js"));
    fs.rmSync(path.join(clientRoot, "assets/app-abc123.js.br"));
    const res = await get("/assets/app-abc123.js", { "accept-encoding": "br" });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(scriptBr)).toBe(true);
  });

  it("compresses an image the build left plain, cached for an hour", async () => {
    const res = await get("/images/products/logo.svg", { "accept-encoding": "br" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.rawPayload).equals(logo)).toBe(true);
  });

  it("are not operations of the API's reference", async () => {
    const doc = (await get("/api/openapi.json")).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain("/api/products");
    expect(Object.keys(doc.paths).filter((p) => /^\/(assets|images)\//.test(p))).toEqual([]);
  });

  it("still sends a file of another type from the same folder, and refuses a missing one", async () => {
    const res = await get("/assets/font-abc123.woff2");
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(font)).toBe(true);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const missing = await get("/assets/app-000000.js");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Not found", code: "not_found" });
  });

  it("reads a new build afresh: an app started after a rebuild answers its new files from memory", async () => {
    write("assets/next-def456.js", script);
    // A new build writes a new index.html, with a later modification time.
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(path.join(clientRoot, "index.html"), later, later);
    const next = await createTestApp({ clientRoot });
    try {
      fs.rmSync(path.join(clientRoot, "assets/next-def456.js"));
      const res = await next.app.inject({ method: "GET", url: "/assets/next-def456.js" });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(script)).toBe(true);
    } finally {
      await next.close();
    }
  });
});
