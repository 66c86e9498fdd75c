import type { DbOrTx } from "../db/client";
import type { Role } from "../db/generated/client";
import { ALL_SCOPE_BITS } from "./scopes";
import { resolveSession } from "./sessions";
import { resolveAccessToken } from "./tokens";

/** Who is making a request, and what they may do through the way they authenticated. */
export interface Viewer {
  user: {
    id: string;
    username: string;
    role: Role;
    email: string | null;
    emailVerified: Date | null;
    avatarUrl: string | null;
    /** API_RATE_LIMIT × this for the user's requests to the public API (users.api_rate_multiplier); absent = 1. */
    apiRateMultiplier?: number;
  };
  /** Scope bit flags: all of them for a browser session, the token's for a personal or OAuth access token. */
  scopes: bigint;
  /** `oauth`: an OAuth access token of the app `appId`, acting for the user within the granted scopes. */
  via: "session" | "token" | "oauth";
  sessionId?: string;
  appId?: string;
}

export async function resolveViewer(
  db: DbOrTx,
  credentials: { sessionId?: string | null; authorization?: string | null },
): Promise<Viewer | null> {
  if (credentials.authorization) {
    const token = await resolveAccessToken(db, credentials.authorization);
    if (!token) return null;
    return "appId" in token
      ? { user: token.user, scopes: token.scopes, via: "oauth", appId: token.appId }
      : { user: token.user, scopes: token.scopes, via: "token" };
  }
  if (credentials.sessionId) {
    const session = await resolveSession(db, credentials.sessionId);
    if (session) return { user: session.user, scopes: ALL_SCOPE_BITS, via: "session", sessionId: session.sessionId };
  }
  return null;
}
