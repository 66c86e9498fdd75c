import "server-only";

import { cache } from "react";
import { cookies, headers } from "next/headers";

import { resolveViewer, SESSION_COOKIE } from "@hopper/core/auth";
import type { Viewer } from "@hopper/core/auth";
import { db } from "@hopper/core/db";

/** The signed-in user of this request (session cookie), resolved once per request. */
export const getViewer = cache(async (): Promise<Viewer | null> => {
  const sessionToken = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!sessionToken) return null;
  return resolveViewer(db(), { sessionToken });
});

export const getUserAgent = async () => (await headers()).get("user-agent");
