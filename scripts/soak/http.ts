import http from "node:http";

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  json?: unknown;
  /** How long to wait for the answer (30 s unless said). */
  timeoutMs?: number;
}

/** The outcome of a request whose answer never arrived: it may or may not have taken effect. */
export class ConnectionError extends Error {
  constructor(
    public readonly code: string,
    what: string,
  ) {
    super(`${what}: ${code}`);
    this.name = "ConnectionError";
  }
}

/**
 * A keep-alive client for one server, like a browser's connection pool: node:http directly, so
 * a refused or cut connection surfaces as a ConnectionError rather than being retried.
 */
export class ServerClient {
  private agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

  constructor(
    public readonly name: string,
    public readonly port: number,
  ) {}

  get baseUrl() {
    return `http://127.0.0.1:${this.port}`;
  }

  request(path: string, options: RequestOptions = {}): Promise<Reply> {
    const body = options.json === undefined ? undefined : JSON.stringify(options.json);
    const headers: Record<string, string> = { ...options.headers };
    if (body !== undefined) {
      headers["content-type"] = "application/json";
      headers["content-length"] = String(Buffer.byteLength(body));
    }
    const started = performance.now();
    const what = `${options.method ?? "GET"} ${this.name}${path}`;
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port: this.port,
          path,
          method: options.method ?? "GET",
          headers,
          agent: this.agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("error", (err: NodeJS.ErrnoException) =>
            reject(new ConnectionError(err.code ?? err.message, what)),
          );
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString("utf8"),
              ms: performance.now() - started,
            }),
          );
        },
      );
      req.setTimeout(options.timeoutMs ?? 30_000, () =>
        req.destroy(Object.assign(new Error("timeout"), { code: "ETIMEDOUT" })),
      );
      req.on("error", (err: NodeJS.ErrnoException) =>
        reject(new ConnectionError(err.code ?? err.message, what)),
      );
      req.end(body);
    });
  }

  /** Drops pooled connections: after a restart the old sockets are dead. */
  reset() {
    this.agent.destroy();
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  }
}
