/** Public surface of @hopper/agent: the protocol types the web app imports, plus the daemon. */
export * from "./protocol.ts";
export { Daemon, AGENT_VERSION } from "./daemon.ts";
export { agentConfigSchema, loadConfig, type AgentConfig } from "./config.ts";
