import { resolveViewer, sessionIdFromCookies } from "@hopper/core/auth";
import { db } from "@hopper/core/db";

/** Reads one cookie from a request's Cookie header. */
export const cookieValue = (request: Request) => (name: string) => {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return undefined;
};

/** The signed-in viewer of a route-handler request (session cookie), or null. */
export async function requestViewer(request: Request) {
  const sessionId = await sessionIdFromCookies(cookieValue(request));
  return sessionId ? resolveViewer(db(), { sessionId }) : null;
}
