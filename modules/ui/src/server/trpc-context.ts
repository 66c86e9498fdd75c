import { resolveViewer, sessionIdFromCookies } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import { clientAddress, cookieReader } from "@hopper/core/http";
import type { TrpcContext } from "@hopper/core/trpc";

/**
 * Context for a tRPC request: the signed-in browser's session cookie, nothing else. tRPC is the site's own API and
 * its procedures check the viewer's role and team permissions, not token scopes; a personal or OAuth access token
 * there would act with the user's full rights (a moderator's USER_READ app reading the staff mailbox). Apps and
 * launchers use /v2 and /v3, where every route checks its scope.
 */
export async function createTrpcContext(h: Headers): Promise<TrpcContext> {
  const database = db();
  const viewer = await resolveViewer(database, {
    sessionId: await sessionIdFromCookies(cookieReader(h.get("cookie"))),
  });
  return { db: database, viewer, ip: clientAddress(h), userAgent: h.get("user-agent") };
}
