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
  };
  /** Scope bit flags: all of them for a browser session, the token's for a personal access token. */
  scopes: bigint;
  via: "session" | "token";
  sessionId?: string;
}

export async function resolveViewer(
  db: DbOrTx,
  credentials: { sessionId?: string | null; authorization?: string | null },
): Promise<Viewer | null> {
  if (credentials.authorization) {
    const token = await resolveAccessToken(db, credentials.authorization);
    return token ? { user: token.user, scopes: token.scopes, via: "token" } : null;
  }
  if (credentials.sessionId) {
    const session = await resolveSession(db, credentials.sessionId);
    if (session) return { user: session.user, scopes: ALL_SCOPE_BITS, via: "session", sessionId: session.sessionId };
  }
  return null;
}
