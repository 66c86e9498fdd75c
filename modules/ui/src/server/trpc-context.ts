import { resolveViewer, sessionIdFromCookies } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import { clientAddress } from "@hopper/core/http";
import type { TrpcContext } from "@hopper/core/trpc";

export function parseCookies(header: string | null): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of header?.split(";") ?? []) {
    const index = part.indexOf("=");
    if (index > 0) jar.set(part.slice(0, index).trim(), decodeURIComponent(part.slice(index + 1).trim()));
  }
  return jar;
}

/** Context for a tRPC request: a session cookie (the site) or an Authorization header (API clients). */
export async function createTrpcContext(h: Headers): Promise<TrpcContext> {
  const database = db();
  const jar = parseCookies(h.get("cookie"));
  const viewer = await resolveViewer(database, {
    authorization: h.get("authorization"),
    sessionId: await sessionIdFromCookies((name) => jar.get(name)),
  });
  return { db: database, viewer, ip: clientAddress(h), userAgent: h.get("user-agent") };
}
