import type { IncomingMessage } from "node:http";
import type { DockerRuntime } from "../../docker/runtime.js";
import type { AgentServices } from "../../services.js";
import { nodeTokenAuthorizer } from "../node-auth.js";
import { reply, type Router } from "../router.js";

/** How long `/healthz` waits for the Docker engine before it calls it unreachable. */
const DOCKER_TIMEOUT_MS = 1000;

/** True when Docker answers a ping within the timeout. */
export async function dockerAnswers(runtime: DockerRuntime): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), DOCKER_TIMEOUT_MS)));
  try {
    return await Promise.race([runtime.ping(), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz` (no token: a container engine's or supervisor's probe; it says only whether Docker answers) and
 * `GET /metrics` (the node token, or `metrics.token` from the config so a Prometheus need not hold the node
 * token). Neither is counted in the request metrics.
 */
export function registerMonitoringRoutes(router: Router, s: AgentServices): void {
  router.add(
    "GET",
    "/healthz",
    async ({ res }) => {
      res.setHeader("cache-control", "no-store");
      return (await dockerAnswers(s.runtime))
        ? reply(200, { status: "ok" })
        : reply(503, { status: "unavailable", problems: ["docker unreachable"] });
    },
    { auth: false, counted: false },
  );

  const nodeToken = nodeTokenAuthorizer(s.config.nodeToken);
  const metricsToken = s.config.metrics.token ? nodeTokenAuthorizer(s.config.metrics.token) : null;
  const authorize = (req: IncomingMessage) => {
    const refused = nodeToken(req);
    return refused && metricsToken && !metricsToken(req) ? null : refused;
  };
  router.add(
    "GET",
    "/metrics",
    async ({ req, res }) => {
      const refused = authorize(req);
      if (refused) throw refused;
      const text = await s.metrics.registry.metrics();
      res.writeHead(200, { "content-type": s.metrics.registry.contentType, "cache-control": "no-store" });
      res.end(text);
    },
    { auth: false, counted: false },
  );
}
