import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The project's lint configuration (.oxlintrc.json with the layers plugin) run by oxlint on a small
 * project of its own: each refusal the layers rule knows, the imports it allows, an import cycle
 * (import/no-cycle), and two of the other rules the configuration names.
 */
const repo = path.resolve(import.meta.dirname, "../..");
const FILES: Record<string, string> = {
  "src/shared/money.ts": 'import fs from "node:fs";\nexport const size = fs.statSync;\n',
  "src/shared/uses-client.ts": 'import { cn } from "@client/lib/cn";\nexport const a = cn;\n',
  "src/server/uses-client.ts": 'import { cn } from "../client/lib/cn";\nexport const b = cn;\n',
  "src/client/uses-server.ts": 'import { c } from "../server/config";\nexport const d = c;\n',
  "src/server/config.ts": 'import { e } from "@shared/plain";\nexport const c = e;\n',
  "src/shared/plain.ts": "export const e = 1;\n",
  "src/client/lib/cn.ts": 'import { f } from "../components/button";\nexport const cn = f;\n',
  "src/client/components/button.ts":
    'import { g } from "@client/features/cart/cart";\nexport const f = g;\n',
  "src/client/features/cart/cart.ts":
    'import { h } from "../chat/chat";\nimport { e } from "@shared/plain";\nexport const g = [h, e];\n',
  "src/client/features/chat/chat.ts":
    'import { i } from "../../app/app";\nimport { j } from "./view";\nexport const h = [i, j];\n',
  "src/client/features/chat/view.ts":
    'import { e } from "@shared/plain";\nexport const j = import("@client/app/app").then(() => e);\n',
  "src/client/features/chat/route-link.ts":
    'import { k } from "../../routes/chat";\nexport const l = k;\n',
  "src/client/routes/chat.ts":
    'import { h } from "@client/features/chat/chat";\nimport { i } from "../app/app";\nexport const k = [h, i];\n',
  "src/client/app/app.ts":
    'import { g } from "@client/features/cart/cart";\nexport * from "../lib/cn";\nexport const i = g;\n',
  "src/client/unused.ts": "const _kept = 1;\nconst dropped = 2;\nexport {};\n",
  // Server modules: reached through their door (index.ts) from outside, never their insides.
  "src/server/modules/products/index.ts": 'export { p } from "./products-repository.js";\n',
  "src/server/modules/products/products-repository.ts":
    'import { p as q } from "./index.js";\nexport const p = 1;\nexport const r = q;\n',
  "src/server/modules/cart/routes.ts":
    'import { p } from "../products/index.js";\nimport { k } from "./cart-repository.js";\nexport const l = [p, k];\n',
  "src/server/modules/cart/cart-repository.ts":
    'import { p } from "../products/products-repository.js";\nexport const k = p;\n',
  "src/server/modules/cart/cart.test.ts":
    'import { p } from "../products/products-repository.js";\nexport const m = p;\n',
  // Workflows reach modules through their doors; no module imports a workflow.
  "src/server/workflows/checkout.ts":
    'import { p } from "../modules/products/index.js";\nimport { k } from "../modules/cart/cart-repository.js";\nexport const w = [p, k];\n',
  "src/server/modules/cart/checkout-routes.ts":
    'import { w } from "../../workflows/checkout.js";\nexport const x = w;\n',
  "src/server/modules/cart/checkout.test.ts":
    'import { w } from "../../workflows/checkout.js";\nexport const y = w;\n',
  // A read model has a door too.
  "src/server/read-models/reports/index.ts": 'export { o } from "./orders-report.js";\n',
  "src/server/read-models/reports/orders-report.ts": "export const o = 1;\n",
  "src/server/modules/cart/report-routes.ts":
    'import { o } from "../../read-models/reports/index.js";\nimport { o as p } from "../../read-models/reports/orders-report.js";\nexport const z = [o, p];\n',
  // Two files that import each other: a cycle.
  "src/shared/loop-a.ts": 'import { b } from "./loop-b";\nexport const a = () => b;\n',
  "src/shared/loop-b.ts": 'import { a } from "./loop-a";\nexport const b = () => a;\n',
  "src/server/app.ts":
    'import { l } from "./modules/cart/routes.js";\nimport { p } from "./modules/products/index.js";\nexport const n = [l, p];\n',
};

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "layers-lint-"));
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  // The project's own configuration, with its plugin found from the copy.
  const config = JSON.parse(fs.readFileSync(path.join(repo, ".oxlintrc.json"), "utf8"));
  delete config.$schema;
  for (const override of config.overrides)
    if (override.jsPlugins)
      override.jsPlugins = override.jsPlugins.map((p: string) => path.resolve(repo, p));
  fs.writeFileSync(path.join(dir, ".oxlintrc.json"), JSON.stringify(config));
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function lint(): string[] {
  let output: string;
  try {
    output = execFileSync(path.join(repo, "node_modules/.bin/oxlint"), ["-f", "json", "."], {
      cwd: dir,
      encoding: "utf8",
    });
  } catch (error) {
    // oxlint exits 1 when it finds errors; its report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  const report = JSON.parse(output) as {
    diagnostics: { filename: string; code: string; message: string }[];
  };
  return report.diagnostics.map((d) => `${d.filename} ${d.code}: ${d.message}`).sort();
}

