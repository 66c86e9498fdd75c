import type { DownloadLinks } from "./backups/download-links.js";
import type { CallbackOutbox } from "./callbacks/outbox.js";
import type { AgentConfig } from "./config.js";
import type { DockerRuntime } from "./docker/runtime.js";
import type { AgentMetrics } from "./http/metrics.js";
import type { Logger } from "./log.js";
import type { ServerManager } from "./servers/server-manager.js";

/** Everything the HTTP and WebSocket layers may use. */
export interface AgentServices {
  config: AgentConfig;
  log: Logger;
  runtime: DockerRuntime;
  outbox: CallbackOutbox;
  manager: ServerManager;
  links: DownloadLinks;
  /** Unix seconds; console tokens issued before this are refused. */
  startedAt: number;
  version: string;
  metrics: AgentMetrics;
}
