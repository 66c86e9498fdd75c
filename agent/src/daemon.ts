import { readFile } from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import { WebSocketServer } from "ws";
import { DownloadLinks } from "./backups/download-links.js";
import { CallbackOutbox } from "./callbacks/outbox.js";
import type { AgentConfig } from "./config.js";
import { DockerRuntime } from "./docker/runtime.js";
import { createAgentMetrics } from "./http/metrics.js";
import { nodeTokenAuthorizer } from "./http/node-auth.js";
import { Router } from "./http/router.js";
import { registerBackupRoutes } from "./http/routes/backup-routes.js";
import { registerFileRoutes } from "./http/routes/file-routes.js";
import { dockerAnswers, registerMonitoringRoutes } from "./http/routes/monitoring-routes.js";
import { registerServerRoutes } from "./http/routes/server-routes.js";
import { createLogger, type Logger } from "./log.js";
import { ServerManager } from "./servers/server-manager.js";
import type { AgentServices } from "./services.js";
import { ConsoleSession } from "./ws/console-session.js";

export const AGENT_VERSION = "0.1.0";
const SOCKET_PATH = /^\/api\/servers\/([^/]+)\/ws$/;

/** Browsers must come from the web app (or a configured origin); a token alone is not enough. */
export function originAllowed(origin: string | undefined, config: AgentConfig): boolean {
  if (!origin) return true;
  const allowed = config.websocket.allowedOrigins;
  if (allowed.includes("*") || allowed.includes(origin)) return true;
  return origin === new URL(config.webAppUrl).origin;
}

/** The running agent: HTTP API, console sockets, servers, callbacks and the backup schedule. */
export class Daemon {
  private httpServer: http.Server | https.Server | null = null;
  private wss: WebSocketServer | null = null;
  private scheduleTimer: NodeJS.Timeout | null = null;
  readonly services: AgentServices;

  constructor(
    readonly config: AgentConfig,
    log?: Logger,
  ) {
    const logger = log ?? createLogger(config.logLevel, config.nodeId);
    const runtime = new DockerRuntime(config.dockerSocket);
    const outbox = new CallbackOutbox(config, logger);
    const links = new DownloadLinks();
    const manager = new ServerManager({ config, runtime, log: logger, outbox }, links);
    this.services = {
      config,
      log: logger,
      runtime,
      outbox,
      manager,
      links,
      // whole seconds, like a token's iat, rounded down so a token minted right after start is valid
      startedAt: Math.floor(Date.now() / 1000),
      version: AGENT_VERSION,
      metrics: createAgentMetrics(manager, () => dockerAnswers(runtime)),
    };
  }

  /** Starts everything; resolves with the port actually listened on. */
  async start(): Promise<number> {
    const { config, log, runtime, outbox, manager } = this.services;
    if (!(await runtime.ping())) throw new Error(`Docker does not answer on ${config.dockerSocket}`);
    await outbox.start();
    await manager.loadAll();

    const router = new Router(log, nodeTokenAuthorizer(config.nodeToken), this.services.metrics.observeRequest);
    registerMonitoringRoutes(router, this.services);
    registerServerRoutes(router, this.services);
    registerFileRoutes(router, this.services);
    registerBackupRoutes(router, this.services);
    const handler = (req: http.IncomingMessage, res: http.ServerResponse) => void router.handle(req, res);
    this.httpServer = config.tls
      ? https.createServer(
          { cert: await readFile(config.tls.certFile), key: await readFile(config.tls.keyFile) },
          handler,
        )
      : http.createServer(handler);

    this.wss = new WebSocketServer({ noServer: true, maxPayload: config.websocket.maxFrameBytes });
    this.httpServer.on("upgrade", (req, socket, head) => {
      const match = SOCKET_PATH.exec(new URL(req.url ?? "/", "http://agent").pathname);
      let server;
      try {
        server = match ? manager.get(decodeURIComponent(match[1] ?? "")).server : null;
      } catch {
        server = null;
      }
      if (!server || !this.wss) {
        socket.end("HTTP/1.1 404 Not Found\r\n\r\n");
        return;
      }
      if (!originAllowed(req.headers.origin, config)) {
        socket.end("HTTP/1.1 403 Forbidden\r\n\r\n");
        return;
      }
      const target = server;
      this.wss.handleUpgrade(req, socket, head, (ws) => {
        new ConsoleSession(ws, target, config, this.services.startedAt, log);
      });
    });

    this.scheduleTimer = setInterval(() => {
      const now = Date.now();
      for (const m of manager.list()) {
        void m.backups
          .runScheduleIfDue(now)
          .catch((e: Error) => log.warn({ err: e.message }, "scheduled backup failed"));
      }
    }, config.backups.scheduleCheckIntervalMs);

    const httpServer = this.httpServer;
    await new Promise<void>((resolve, reject) => {
      httpServer.once("error", reject);
      httpServer.listen(config.listen.port, config.listen.host, () => resolve());
    });
    const address = httpServer.address();
    const port = typeof address === "object" && address ? address.port : config.listen.port;
    log.info({ port, servers: manager.list().length, tls: Boolean(config.tls) }, "agent started");
    return port;
  }

  /** Graceful stop: close sockets and the API, detach from containers and leave them running. */
  async stop(): Promise<void> {
    const { log, manager, outbox } = this.services;
    if (this.scheduleTimer) clearInterval(this.scheduleTimer);
    for (const client of this.wss?.clients ?? []) client.close(1001, "Agent restarting");
    this.wss?.close();
    await new Promise<void>((resolve) => {
      if (!this.httpServer) return resolve();
      this.httpServer.close(() => resolve());
      this.httpServer.closeAllConnections();
    });
    await manager.detachAll();
    await outbox.close();
    log.info("agent stopped; servers left running");
  }
}
