import { ConfigError } from "@hopper/core/config";
import { AppError } from "@hopper/core/errors";
import { componentLogger } from "@hopper/core/log";

/** Prints a clear one-line reason and exits non-zero; stack traces only for real bugs, in the log. */
export function fail(error: unknown): never {
  const expected = error instanceof ConfigError || error instanceof AppError;
  if (!expected) componentLogger("hopper").error({ err: error }, "the command failed");
  process.stderr.write(`hopper: ${expected ? error.message : lastLine(error)}\n`);
  process.exit(error instanceof AppError || error instanceof ConfigError ? 2 : 1);
}

/** A fault's message can span a screen (Prisma's does); the log line above holds it whole, the reason ends it. */
function lastLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.trim().split("\n").at(-1)?.trim() || "the command failed";
}
