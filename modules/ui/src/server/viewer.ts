import "server-only";

import { cache } from "react";
import { cookies, headers } from "next/headers";

import { resolveViewer, sessionIdFromCookies } from "@hopper/core/auth";
import type { Viewer } from "@hopper/core/auth";
import { db } from "@hopper/core/db";

/** The signed-in user of this request, resolved once per request; null when signed out or revoked. */
export const getViewer = cache(async (): Promise<Viewer | null> => {
  const jar = await cookies();
  const sessionId = await sessionIdFromCookies((name) => jar.get(name)?.value);
  if (!sessionId) return null;
  return resolveViewer(db(), { sessionId });
});

export const getUserAgent = async () => (await headers()).get("user-agent");
