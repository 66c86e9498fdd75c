import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";

import next from "next";

import { config } from "@hopper/core/config";
import { db } from "@hopper/core/db";
import { resolveClientAddress } from "@hopper/core/http";
import { componentLogger } from "@hopper/core/log";

import { toWebRequest, writeWebResponse } from "@hopper/ui/server/node-http";
import { requestOrigin } from "@hopper/ui/server/request-origin";
import { crossSiteRefusal, nodeHeaderLookup } from "@hopper/ui/server/same-origin";
import { consoleOriginsCache } from "./console-origins";
import { stripeOnPages } from "./content-security-policy";
import { preparePageHeaders } from "./page-headers";
import { withRequestLog } from "./request-log";
import { observeRequest } from "./metrics";
import { monitoringEndpoints } from "./monitoring";
import { applyKeepAliveTimeouts } from "./keep-alive";
import { refusedBody } from "./front-body-limit";
import { requestTargetProblem } from "./request-target";
import type { handleRestRequest as HandleRestRequest } from "./rest-handler";

// The production web process. Next.js serves pages, tRPC, auth and files; the public API (/v2, /v3) is
// answered here directly by the same dispatcher that apps/web/app/v2/[...path]/route.ts exports, because
// launchers call it far more often than people load pages and Next.js's routing costs about 1 ms of CPU a
// request on this hardware — more than the SQL behind many endpoints (bench/api/README.md).
// It is also the one place that sees the socket, so it resolves the client address once, for everything.

const API_PATH = /^\/v[23](?:\/|$|\?)/;
const log = componentLogger("web");

export interface WebServerOptions {
  /** The Next.js app directory (apps/web), built with `hopper build`. */
  dir: string;
  port: number;
  hostname?: string;
}

// The dispatcher and every module's API load while the server already listens (about half a second under tsx),
// so pages answer sooner after a restart; an API request in that window waits for them.
let dispatcher: Promise<{ handleRestRequest: typeof HandleRestRequest }> | undefined;
const loadDispatcher = () => (dispatcher ??= import("./rest-handler"));

async function serveApi(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
  // HEAD is answered like GET without the body, as Next.js does for route handlers.
  const head = req.method === "HEAD";
  const { handleRestRequest } = await loadDispatcher();
  const response = await handleRestRequest(toWebRequest(req, origin, head ? "GET" : req.method));
  // API answers are JSON built in memory (files are redirects), so they are written in one piece.
  await writeWebResponse(response, res, { omitBody: head, buffered: true });
}

// Auth.js checks its own POSTs with a CSRF token, and sign-in providers post back to its callback from their site.
// The OAuth token and revocation endpoints (modules/oauth) are called from apps on other sites by design (CORS); they
// read no cookie, only the client's credentials in the request, so a cross-site call can act for no visitor.
const OWN_CSRF_CHECK = /^\/(?:api\/auth\/|oauth\/(?:token|revoke)(?:[/?]|$))/;

/**
 * Refuses a cross-site state change (same-origin.ts) before Next.js sees it: Next.js answers a server action
 * with a foreign or `null` Origin with a 500 and runs one that has no Origin at all. True when answered.
 */
function refusedCrossSite(req: IncomingMessage, res: ServerResponse): boolean {
  if (OWN_CSRF_CHECK.test(req.url ?? "/")) return false;
  const reason = crossSiteRefusal(req.method ?? "GET", nodeHeaderLookup(req.headers));
  if (!reason) return false;
  res.writeHead(403, { "content-type": "text/plain; charset=utf-8" });
  res.end(reason);
  return true;
}

/** Starts Next.js and the HTTP server in front of it; resolves once it listens. */
export async function startWebServer(options: WebServerOptions): Promise<Server> {
  const { TRUSTED_PROXIES, HOPPER_URL, S3_PUBLIC_URL, METRICS_TOKEN } = config();
  const app = next({ dev: false, dir: options.dir, port: options.port, hostname: options.hostname });
  await app.prepare();
  const handleNext = app.getRequestHandler();
  // Pages get their cache and security headers (page-headers.ts) and a script nonce on the way through; their
  // connect-src names the hosting nodes' console sockets (console-origins.ts).
  const origins = consoleOriginsCache(db);
  // Stripe's origins only when billing shows its Payment Element (the environment is read once, as billing does).
  // eslint-disable-next-line no-restricted-properties -- the two Stripe variables billing's settings validate
  const stripe = stripeOnPages(process.env);
  const servePage = async (req: IncomingMessage, res: ServerResponse) => {
    preparePageHeaders(req, res, {
      publicStorageUrl: S3_PUBLIC_URL,
      connectOrigins: await origins.get(),
      stripe,
    });
    return handleNext(req, res);
  };

  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const address = resolveClientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], TRUSTED_PROXIES);
    delete req.headers["x-real-ip"];
    if (address) req.headers["x-forwarded-for"] = address;
    else delete req.headers["x-forwarded-for"];

    const targetProblem = requestTargetProblem(req.url ?? "/");
    if (targetProblem) {
      res.writeHead(400, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: "invalid_input", description: targetProblem }));
      return;
    }
    const answered = API_PATH.test(req.url ?? "/")
      ? serveApi(
          req,
          res,
          requestOrigin(req.headers, { publicUrl: HOPPER_URL, trustedProxies: TRUSTED_PROXIES, port: options.port }),
        )
      : refusedCrossSite(req, res) || refusedBody(req, res)
        ? Promise.resolve()
        : servePage(req, res);
    answered.catch((error: unknown) => {
      log.error({ err: error }, "unhandled error while answering a request");
      if (!res.headersSent) {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: "internal_error", description: "An internal error occurred." }));
      } else res.destroy();
    });
  };
  // /healthz and /metrics first (monitoring.ts): not logged per request, not counted, not rate-limited.
  const monitoring = monitoringEndpoints({
    database: db,
    trustedProxies: TRUSTED_PROXIES,
    metricsToken: METRICS_TOKEN,
  });
  const server = createServer((req, res) => {
    if (monitoring(req, res)) return;
    observeRequest(req, res);
    withRequestLog(req, res, () => answer(req, res));
  });
  // Idle connections outlive the proxy's upstream keep-alive, so the proxy closes them first (keep-alive.ts).
  applyKeepAliveTimeouts(server);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.hostname, () => resolve());
  });
  void loadDispatcher();
  return server;
}
