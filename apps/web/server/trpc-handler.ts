import { fetchRequestHandler } from "@trpc/server/adapters/fetch";

import { appRouter } from "./app-router";
import { isCrossSiteRequest } from "@hopper/ui/server/same-origin";
import { createTrpcContext } from "@hopper/ui/server/trpc-context";

export async function handleTrpcRequest(request: Request): Promise<Response> {
  if (isCrossSiteRequest(request)) {
    return Response.json({ error: { message: "Cross-site request refused." } }, { status: 403 });
  }
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req: request,
    router: appRouter,
    createContext: () => createTrpcContext(request.headers),
    onError({ error, path }) {
      if (error.code === "INTERNAL_SERVER_ERROR") console.error(`[trpc] ${path ?? "?"}:`, error.cause ?? error);
    },
  });
}
