/**
 * Whether a database error says the text sent holds NUL (PostgreSQL 22021 "invalid byte sequence", or 22P05
 * for NUL in JSON). The boundaries refuse NUL first; this is the net under them, so text that still gets through
 * is the client's mistake (a 400), not a 500.
 */
export function isNulTextError(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 6; depth++) {
    const record = current as { code?: unknown; originalCode?: unknown; meta?: unknown; cause?: unknown };
    const code = record.originalCode ?? record.code;
    if (code === "22021" || code === "22P05") return true;
    const adapter = (record.meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError;
    current = adapter ?? record.cause;
  }
  return false;
}

export const NUL_TEXT_MESSAGE = "Text must not contain NUL characters.";
