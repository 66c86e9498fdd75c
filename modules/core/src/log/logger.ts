import { pino } from "pino";
import type { DestinationStream, Logger, LoggerOptions } from "pino";

import { config } from "../config/config";
import type { CoreSettings } from "../config/env";
import { currentLogContext } from "./context";
import { formatHumanLine } from "./human";

export type { Logger };

/** Where log lines go: servers write to stdout; one-shot commands to stderr, keeping stdout for their output. */
export type LogTarget = "stdout" | "stderr";

interface LogState {
  root: Logger;
  target: LogTarget;
}

const key = Symbol.for("hopper.log.root");
const holder = globalThis as unknown as Record<typeof key, LogState | undefined>;

/** LOG_LEVEL and LOG_FORMAT; a bad environment must not stop the error that reports it from being logged. */
function settings(): Pick<CoreSettings, "LOG_LEVEL" | "LOG_FORMAT"> {
  try {
    return config();
  } catch {
    return { LOG_LEVEL: "info", LOG_FORMAT: undefined };
  }
}

function createState(): LogState {
  const { LOG_LEVEL, LOG_FORMAT } = settings();
  const state = { target: "stdout" } as LogState;
  // Writes go through process.stdout/stderr (synchronous for files, pipes and terminals on Linux), so the
  // last lines before process.exit() are not lost and the target can change after loggers were made.
  const destination: DestinationStream = {
    write(line) {
      const stream = state.target === "stderr" ? process.stderr : process.stdout;
      const human = LOG_FORMAT === "text" || (LOG_FORMAT === undefined && stream.isTTY === true);
      stream.write(human ? formatHumanLine(line) : line);
    },
  };
  state.root = pino(pinoOptions(LOG_LEVEL), destination);
  return state;
}

function pinoOptions(level: string): LoggerOptions {
  return {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // The request id or job id of the work in progress, on every line written during it.
    mixin: () => ({ ...currentLogContext() }),
  };
}

// One root per process (see context.ts for why it lives on globalThis), made on first use.
function state(): LogState {
  return (holder[key] ??= createState());
}

/** The process's root logger: JSON lines at LOG_LEVEL. Prefer `componentLogger(name)`. */
export function rootLogger(): Logger {
  return state().root;
}

/** A logger whose lines say which part of the system wrote them (`"component":"catalog"`). */
export function componentLogger(component: string): Logger {
  return state().root.child({ component });
}

/** Sends this process's log lines to stderr (one-shot commands, whose stdout is their result) or stdout. */
export function setLogTarget(target: LogTarget): void {
  state().target = target;
}

/** A logger like the process's, writing its JSON lines to `write` instead (tests that read what was logged). */
export function createLogger(write: (line: string) => void, level = "info"): Logger {
  return pino(pinoOptions(level), { write });
}
