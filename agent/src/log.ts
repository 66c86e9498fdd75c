import { pino, type Logger } from "pino";

export type { Logger };

/** Structured JSON logs on stdout; the process manager (systemd, Docker) collects them. */
export function createLogger(level: string, nodeId: string): Logger {
  return pino({ level, base: { nodeId }, timestamp: pino.stdTimeFunctions.isoTime });
}
