import { fetchRequestHandler } from "@trpc/server/adapters/fetch";

import { TRPC_BODY_LIMIT, bodyTooLargeError, limitedBody } from "@hopper/core/http";
import { componentLogger } from "@hopper/core/log";
import { TRPCError } from "@hopper/core/trpc";

import { appRouter } from "./app-router";
import { isCrossSiteRequest } from "@hopper/ui/server/same-origin";
import { createTrpcContext } from "@hopper/ui/server/trpc-context";

/** Its cause carries the shell catalogue's descriptor, so the site's form says it in the reader's language. */
const tooLarge = () => {
  const cause = bodyTooLargeError(TRPC_BODY_LIMIT);
  return new TRPCError({ code: "PAYLOAD_TOO_LARGE", message: cause.message, cause });
};

/**
 * The request with its body limited to TRPC_BODY_LIMIT: tRPC reads it with `request.json()`, which would
 * otherwise buffer any size. Past the limit (or a declared Content-Length over it) reading stops and every call
 * of the batch answers 413 PAYLOAD_TOO_LARGE.
 */
function limited(request: Request): Request {
  const body = limitedBody(request, TRPC_BODY_LIMIT, tooLarge);
  return body ? new Request(request, { body, duplex: "half" } as RequestInit) : request;
}

const log = componentLogger("trpc");

export async function handleTrpcRequest(request: Request): Promise<Response> {
  if (isCrossSiteRequest(request)) {
    return Response.json({ error: { message: "Cross-site request refused." } }, { status: 403 });
  }
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req: limited(request),
    router: appRouter,
    createContext: () => createTrpcContext(request.headers),
    // The unread rest of a refused body must not reach the next request on a kept-alive connection.
    responseMeta: ({ errors }) =>
      errors.some((error) => error.code === "PAYLOAD_TOO_LARGE") ? { headers: { connection: "close" } } : {},
    onError({ error, path }) {
      if (error.code !== "INTERNAL_SERVER_ERROR") return;
      log.error({ err: error.cause ?? error, procedure: path }, "internal error");
    },
  });
}
