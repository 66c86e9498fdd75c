import { createSession } from "../../core/src/auth/sessions";
import { resolveViewer } from "../../core/src/auth/viewer";
import type { Db } from "../../core/src/db/client";
import type { Role } from "../../core/src/db/generated/client";
import { createCallerFactory } from "../../core/src/trpc";
import { notificationsRouter } from "../src/server/router";
import { makeUser } from "./support";

const createCaller = createCallerFactory(notificationsRouter);

/**
 * The notifications router called from outside, for the authorization tests: anonymously, as a user with `role`
 * through a real browser session, or with a personal access token holding only `scopes`. `db` is read at each
 * call (the test database exists once its hooks ran).
 */
export function routerCallers(db: () => Db) {
  const anonymous = () => createCaller({ db: db(), viewer: null, ip: null, userAgent: null });
  async function signedIn(role: Role = "user") {
    const user = await makeUser(db(), role);
    const session = await createSession(db(), user.id);
    const viewer = await resolveViewer(db(), { sessionId: session.id });
    return { ...user, caller: createCaller({ db: db(), viewer, ip: null, userAgent: null }) };
  }
  async function withToken(scopes: Parameters<typeof makeUser>[2]) {
    const user = await makeUser(db(), "user", scopes);
    const viewer = await resolveViewer(db(), { authorization: user.token });
    return { ...user, caller: createCaller({ db: db(), viewer, ip: null, userAgent: null }) };
  }
  return { anonymous, signedIn, withToken };
}
