/** Public surface of @hopper/agent: the protocol types the web app imports, plus the daemon. */
export * from "./protocol.js";
export { Daemon, AGENT_VERSION } from "./daemon.js";
export { agentConfigSchema, loadConfig, type AgentConfig } from "./config.js";
