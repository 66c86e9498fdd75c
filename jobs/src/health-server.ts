import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";

import type { Db } from "@hopper/core/db";
import { databaseProbe, healthAnswer } from "@hopper/core/health";
import { componentLogger } from "@hopper/core/log";
import { metricsRefusal } from "@hopper/core/metrics-access";

import { jobsRegistry } from "./metrics";

// The jobs process has no other HTTP side: this small server (JOBS_HEALTH_PORT) answers a supervisor's or a
// container engine's health probe and a Prometheus scrape, nothing else. No proxy stands in front of it, so the
// client address for the /metrics guard is the socket's peer.

const log = componentLogger("jobs");

export interface HealthServerOptions {
  port: number;
  hostname?: string;
  database: () => Pick<Db, "$queryRaw">;
  /** What keeps the worker from working jobs now (starting, stopping), or null while it works. */
  workerProblem: () => string | null;
  metricsToken?: string;
  /** How long the probe waits for PostgreSQL; 1 s unless a test on a loaded machine wants more. */
  databaseTimeoutMs?: number;
}

function send(res: ServerResponse, status: number, type: string, body: string, head: boolean): void {
  res.writeHead(status, { "content-type": type, "cache-control": "no-store" });
  res.end(head ? undefined : body);
}

export async function startHealthServer(options: HealthServerOptions): Promise<Server> {
  const databaseReachable = databaseProbe(options.database, options.databaseTimeoutMs);

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? "/").split("?", 1)[0];
    const head = req.method === "HEAD";
    if (path !== "/healthz" && path !== "/metrics") {
      send(res, 404, "application/json", JSON.stringify({ error: "not_found" }), head);
    } else if (req.method !== "GET" && !head) {
      res.setHeader("allow", "GET, HEAD");
      send(res, 405, "application/json", JSON.stringify({ error: "method_not_allowed" }), false);
    } else if (path === "/healthz") {
      const worker = options.workerProblem();
      const problems = [...(worker ? [worker] : []), ...((await databaseReachable()) ? [] : ["database unreachable"])];
      const { status, body } = healthAnswer(problems);
      send(res, status, "application/json", JSON.stringify(body), head);
    } else {
      const refusal = metricsRefusal({
        token: options.metricsToken,
        authorization: req.headers.authorization,
        clientAddress: req.socket.remoteAddress ?? null,
      });
      if (refusal) {
        if (refusal.status === 401) res.setHeader("www-authenticate", "Bearer");
        send(
          res,
          refusal.status,
          "application/json",
          JSON.stringify({ error: "forbidden", description: refusal.reason }),
          head,
        );
      } else send(res, 200, jobsRegistry.contentType, await jobsRegistry.metrics(), head);
    }
  };

  const server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      log.error({ err: error, path: req.url }, "health server failed to answer");
      if (!res.headersSent) send(res, 500, "application/json", JSON.stringify({ error: "internal_error" }), false);
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.hostname, () => resolve());
  });
  return server;
}
