/**
 * The one-way flow of the client, and the sides of the house, as a lint rule (decision 0082), in
 * ESLint's plugin shape, which oxlint loads as a JS plugin (.oxlintrc.json, decision 0174):
 * shared imports neither side; the server never the client; in the client, lib/ imports no
 * components/, features/, app/ or routes/; components/ no features/, app/ or routes/; a feature
 * no other feature, no app/ and no routes/ (the route modules import the features, never the
 * other way). On the server, a module (src/server/modules/<name>/) is reached from outside only
 * through its door, its index.ts, and never through its own door from inside (decision 0246);
 * the flows that run across modules live in src/server/workflows/, which reach modules through
 * their doors like everyone else, and which no module imports (app.ts hands a module the flow it
 * starts); a read model (src/server/read-models/<name>/, decision 0248) has a door too; tests
 * may reach into any module or read model. Imports are resolved (relative, @client/, @shared/) before
 * they are judged.
 */
import path from "node:path";

const aliases = { "@client/": "src/client/", "@shared/": "src/shared/" };

/** The path (from the project's root) an import points at, or undefined for a package. */
function resolve(root, fromFile, source) {
  for (const [alias, target] of Object.entries(aliases)) {
    if (source.startsWith(alias)) return target + source.slice(alias.length);
  }
  if (!source.startsWith(".")) return undefined;
  return path
    .relative(root, path.resolve(path.dirname(fromFile), source))
    .split(path.sep)
    .join("/");
}

/** Where a project file sits: its layer and, for a feature, which one. */
function placeOf(file) {
  const match =
    /^src\/(shared|server|client)\/?(?:(lib|components|app|features|routes)\/([^/]+))?/.exec(file);
  if (!match) return undefined;
  const [, side, layer, name] = match;
  // A module (modules/<name>/) or a read model (read-models/<name>/): both have a door.
  const server = /^src\/server\/(modules|read-models)\/([^/]+)\/(.+?)(?:\.[jt]sx?)?$/.exec(file);
  return {
    side,
    layer: side === "client" ? (layer ?? "root") : undefined,
    feature: layer === "features" ? name : undefined,
    module: server && (server[1] === "modules" ? server[2] : `${server[1]}/${server[2]}`),
    door: server?.[3] === "index",
    workflow: /^src\/server\/workflows\//.test(file),
    test: /\.test\.tsx?$/.test(file),
  };
}

/** Why `from` may not import `to`, or undefined when it may. */
function refusal(from, to) {
  if (from.side === "shared" && to.side !== "shared")
    return "shared code imports neither the server nor the client";
  if (from.side === "server" && to.side === "client")
    return "the server does not import the client";
  if (from.side === "client" && to.side === "server")
    return "the client does not import the server";
  if (from.module && to.workflow && !from.test)
    return "a module does not import a workflow: app.ts hands the module the flow it starts";
  if (from.side === "server" && to.module && !from.test) {
    if (from.module !== to.module && !to.door)
      return to.module.startsWith("read-models/")
        ? `reach the ${to.module.slice("read-models/".length)} read model through its door, ${to.module}/index.ts`
        : `reach the ${to.module} module through its door, modules/${to.module}/index.ts`;
    if (from.module === to.module && to.door)
      return "inside a module, import the file itself, not the module's own door";
  }
  if (from.side !== "client" || to.side !== "client") return undefined;
  const forbidden = {
    lib: ["components", "features", "app", "routes"],
    components: ["features", "app", "routes"],
    features: ["app", "routes"],
  }[from.layer];
  if (forbidden?.includes(to.layer)) return `client ${from.layer}/ does not import ${to.layer}/`;
  if (from.feature && to.feature && from.feature !== to.feature) {
    return "features are islands: move what two features share to components/ or lib/";
  }
  return undefined;
}

export default {
  meta: { name: "layers" },
  rules: {
    boundaries: {
      meta: { type: "problem", schema: [] },
      create(context) {
        // The project's root is where the linter runs (npm scripts run it there).
        const root = context.cwd;
        const file = path.relative(root, context.filename).split(path.sep).join("/");
        const from = placeOf(file);
        if (!from) return {};
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== "string") return;
          const target = resolve(root, context.filename, source);
          const to = target && placeOf(target);
          const why = to && refusal(from, to);
          if (why) context.report({ node: node.source, message: `${source}: ${why}.` });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};
