#!/usr/bin/env node
import { parseArgs } from "node:util";
import { loadConfig } from "./config.js";
import { Daemon } from "./daemon.js";

/** Entry point: `hopper-agent --config /etc/hopper/agent.json`. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      config: { type: "string", short: "c", default: process.env.HOPPER_AGENT_CONFIG ?? "/etc/hopper/agent.json" },
    },
  });
  const config = await loadConfig(values.config as string);
  const daemon = new Daemon(config);
  const log = daemon.services.log;
  await daemon.start();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    // a stuck shutdown must not keep the process alive forever
    setTimeout(() => process.exit(1), 15_000).unref();
    daemon.stop().then(
      () => process.exit(0),
      (error: Error) => {
        log.error({ err: error.message }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: Error) => {
  console.error(JSON.stringify({ level: 60, msg: "agent failed to start", err: error.message }));
  process.exit(1);
});