describe("the layers lint rule, run by oxlint with the project's configuration", () => {
  it("refuses each crossing and nothing else", () => {
    expect(lint()).toEqual(
      [
        "src/client/components/button.ts layers(boundaries): @client/features/cart/cart: client components/ does not import features/.",
        "src/client/features/cart/cart.ts layers(boundaries): ../chat/chat: features are islands: move what two features share to components/ or lib/.",
        "src/client/features/chat/chat.ts layers(boundaries): ../../app/app: client features/ does not import app/.",
        "src/client/features/chat/view.ts layers(boundaries): @client/app/app: client features/ does not import app/.",
        "src/client/features/chat/route-link.ts layers(boundaries): ../../routes/chat: client features/ does not import routes/.",
        "src/client/lib/cn.ts layers(boundaries): ../components/button: client lib/ does not import components/.",
        "src/client/unused.ts eslint(no-unused-vars): Variable 'dropped' is declared but never used. Unused variables should start with a '_'.",
        "src/client/uses-server.ts layers(boundaries): ../server/config: the client does not import the server.",
        "src/server/uses-client.ts layers(boundaries): ../client/lib/cn: the server does not import the client.",
        "src/server/app.ts layers(boundaries): ./modules/cart/routes.js: reach the cart module through its door, modules/cart/index.ts.",
        "src/server/modules/cart/cart-repository.ts layers(boundaries): ../products/products-repository.js: reach the products module through its door, modules/products/index.ts.",
        "src/server/modules/cart/report-routes.ts layers(boundaries): ../../read-models/reports/orders-report.js: reach the reports read model through its door, read-models/reports/index.ts.",
        "src/server/modules/cart/checkout-routes.ts layers(boundaries): ../../workflows/checkout.js: a module does not import a workflow: app.ts hands the module the flow it starts.",
        "src/server/workflows/checkout.ts layers(boundaries): ../modules/cart/cart-repository.js: reach the cart module through its door, modules/cart/index.ts.",
        "src/server/modules/products/index.ts import(no-cycle): Dependency cycle detected",
        "src/server/modules/products/products-repository.ts import(no-cycle): Dependency cycle detected",
        "src/server/modules/products/products-repository.ts layers(boundaries): ./index.js: inside a module, import the file itself, not the module's own door.",
        "src/shared/loop-a.ts import(no-cycle): Dependency cycle detected",
        "src/shared/loop-b.ts import(no-cycle): Dependency cycle detected",
        "src/shared/money.ts eslint(no-restricted-imports): 'node:fs' import is restricted from being used by a pattern.",
        "src/shared/uses-client.ts layers(boundaries): @client/lib/cn: shared code imports neither the server nor the client.",
      ].sort(),
    );
  });
});
