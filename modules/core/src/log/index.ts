// One structured logger for every Hopper process (web, jobs, the `hopper` command): pino JSON lines at
// LOG_LEVEL, a component per child logger, and the request or job being handled on every line.
export { currentLogContext, withLogContext } from "./context";
export type { LogContext } from "./context";
export { componentLogger, createLogger, rootLogger, setLogTarget } from "./logger";
export type { Logger, LogTarget } from "./logger";
