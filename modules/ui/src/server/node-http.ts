// Translation between Node's http objects and the Fetch API's Request/Response that route handlers use, for
// the production web server and the tests' HTTP servers.
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";

import { RestJsonResponse } from "@hopper/core/module";

export function toWebRequest(req: IncomingMessage, origin: string, method = req.method ?? "GET"): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(new URL(req.url ?? "/", origin), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // Node's fetch Request needs this to accept a streamed body.
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}

/**
 * Writes a Response to the socket, streaming its body with backpressure (a slow client never fills memory).
 * `buffered` reads the body first and writes it at once, for answers that are in memory anyway (the API's
 * JSON): it skips the web-stream machinery, a good part of a small answer's cost.
 */
export async function writeWebResponse(
  response: Response,
  res: ServerResponse,
  options: { omitBody?: boolean; buffered?: boolean } = {},
): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  // A REST JSON answer keeps its text (rest-json.ts): written as is (nothing for HEAD), its body stream never made.
  if (response instanceof RestJsonResponse && !response.bodyUsed) {
    const body = options.omitBody ? null : Buffer.from(response.jsonText);
    if (body) headers["content-length"] = String(body.byteLength);
    res.writeHead(response.status, headers);
    res.end(body ?? undefined);
    return;
  }
  if (options.buffered && response.body && !options.omitBody) {
    const body = Buffer.from(await response.arrayBuffer());
    headers["content-length"] = String(body.byteLength);
    res.writeHead(response.status, headers);
    res.end(body);
    return;
  }
  res.writeHead(response.status, headers);
  if (!response.body || options.omitBody) {
    await response.body?.cancel();
    res.end();
    return;
  }
  try {
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res);
  } catch (error) {
    // The client went away mid-body: nothing is left to answer.
    if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") throw error;
  }
}
