import type { DownloadLinks } from "./backups/download-links.ts";
import type { CallbackOutbox } from "./callbacks/outbox.ts";
import type { AgentConfig } from "./config.ts";
import type { DockerRuntime } from "./docker/runtime.ts";
import type { Logger } from "./log.ts";
import type { ServerManager } from "./servers/server-manager.ts";

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
}
