import type { IncomingMessage, ServerResponse } from "node:http";

import { FORM_BODY_LIMIT, SERVER_ACTION_BODY_LIMIT, bodyTooLargeMessage } from "@hopper/core/http";

// Body limits for what the web server hands to Next.js (the public API limits its own in rest-handler.ts).
// Next.js stops reading a server action at next.config.ts's bodySizeLimit but then answers 500; Auth.js reads
// its form posts whole. Here a declared Content-Length over the limit is answered 413 before a byte is read.

/**
 * tRPC and the upload routes (catalog's, the avatar's) read their bodies as streams with their own limits and
 * answer in their shape: the upload script shows "Avatars must be at most 256 KiB.", not a bare 413.
 */
const OWN_LIMIT = /^\/api\/(?:(?:trpc|catalog)\/|accounts\/avatar$)/;
/** Auth.js: sign-in forms and provider callbacks, a few hundred bytes. */
const AUTH = /^\/api\/auth\//;

/**
 * The largest body Next.js may be handed for this request, or null when the route limits its own. Server
 * actions (and every other form post to a page) get next.config.ts's bodySizeLimit.
 */
export function frontBodyLimit(method: string, url: string): number | null {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return null;
  const path = url.split("?")[0] ?? "/";
  if (OWN_LIMIT.test(path)) return null;
  return AUTH.test(path) ? FORM_BODY_LIMIT : SERVER_ACTION_BODY_LIMIT;
}

/** The declared body length of a Node request, or null (none, or chunked). */
function declared(req: IncomingMessage): number | null {
  const raw = req.headers["content-length"];
  return raw && /^\d+$/.test(raw.trim()) ? Number(raw) : null;
}

/**
 * Answers a request whose body is over its limit (413), or that is a server action or page form post sent
 * without a Content-Length (411: browsers always send one, and Next.js would cut it at the limit with a 500).
 * Nothing of the body is read; the connection closes after the answer. True when answered.
 */
export function refusedBody(req: IncomingMessage, res: ServerResponse): boolean {
  const limit = frontBodyLimit(req.method ?? "GET", req.url ?? "/");
  if (limit === null) return false;
  const length = declared(req);
  // Next.js forwards a server action to the worker that has it as a stream of the original body, within the
  // limit this function already applied to the original.
  const forwarded = req.headers["x-action-forwarded"] !== undefined;
  const chunked = length === null && req.headers["transfer-encoding"] !== undefined && !forwarded;
  if (length !== null && length <= limit) return false;
  if (length === null && !chunked) return false;
  const status = chunked ? 411 : 413;
  const message = chunked
    ? `Send the request with a Content-Length header. ${bodyTooLargeMessage(limit)}`
    : bodyTooLargeMessage(limit);
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8", connection: "close" });
  res.end(message);
  return true;
}
