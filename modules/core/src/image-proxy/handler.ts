/**
 * The image proxy as a Fetch-API handler (`Request` → `Response`) so any router can mount it:
 * `GET <route>?url=<encoded remote URL>`. Successful responses are cacheable by browsers and CDNs;
 * the security headers make sure the bytes are only ever treated as the declared media type.
 */
import { createHash } from "node:crypto";
import { ImageProxyError, STATUS_BY_CODE } from "./errors";
import { fetchMedia } from "./fetch-media";
import { resolveImageProxyOptions } from "./options";
import { isValidProxySignature, SIGNATURE_PARAMETER } from "./signature";
import type { ImageProxyOptions, ResolvedImageProxyOptions } from "./options";

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; sandbox",
  "content-disposition": "inline",
  "cross-origin-resource-policy": "cross-origin",
  "referrer-policy": "no-referrer",
};

function errorResponse(status: number, error: string, description: string): Response {
  return Response.json(
    { error, description },
    { status, headers: { ...SECURITY_HEADERS, "cache-control": "no-store" } },
  );
}

export type ImageProxyHandler = (request: Request) => Promise<Response>;

/** Builds the handler once, so options are resolved (and validated) at start-up, not per request. */
export function createImageProxyHandler(options: ImageProxyOptions = {}): ImageProxyHandler {
  const resolved = resolveImageProxyOptions(options);
  return (request) => handleWithOptions(request, resolved);
}

export function handleImageProxyRequest(request: Request, options: ImageProxyOptions = {}): Promise<Response> {
  return handleWithOptions(request, resolveImageProxyOptions(options));
}

async function handleWithOptions(request: Request, options: ResolvedImageProxyOptions): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return errorResponse(405, "method_not_allowed", "only GET and HEAD are supported");
  }
  const parameters = new URL(request.url).searchParams;
  const target = parameters.get("url");
  if (target === null || target === "") {
    return errorResponse(400, "invalid_url", "the url query parameter is required");
  }
  if (
    options.signingKey !== undefined &&
    !isValidProxySignature(target, parameters.get(SIGNATURE_PARAMETER), options.signingKey)
  ) {
    return errorResponse(403, "invalid_signature", "the url is not signed by this site");
  }
  try {
    const media = await fetchMedia(target, options);
    const etag = `"${createHash("sha256").update(media.body).digest("base64url")}"`;
    const headers = {
      ...SECURITY_HEADERS,
      "content-type": media.contentType,
      "cache-control": `public, max-age=${options.cacheMaxAgeSeconds}`,
      etag,
    };
    if (request.headers.get("if-none-match") === etag) {
      return new Response(null, { status: 304, headers });
    }
    const body = request.method === "HEAD" ? null : new Uint8Array(media.body);
    return new Response(body, { status: 200, headers: { ...headers, "content-length": String(media.body.length) } });
  } catch (error) {
    if (error instanceof ImageProxyError) {
      return errorResponse(STATUS_BY_CODE[error.code], error.code, error.message);
    }
    throw error;
  }
}
