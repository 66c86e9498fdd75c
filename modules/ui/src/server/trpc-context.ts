import { resolveViewer, SESSION_COOKIE } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import type { TrpcContext } from "@hopper/core/trpc";

import { clientIp } from "./request-info";

function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/** Context for a tRPC request: a session cookie (the site) or an Authorization header (API clients). */
export async function createTrpcContext(h: Headers): Promise<TrpcContext> {
  const database = db();
  const viewer = await resolveViewer(database, {
    authorization: h.get("authorization"),
    sessionToken: cookieValue(h.get("cookie"), SESSION_COOKIE),
  });
  return { db: database, viewer, ip: clientIp(h), userAgent: h.get("user-agent") };
}
