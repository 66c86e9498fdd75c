import type { Actor } from "@hopper/core/auth";
import type { Role } from "@hopper/core/db";

import { createSession } from "../../core/src/auth/sessions";
import { resolveViewer } from "../../core/src/auth/viewer";
import type { Db } from "../../core/src/db/client";
import { createCallerFactory } from "../../core/src/trpc";
import { catalogRouter } from "../src/server/router";
import { makeUser } from "./helpers";

const createCaller = createCallerFactory(catalogRouter);

export type CatalogCaller = ReturnType<typeof createCaller>;

/** The catalog router called as nobody: what an anonymous browser's tRPC request sees. */
export const anonymousCaller = (db: Db) => createCaller({ db, viewer: null, ip: null, userAgent: null });

/** The catalog router called as `actor`, signed in through a real session row (resolved as the web app does). */
export async function callerFor(db: Db, actor: Actor): Promise<CatalogCaller> {
  const session = await createSession(db, actor.userId);
  const viewer = await resolveViewer(db, { sessionId: session.id });
  return createCaller({ db, viewer, ip: "192.0.2.1", userAgent: null });
}

/** A new user with `role` and the catalog router called as them. */
export async function signedInCaller(db: Db, role: Role = "user") {
  const actor = await makeUser(db, role);
  return { actor, caller: await callerFor(db, actor) };
}
