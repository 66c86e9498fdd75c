import type { Instrumentation } from "next";

/**
 * A page, route handler or server action that throws: Next.js answers with the error page and prints the
 * error its own way; this writes it as a log line with its stack and the request id (web-server.ts puts the
 * id in the request's headers), so an operator finds it beside the request's other lines.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  // eslint-disable-next-line no-restricted-properties -- Next.js names the runtime only here; the logger needs Node
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { componentLogger } = await import("@hopper/core/log");
  const requestId = request.headers["x-request-id"];
  componentLogger("web").error(
    {
      err: error,
      ...(typeof requestId === "string" ? { requestId } : {}),
      method: request.method,
      path: request.path.split("?", 1)[0],
      route: context.routePath,
      routeType: context.routeType,
    },
    "page error",
  );
};
