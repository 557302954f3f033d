/**
 * The soak's load balancer, in a process of its own: one port in front of the servers, each
 * request to the next server in turn, as a small reverse proxy in front of a real deployment
 * would be (@fastify/http-proxy, decision 0245). It appends the address it was reached from to
 * X-Forwarded-For (the servers run with TRUST_PROXY_HOPS=2: the shoppers' own header stands for
 * the load balancer in front of it). `GET /_proxy/counts` says how many requests went where.
 *
 *   tsx scripts/soak/proxy.ts PORT UPSTREAM_PORT...
 */
import httpProxy from "@fastify/http-proxy";
import Fastify from "fastify";

const [port, ...upstreams] = process.argv.slice(2).map(Number);
if (!port || upstreams.length === 0 || upstreams.some((p) => !Number.isInteger(p))) {
  console.error("usage: proxy.ts PORT UPSTREAM_PORT...");
  process.exit(2);
}

const counts = upstreams.map(() => 0);
let turn = 0;
const app = Fastify({ logger: false });

app.get("/_proxy/counts", async () =>
  Object.fromEntries(upstreams.map((upstream, i) => [upstream, counts[i]])),
);

await app.register(httpProxy, {
  upstream: "",
  replyOptions: {
    getUpstream: () => {
      const i = turn++ % upstreams.length;
      counts[i]!++;
      return `http://127.0.0.1:${upstreams[i]}`;
    },
    rewriteRequestHeaders: (request, headers) => {
      const before = headers["x-forwarded-for"];
      const peer = request.socket.remoteAddress ?? "unknown";
      return { ...headers, "x-forwarded-for": before ? `${before}, ${peer}` : peer };
    },
  },
});

await app.listen({ port, host: "127.0.0.1" });
console.log(`proxy on :${port} -> ${upstreams.map((p) => `:${p}`).join(", ")}`);
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
