import type { Role } from "../db/generated/client";
import type { Viewer } from "./viewer";

/**
 * Who performs an action, as services see it: the user's id and site role. Services take an `Actor | null`
 * (null is an anonymous caller) rather than a `Viewer`, so they do not depend on how the request was
 * authenticated and tests can act as anyone without a session.
 */
export interface Actor {
  userId: string;
  role: Role;
}

/** The actor behind a request's viewer, or null for an anonymous request. */
export function actorOf(viewer: Viewer): Actor;
export function actorOf(viewer: Viewer | null | undefined): Actor | null;
export function actorOf(viewer: Viewer | null | undefined): Actor | null {
  return viewer ? { userId: viewer.user.id, role: viewer.user.role } : null;
}

/** Moderators and admins: they see and may moderate content they are not a member of. */
export function isStaff(actor: { role: Role } | null | undefined): boolean {
  return actor?.role === "moderator" || actor?.role === "admin";
}
