/**
 * The error every service throws. `code` is the machine-readable name used as `error` in REST bodies
 * (the reference API's names) and mapped to a tRPC code; `message` is shown to people.
 */
export const ERROR_CODES = {
  invalid_input: { status: 400, trpc: "BAD_REQUEST" },
  unauthorized: { status: 401, trpc: "UNAUTHORIZED" },
  forbidden: { status: 403, trpc: "FORBIDDEN" },
  not_found: { status: 404, trpc: "NOT_FOUND" },
  conflict: { status: 409, trpc: "CONFLICT" },
  payload_too_large: { status: 413, trpc: "PAYLOAD_TOO_LARGE" },
  ratelimit_error: { status: 429, trpc: "TOO_MANY_REQUESTS" },
  internal_error: { status: 500, trpc: "INTERNAL_SERVER_ERROR" },
} as const;

export type AppErrorCode = keyof typeof ERROR_CODES;

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Field-level problems for forms: field name → message. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
    this.status = ERROR_CODES[code].status;
  }
}

export const notFound = (what: string) => new AppError("not_found", what);
export const forbidden = (message = "You do not have permission to do this.") => new AppError("forbidden", message);
export const unauthorized = (message = "You must be signed in to do this.") => new AppError("unauthorized", message);
export const invalidInput = (message: string, fields?: Record<string, string>) =>
  new AppError("invalid_input", message, fields);
