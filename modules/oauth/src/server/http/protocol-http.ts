import { readBodyWithin } from "@hopper/core/http";

import { OAuthProtocolError } from "../services/tokens/protocol-error";

/** The token and revocation requests are a few hundred bytes; 16 KiB leaves room and bounds what is parsed. */
export const PROTOCOL_BODY_LIMIT = 16 * 1024;

/**
 * Headers of every token and revocation answer: apps in a browser call these endpoints from their own origin, so
 * any origin may read the answer; credentials are never included (the endpoints read no cookie, the client's
 * credentials are in the request). Token answers must not be cached (RFC 6749 5.1).
 */
export const PROTOCOL_HEADERS = {
  "access-control-allow-origin": "*",
  "cache-control": "no-store",
  pragma: "no-cache",
} as const;

/**
 * The CORS preflight of a token or revocation request: a browser app that authenticates with a Basic
 * `Authorization` header (or sends any non-simple header) asks first. Any origin, never credentials.
 */
export async function protocolPreflight(): Promise<Response> {
  return new Response(null, {
    status: 204,
    headers: {
      "access-control-allow-origin": "*",
      "access-control-allow-methods": "POST, OPTIONS",
      "access-control-allow-headers": "Authorization, Content-Type, Accept",
      "access-control-max-age": "600",
    },
  });
}

/** A JSON answer with the protocol headers. */
export function protocolJson(body: unknown, status = 200, extra: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...PROTOCOL_HEADERS, ...extra } });
}

/** The standard error body `{ error, error_description }`, with WWW-Authenticate after a failed Basic login. */
export function protocolError(error: OAuthProtocolError): Response {
  const extra: Record<string, string> = error.basic
    ? { "www-authenticate": 'Basic realm="hopper", charset="UTF-8"' }
    : {};
  return protocolJson({ error: error.error, error_description: error.description }, error.status, extra);
}

/**
 * The form parameters of a token or revocation request (application/x-www-form-urlencoded, RFC 6749 3.2), each
 * at most once. Throws invalid_request for another content type, an oversize body or a repeated parameter.
 */
export async function readProtocolForm(request: Request): Promise<Map<string, string>> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") {
    throw new OAuthProtocolError("invalid_request", "The body must be application/x-www-form-urlencoded.");
  }
  const tooLarge = () =>
    new OAuthProtocolError("invalid_request", `The request body must be at most ${PROTOCOL_BODY_LIMIT / 1024} KiB.`);
  const bytes = await readBodyWithin(request, PROTOCOL_BODY_LIMIT, tooLarge);
  const params = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(new TextDecoder().decode(bytes))) {
    if (params.has(name))
      throw new OAuthProtocolError("invalid_request", `The parameter ${name} is sent more than once.`);
    params.set(name, value);
  }
  return params;
}

/** Runs a protocol endpoint, turning its refusals into the standard error answer. */
export async function answerProtocol(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof OAuthProtocolError) return protocolError(error);
    throw error;
  }
}
