import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { serverStates, type BusyReason } from "../protocol.js";
import type { ServerManager } from "../servers/server-manager.js";

const BUSY_REASONS: BusyReason[] = ["backup-create", "backup-restore", "install"];

export interface AgentMetrics {
  registry: Registry;
  /** One API request answered: `route` is the router's pattern (`/api/servers/:id/power`), never the raw path. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** A power action accepted for a server (start, stop, restart, kill). */
  powerAction(action: string): void;
}

/**
 * The agent's Prometheus metrics: its servers by state, busy reason, crash and suspension (read from the
 * manager at each scrape), its API operations by route and status class, power actions, whether Docker
 * answers, and Node's process metrics. One registry per daemon.
 */
export function createAgentMetrics(manager: ServerManager, dockerUp: () => Promise<boolean>): AgentMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  new Gauge({
    name: "hopper_agent_servers",
    help: "Game servers on this node, by state.",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const counts = new Map<string, number>(serverStates.map((state) => [state, 0]));
      for (const managed of manager.list()) {
        const state = managed.server.currentState;
        counts.set(state, (counts.get(state) ?? 0) + 1);
      }
      for (const [state, count] of counts) this.set({ state }, count);
    },
  });
  new Gauge({
    name: "hopper_agent_servers_busy",
    help: "Game servers busy with an install or a backup, by reason.",
    labelNames: ["reason"],
    registers: [registry],
    collect() {
      for (const reason of BUSY_REASONS) {
        this.set({ reason }, manager.list().filter((managed) => managed.server.busy === reason).length);
      }
    },
  });
  new Gauge({
    name: "hopper_agent_servers_crashed",
    help: "Game servers whose last run ended in a crash and that have not run since.",
    registers: [registry],
    collect() {
      this.set(manager.list().filter((managed) => managed.server.view().crashed !== null).length);
    },
  });
  new Gauge({
    name: "hopper_agent_docker_up",
    help: "1 when the Docker engine answered a ping at this scrape, else 0.",
    registers: [registry],
    async collect() {
      this.set((await dockerUp()) ? 1 : 0);
    },
  });

  const labelNames = ["method", "route", "status_class"] as const;
  const operations = new Counter({
    name: "hopper_agent_operations_total",
    help: "API requests answered, by method, route pattern and status class.",
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "hopper_agent_operation_duration_seconds",
    help: "Time to answer an API request, in seconds, by method, route pattern and status class.",
    labelNames,
    buckets: [0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 30],
    registers: [registry],
  });
  const power = new Counter({
    name: "hopper_agent_power_actions_total",
    help: "Power actions accepted, by action.",
    labelNames: ["action"],
    registers: [registry],
  });

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const labels = { method, route, status_class: `${String(status).charAt(0)}xx` };
      operations.inc(labels);
      duration.observe(labels, seconds);
    },
    powerAction(action) {
      power.inc({ action });
    },
  };
}
