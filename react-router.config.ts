import type { Config } from "@react-router/dev/config";

/**
 * React Router in framework mode (docs/pages-and-rendering.md): the route modules under
 * src/client/routes, listed in src/client/routes.ts, built into dist/pages/client (the browser's files)
 * and dist/pages/server (the server build the Fastify server's page handler runs).
 */
export default {
  appDirectory: "src/client",
  buildDirectory: "dist/pages",
  ssr: true,
} satisfies Config;
