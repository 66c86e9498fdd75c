import { z, ZodError } from "zod";

import { componentLogger } from "../log";
import { restJson } from "../module/rest-json";
import { AppError, ERROR_CODES } from "./app-error";
import { isNulTextError, NUL_TEXT_MESSAGE } from "./database-text";
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  DATABASE_UNAVAILABLE_RETRY_SECONDS,
  isDatabaseUnavailable,
} from "./database-unavailable";

/** Every error answer of the public API, as the reference API shapes it; documented in /v2/openapi.json. */
export const restErrorSchema = z
  .object({
    error: z.string().describe("A machine-readable name: invalid_input, unauthorized, not_found, …"),
    description: z.string().describe("What went wrong, for people"),
  })
  .meta({ id: "Error", description: "An error" });

export type RestErrorBody = z.infer<typeof restErrorSchema>;

/** Turns any thrown value into the status and body of the public API; unknown errors never leak details. */
export function toRestError(error: unknown): { status: number; body: RestErrorBody } {
  if (error instanceof AppError) {
    return { status: error.status, body: { error: error.code, description: error.message } };
  }
  if (error instanceof ZodError) {
    const first = error.issues[0];
    const where = first?.path.length ? `${first.path.join(".")}: ` : "";
    return {
      status: 400,
      body: { error: "invalid_input", description: `${where}${first?.message ?? "Invalid input"}` },
    };
  }
  if (isNulTextError(error)) {
    return { status: 400, body: { error: "invalid_input", description: NUL_TEXT_MESSAGE } };
  }
  if (isClientAbort(error)) {
    return { status: 400, body: { error: "invalid_input", description: "The request was aborted by the client." } };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { error: "unavailable", description: DATABASE_UNAVAILABLE_MESSAGE } };
  }
  return {
    status: ERROR_CODES.internal_error.status,
    body: { error: "internal_error", description: "An internal error occurred." },
  };
}

/** The client closed the connection while its request body was being read: its fault, and nobody hears the answer. */
function isClientAbort(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && (code === "ECONNRESET" || code === "ECONNABORTED" || error.message === "aborted");
}

export function restErrorResponse(error: unknown, headers?: HeadersInit): Response {
  const { status, body } = toRestError(error);
  if (status === 503) {
    // One line per refused request while PostgreSQL is away; the outage itself is what the operator looks into.
    componentLogger("api").warn(
      { err: { message: error instanceof Error ? error.message : String(error) } },
      "database unavailable",
    );
    const withRetry = new Headers(headers);
    withRetry.set("retry-after", String(DATABASE_UNAVAILABLE_RETRY_SECONDS));
    return restJson(body, { status, headers: withRetry });
  }
  // The stack for the operator (with the request id); the client only gets "An internal error occurred."
  if (status >= 500) componentLogger("api").error({ err: error }, "internal error");
  return restJson(body, { status, headers });
}
