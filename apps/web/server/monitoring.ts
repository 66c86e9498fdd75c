import type { IncomingMessage, ServerResponse } from "node:http";

import { databaseProbe, healthAnswer } from "@hopper/core/health";
import type { Db } from "@hopper/core/db";
import { resolveClientAddress } from "@hopper/core/http";
import { componentLogger } from "@hopper/core/log";
import { metricsRefusal } from "@hopper/core/metrics-access";

import { webRegistry } from "./metrics";

// `/healthz` and `/metrics` of the web process, answered before Next.js and the API dispatcher: a probe must
// not wait behind page rendering, count against the API's rate limit, be cached or fill the info log (a load
// balancer asks every few seconds), so they are logged at debug and never counted in the request metrics.

const log = componentLogger("http");
const NO_STORE = "no-store";

export interface MonitoringOptions {
  database: () => Pick<Db, "$queryRaw">;
  trustedProxies: number;
  /** METRICS_TOKEN: when set, `/metrics` wants it as a bearer token (core/metrics-access.ts). */
  metricsToken?: string;
  /** How long the probe waits for PostgreSQL; 1 s unless a test on a loaded machine wants more. */
  databaseTimeoutMs?: number;
}

/** A request handler for the two paths; it answers true when it took the request. */
export function monitoringEndpoints(options: MonitoringOptions) {
  const databaseReachable = databaseProbe(options.database, options.databaseTimeoutMs);

  const send = (res: ServerResponse, status: number, type: string, body: string, head: boolean) => {
    res.writeHead(status, { "content-type": type, "cache-control": NO_STORE });
    res.end(head ? undefined : body);
  };
  const sendJson = (res: ServerResponse, status: number, body: unknown, head: boolean) =>
    send(res, status, "application/json", JSON.stringify(body), head);

  const health = async (res: ServerResponse, head: boolean) => {
    const answer = healthAnswer((await databaseReachable()) ? [] : ["database unreachable"]);
    sendJson(res, answer.status, answer.body, head);
  };

  const metrics = async (req: IncomingMessage, res: ServerResponse, head: boolean) => {
    const refusal = metricsRefusal({
      token: options.metricsToken,
      authorization: req.headers.authorization,
      clientAddress: resolveClientAddress(
        req.socket.remoteAddress,
        req.headers["x-forwarded-for"],
        options.trustedProxies,
      ),
    });
    if (refusal) {
      if (refusal.status === 401) res.setHeader("www-authenticate", "Bearer");
      sendJson(res, refusal.status, { error: "forbidden", description: refusal.reason }, head);
      return;
    }
    send(res, 200, webRegistry.contentType, await webRegistry.metrics(), head);
  };

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const path = (req.url ?? "/").split("?", 1)[0];
    if (path !== "/healthz" && path !== "/metrics") return false;
    const started = performance.now();
    res.once("close", () =>
      log.debug({ method: req.method, path, status: res.statusCode, durationMs: performance.now() - started }, "probe"),
    );
    const head = req.method === "HEAD";
    if (req.method !== "GET" && !head) {
      res.setHeader("allow", "GET, HEAD");
      sendJson(res, 405, { error: "method_not_allowed", description: "GET or HEAD only." }, false);
      return true;
    }
    (path === "/healthz" ? health(res, head) : metrics(req, res, head)).catch((error: unknown) => {
      log.error({ err: error, path }, "monitoring endpoint failed");
      if (!res.headersSent) sendJson(res, 500, { error: "internal_error" }, head);
      else res.destroy();
    });
    return true;
  };
}
