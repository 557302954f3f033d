import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/helpers.js";
import { DOWNLOADS_ROOT, downloadUrlFor, resolveDownload } from "./downloads.js";

let sandbox: string;
let root: string;
beforeAll(() => {
  sandbox = fs.mkdtempSync(path.join(os.tmpdir(), "downloads-"));
  root = path.join(sandbox, "downloads");
  fs.mkdirSync(path.join(root, "folder"), { recursive: true });
  fs.writeFileSync(path.join(root, "letter.md"), "# Letter\n");
  fs.writeFileSync(path.join(sandbox, "secret.txt"), "not for buyers");
  fs.symlinkSync(path.join(sandbox, "secret.txt"), path.join(root, "escape.txt"));
});
afterAll(() => fs.rmSync(sandbox, { recursive: true, force: true }));

describe("resolveDownload", () => {
  it("finds a file named by /downloads/<file>", async () => {
    const file = await resolveDownload("/downloads/letter.md", root);
    expect(file).toMatchObject({
      fileName: "letter.md",
      contentType: "text/markdown; charset=utf-8",
      size: 9,
    });
    expect(fs.readFileSync(file!.path, "utf8")).toBe("# Letter\n");
  });

  it("refuses anything that could leave the folder or is not a plain file", async () => {
    for (const url of [
      "/downloads/../secret.txt",
      "/downloads/..%2fsecret.txt",
      "/downloads/%2e%2e/secret.txt",
      "/downloads/folder",
      "/downloads/folder/../letter.md",
      "/downloads/escape.txt",
      "/downloads/",
      "/downloads/missing.md",
      "/downloads/.hidden",
      "/public/letter.md",
      "downloads/letter.md",
      path.join(root, "letter.md"),
      "https://example.com/downloads/letter.md",
      "",
      null,
    ]) {
      expect(await resolveDownload(url, root), String(url)).toBeNull();
    }
  });

  it("downloadUrlFor only accepts plain names", () => {
    expect(downloadUrlFor("close.csv")).toBe("/downloads/close.csv");
    expect(() => downloadUrlFor("../close.csv")).toThrow();
  });
});

describe("the download files", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("are never served to the public by URL", async () => {
    const name = fs.readdirSync(DOWNLOADS_ROOT)[0]!;
    const content = fs.readFileSync(path.join(DOWNLOADS_ROOT, name), "utf8").slice(0, 40);
    for (const url of [`/downloads/${name}`, `/assets/downloads/${name}`, `/${name}`]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.body, url).not.toContain(content);
    }
  });
});
