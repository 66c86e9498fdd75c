import { encode } from "@auth/core/jwt";

import { authSecret } from "@hopper/core/config";
import type { Db } from "@hopper/core/db";

import { createSession, revokeSession } from "../../core/src/auth/sessions";

const COOKIE = "authjs.session-token";

/**
 * Signs a user in as the site does: a session row, and the cookie Auth.js issues at sign-in (an encrypted JWT
 * carrying the row's id, salted with the cookie's name). Route handlers read it with the real cookie decoder.
 */
export async function signIn(db: Db, userId: string) {
  const session = await createSession(db, userId, { ip: "192.0.2.10", userAgent: "vitest" });
  const value = await encode({ token: { sub: userId, sid: session.id }, secret: authSecret(), salt: COOKIE });
  return {
    cookie: `${COOKIE}=${value}`,
    revoke: () => revokeSession(db, session.id),
  };
}
