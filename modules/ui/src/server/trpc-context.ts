import { resolveViewer, sessionIdFromCookies } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import { clientAddress, cookieReader } from "@hopper/core/http";
import type { TrpcContext } from "@hopper/core/trpc";

/** Context for a tRPC request: a session cookie (the site) or an Authorization header (API clients). */
export async function createTrpcContext(h: Headers): Promise<TrpcContext> {
  const database = db();
  const viewer = await resolveViewer(database, {
    authorization: h.get("authorization"),
    sessionId: await sessionIdFromCookies(cookieReader(h.get("cookie"))),
  });
  return { db: database, viewer, ip: clientAddress(h), userAgent: h.get("user-agent") };
}
