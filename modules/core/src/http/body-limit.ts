import { shellRefusalWith } from "../errors/app-error";

// Request body limits. A body is read only up to its limit: a declared Content-Length over it is refused
// before a byte is read, and a body sent without one (chunked) stops being read the moment it passes the
// limit. The 413 answer then carries `Connection: close`, so the unread rest never reaches the next request
// on a kept-alive connection (docs/api.md, "Request size limits").

const KIB = 1024;
const MIB = 1024 * KIB;

/** JSON bodies of the public API (`/v2`, `/v3`) unless a route declares its own. */
export const REST_JSON_BODY_LIMIT = 1 * MIB;
/**
 * The bulk hash lookups (`/v2/version_files…`, `/v2/version_file/project`): 10,000 sha512 hashes with
 * per-file filters, pretty-printed, fit with room to spare.
 */
export const REST_BULK_JSON_BODY_LIMIT = 8 * MIB;
/** tRPC calls (the site's own API; a batch of mutations with long Markdown texts fits). */
export const TRPC_BODY_LIMIT = 1 * MIB;
/** Form posts to route handlers that are not uploads (sign-in callbacks, small buttons). */
export const FORM_BODY_LIMIT = 64 * KIB;
/** Server actions; gallery images (5 MiB) are sent to them. Keep equal to next.config.ts's bodySizeLimit. */
export const SERVER_ACTION_BODY_LIMIT = 6 * MIB;

/** "256 KiB", "1 MiB", "1.5 MiB" — how limits are written in messages and docs. */
export function formatByteLimit(bytes: number): string {
  if (bytes >= MIB) return `${Number((bytes / MIB).toFixed(2))} MiB`;
  if (bytes >= KIB) return `${Number((bytes / KIB).toFixed(2))} KiB`;
  return `${bytes} bytes`;
}

/** The sentence every oversize body gets, naming the limit. */
export const bodyTooLargeMessage = (limit: number) => `The request body must be at most ${formatByteLimit(limit)}.`;

/**
 * The refusal of an oversize body: {@link bodyTooLargeMessage} for REST, the shell catalogue's
 * `refusals.bodyTooLarge` for the site (a tRPC form's answer).
 */
export const bodyTooLargeError = (limit: number) =>
  shellRefusalWith("payload_too_large", "bodyTooLarge", bodyTooLargeMessage(limit), { limit: formatByteLimit(limit) });

/** The Content-Length a request declares, or null when it declares none (or nonsense). */
export function declaredLength(headers: Headers): number | null {
  const raw = headers.get("content-length");
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  return Number(raw);
}

/** True when the request declares a body longer than `limit`. */
export const declaresMoreThan = (headers: Headers, limit: number) => (declaredLength(headers) ?? 0) > limit;

/**
 * Reads a request body into memory, at most `limit` bytes: a larger declared length is refused before
 * reading, and reading stops as soon as the body passes the limit (the rest is left unread, never buffered).
 * `tooLarge` makes the error; by default {@link bodyTooLargeError}.
 */
export async function readBodyWithin(
  request: Request,
  limit: number,
  tooLarge: () => Error = () => bodyTooLargeError(limit),
): Promise<Uint8Array<ArrayBuffer>> {
  if (declaresMoreThan(request.headers, limit)) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) throw tooLarge();
      chunks.push(value);
    }
  } finally {
    // Not cancel(): cancelling destroys the socket before the 413 can be written. The rest stays unread.
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The same request with its body read into memory within `limit` (see {@link readBodyWithin}), so whatever
 * reads it next — `request.json()`, a library — can never buffer more.
 */
export async function withBodyWithin(request: Request, limit: number, tooLarge?: () => Error): Promise<Request> {
  if (!request.body) return request;
  const body = await readBodyWithin(request, limit, tooLarge);
  const headers = new Headers(request.headers);
  headers.set("content-length", String(body.byteLength));
  return new Request(request.url, { method: request.method, headers, body, signal: request.signal });
}

/**
 * A body stream that passes bytes through until `limit` and then errors with `tooLarge()` (at once when the
 * declared length is already over), for readers that take a stream; reading stops there.
 */
export function limitedBody(request: Request, limit: number, tooLarge: () => Error): ReadableStream<Uint8Array> | null {
  const source = request.body;
  if (!source) return null;
  const overDeclared = declaresMoreThan(request.headers, limit);
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  let size = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (overDeclared) controller.error(tooLarge());
      else reader = source.getReader();
    },
    async pull(controller) {
      if (!reader) return;
      const { done, value } = await reader.read();
      if (done) return controller.close();
      size += value.byteLength;
      if (size > limit) {
        reader.releaseLock();
        reader = undefined;
        return controller.error(tooLarge());
      }
      controller.enqueue(value);
    },
    cancel(reason) {
      return reader?.cancel(reason);
    },
  });
}
