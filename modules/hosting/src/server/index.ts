// The hosting module's public services (for the CLI, billing's events and other modules).
// The origins of the nodes' console sockets, for the pages' Content-Security-Policy (apps/web).
export { consoleOrigins } from "./services/nodes/console-origins";
