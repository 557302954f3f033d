import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/helpers.js";
import { createHash } from "node:crypto";
import {
  DOWNLOADS_ROOT,
  downloadChecksum,
  downloadUrlFor,
  resolveDownload,
  uploadedUrlFor,
  type DownloadFolders,
} from "./downloads.js";

const sha256 = (bytes: string | Buffer) => createHash("sha256").update(bytes).digest("hex");
const INSTALLER = Buffer.from("PK\u0003\u0004 an uploaded installer");

let sandbox: string;
let root: string;
let folders: DownloadFolders;
beforeAll(() => {
  sandbox = fs.mkdtempSync(path.join(os.tmpdir(), "downloads-"));
  root = path.join(sandbox, "downloads");
  fs.mkdirSync(path.join(root, "folder"), { recursive: true });
  fs.writeFileSync(path.join(root, "letter.md"), "# Letter\n");
  fs.writeFileSync(path.join(sandbox, "secret.txt"), "not for buyers");
  fs.symlinkSync(path.join(sandbox, "secret.txt"), path.join(root, "escape.txt"));
  const uploaded = path.join(sandbox, "installers");
  fs.mkdirSync(path.join(uploaded, sha256(INSTALLER)), { recursive: true });
  fs.writeFileSync(path.join(uploaded, sha256(INSTALLER), "Setup-2026.zip"), INSTALLER);
  folders = { shipped: root, uploaded };
});
afterAll(() => fs.rmSync(sandbox, { recursive: true, force: true }));

describe("resolveDownload", () => {
  it("finds a file named by /downloads/<file>", async () => {
    const file = await resolveDownload("/downloads/letter.md", folders);
    expect(file).toMatchObject({
      fileName: "letter.md",
      contentType: "text/markdown; charset=utf-8",
      size: 9,
      sha256: sha256("# Letter\n"),
    });
    expect(fs.readFileSync(file!.path, "utf8")).toBe("# Letter\n");
  });

  it("computes a shipped file's checksum again when the file changes", async () => {
    fs.writeFileSync(path.join(root, "changing.txt"), "first");
    const first = await resolveDownload("/downloads/changing.txt", folders);
    expect(first!.sha256).toBe(sha256("first"));
    fs.writeFileSync(path.join(root, "changing.txt"), "second, longer");
    const second = await resolveDownload("/downloads/changing.txt", folders);
    expect(second!.sha256).toBe(sha256("second, longer"));
  });

  it("finds an uploaded installer by its checksum's folder and name, only where uploads are served", async () => {
    const url = uploadedUrlFor(sha256(INSTALLER), "Setup-2026.zip");
    expect(url).toBe(`/installers/${sha256(INSTALLER)}/Setup-2026.zip`);
    expect(await resolveDownload(url, folders)).toMatchObject({
      fileName: "Setup-2026.zip",
      contentType: "application/zip",
      size: INSTALLER.length,
      sha256: sha256(INSTALLER),
    });
    expect(await resolveDownload(url)).toBeNull();
    expect(await downloadChecksum(url)).toBe(sha256(INSTALLER));
    // Another checksum's folder, or another name in the right one, is nothing.
    expect(
      await resolveDownload(url.replace(/\/installers\/./, "/installers/0"), folders),
    ).toBeNull();
    expect(await resolveDownload(url.replace("Setup-2026", "Setup-2027"), folders)).toBeNull();
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
      `/installers/${"a".repeat(64)}/../letter.md`,
      `/installers/${"A".repeat(64)}/x.zip`,
      "/installers/abc/x.zip",
      `/installers/${"a".repeat(64)}/`,
      `/installers/${"a".repeat(64)}/x.zip/y`,
      "/downloads/.hidden",
      "/public/letter.md",
      "downloads/letter.md",
      path.join(root, "letter.md"),
      "https://example.com/downloads/letter.md",
      "",
      null,
    ]) {
      expect(await resolveDownload(url, folders), String(url)).toBeNull();
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
