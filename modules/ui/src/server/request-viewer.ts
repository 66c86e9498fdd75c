import { resolveViewer, sessionIdFromCookies } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import { cookieReader } from "@hopper/core/http";

/** The signed-in viewer of a route-handler request (session cookie), or null. */
export async function requestViewer(request: Request) {
  const sessionId = await sessionIdFromCookies(cookieReader(request.headers.get("cookie")));
  return sessionId ? resolveViewer(db(), { sessionId }) : null;
}
