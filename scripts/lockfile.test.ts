import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

/**
 * Decision 0171: every package in the lockfile names its tarball, so `npm ci` fetches no package
 * metadata (about 590 registry requests and 15-20 s of a fresh clone's install when it did).
 */
const root = path.resolve(import.meta.dirname, "..");
const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, { resolved?: string; integrity?: string; link?: boolean }>;
};

it("names the registry tarball and its checksum for every installed package", () => {
  const unnamed = Object.entries(lock.packages)
    .filter(([where, entry]) => where !== "" && !entry.link)
    .filter(
      ([, entry]) =>
        !entry.resolved?.startsWith("https://registry.npmjs.org/") ||
        !entry.resolved.endsWith(".tgz") ||
        !entry.integrity,
    )
    .map(([where]) => where);
  expect(unnamed).toEqual([]);
});

it("keeps the tarballs' addresses when npm writes the lockfile again", () => {
  const npmrc = fs.readFileSync(path.join(root, ".npmrc"), "utf8");
  // A user's ~/.npmrc may say true (this machine's does): the project's setting wins.
  expect(npmrc).toMatch(/^omit-lockfile-registry-resolved=false$/m);
});
