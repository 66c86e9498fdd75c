import { ConfigError } from "@hopper/core/config";
import { AppError } from "@hopper/core/errors";

/** Prints a clear one-line reason and exits non-zero; stack traces only for real bugs. */
export function fail(error: unknown): never {
  if (error instanceof ConfigError || error instanceof AppError) console.error(`hopper: ${error.message}`);
  else if (error instanceof Error) console.error(`hopper: ${error.message}`, process.env.HOPPER_DEBUG ? error : "");
  else console.error(`hopper: ${String(error)}`);
  process.exit(error instanceof AppError || error instanceof ConfigError ? 2 : 1);
}
