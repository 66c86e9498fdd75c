import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

import { componentLogger, withLogContext } from "@hopper/core/log";

const log = componentLogger("http");

// An id a proxy in front chose (nginx's $request_id, a UUID) is kept so its logs and ours line up; anything
// longer or with other characters could forge or flood log lines, and is replaced.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:+/=-]{1,128}$/;
// Build assets are requested by the dozen per page: their successful answers are logged at debug only.
const ASSET_PATH = /^\/_next\/static\//;
const MAX_LOGGED_PATH = 2048;

/** The incoming `x-request-id` when it is sane, else a new one. */
export function requestIdFor(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && SANE_REQUEST_ID.test(value) ? value : randomUUID();
}

/**
 * Handles one request with its id on every log line written meanwhile (Next.js pages, the API, services),
 * answers it in `x-request-id`, and logs one line when the answer is sent: method, path, status, duration.
 */
export function withRequestLog(req: IncomingMessage, res: ServerResponse, handle: () => void): void {
  const requestId = requestIdFor(req.headers["x-request-id"]);
  req.headers["x-request-id"] = requestId;
  res.setHeader("x-request-id", requestId);
  const started = performance.now();
  res.once("close", () => {
    const status = res.statusCode;
    const path = (req.url ?? "/").split("?", 1)[0]!.slice(0, MAX_LOGGED_PATH);
    const line = {
      requestId,
      method: req.method,
      path,
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      // The client left before the whole answer was written.
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    if (status >= 500) log.error(line, "request");
    else if (status < 400 && ASSET_PATH.test(path)) log.debug(line, "request");
    else log.info(line, "request");
  });
  withLogContext({ requestId }, handle);
}
