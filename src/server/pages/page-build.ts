import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";

/** The pages' server build: Vite's in development, else the one beside the browser's files. */
export type PageBuild = () => Promise<ServerBuild | undefined>;

/** The server build React Router wrote beside the browser's files (react-router.config.ts). */
export function builtPages(clientRoot: string): PageBuild {
  const entry = path.join(clientRoot, "../server/index.js");
  let build: Promise<ServerBuild | undefined> | undefined;
  return () => {
    build ??= fs.existsSync(entry)
      ? (import(pathToFileURL(entry).href) as Promise<ServerBuild>)
      : Promise.resolve(undefined);
    return build;
  };
}

/**
 * The addresses of the pages search engines may index: the route modules whose `handle` says
 * `indexed` (src/client/app/page-handle.ts), without the ones a parameter names (a product's page
 * is listed with the products). An optional segment (/chat/:id?) is left out.
 */
export function indexedPaths(build: ServerBuild): string[] {
  const fullPath = (id: string | undefined): string | undefined => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return "";
    const parent = fullPath(route.parentId);
    return parent === undefined ? undefined : [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  const paths = new Set<string>();
  for (const route of Object.values(build.routes)) {
    const handle = route?.module.handle as { indexed?: boolean } | undefined;
    if (!route || !handle?.indexed) continue;
    const segments = (fullPath(route.id) ?? "").split("/").filter((s) => s && !s.endsWith("?"));
    if (segments.some((segment) => segment.startsWith(":") || segment === "*")) continue;
    paths.add(`/${segments.join("/")}`);
  }
  return [...paths];
}
