import type { Role } from "../../core/src/db/generated/client";
import { createPersonalAccessToken } from "../../core/src/auth/tokens";
import { createSession } from "../../core/src/auth/sessions";
import { resolveViewer } from "../../core/src/auth/viewer";
import type { ScopeName } from "../../core/src/auth/scopes";
import type { Db } from "../../core/src/db/client";
import { createCallerFactory } from "../../core/src/trpc";
import { accountsRouter } from "../src/server/router";
import { createUser } from "../src/server/services/create-user";

const createCaller = createCallerFactory(accountsRouter);

let counter = 0;

/** The accounts router called as nobody: what an anonymous browser's tRPC request sees. */
export const anonymousCaller = (db: Db) => createCaller({ db, viewer: null, ip: null, userAgent: null });

/**
 * A user with `role`, signed in through a real session row, and the accounts router called as them
 * (the viewer is resolved from the session exactly as the web app does for a request).
 */
export async function signedInCaller(db: Db, role: Role = "user") {
  const user = await createUser(db, {
    username: `caller${++counter}${role}`,
    email: `caller${counter}${role}@example.com`,
    password: "a fine password",
  });
  await db.user.update({ where: { id: user.id }, data: { role } });
  const session = await createSession(db, user.id, { ip: "192.0.2.1", userAgent: "Mozilla/5.0 (X11; Linux)" });
  const viewer = await resolveViewer(db, { sessionId: session.id });
  return { user, sessionId: session.id, caller: createCaller({ db, viewer, ip: "192.0.2.1", userAgent: null }) };
}

/** The same user calling with a personal access token that holds only `scopes`. */
export async function tokenCaller(db: Db, userId: string, scopes: ScopeName[]) {
  const { token } = await createPersonalAccessToken(db, { userId, name: "script token", scopes });
  const viewer = await resolveViewer(db, { authorization: token });
  return createCaller({ db, viewer, ip: null, userAgent: null });
}
