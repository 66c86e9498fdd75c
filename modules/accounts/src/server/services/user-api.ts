import type { Actor } from "@hopper/core/auth";
import type { DbOrTx, Role } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import { removeAvatar, setAvatar, updateProfile } from "./profile";

const notFound = () => new AppError("not_found", "the requested user was not found");

/** A user by id or username (any case), whole row, or not_found. */
export async function requireUser(db: DbOrTx, idOrName: string) {
  const user = await db.user.findFirst({ where: { OR: [{ id: idOrName }, { usernameKey: idOrName.toLowerCase() }] } });
  if (!user) throw notFound();
  return user;
}

/** Users by ids or usernames (any case), in the order asked, each once; unknown ones left out. One query. */
export async function findUsers(db: DbOrTx, idsOrNames: readonly string[]) {
  if (idsOrNames.length === 0) return [];
  const users = await db.user.findMany({
    where: {
      OR: [{ id: { in: [...idsOrNames] } }, { usernameKey: { in: idsOrNames.map((key) => key.toLowerCase()) } }],
    },
  });
  const ordered: typeof users = [];
  for (const wanted of idsOrNames) {
    const user = users.find((row) => row.id === wanted || row.usernameKey === wanted.toLowerCase());
    if (user && !ordered.includes(user)) ordered.push(user);
  }
  return ordered;
}

/** Only the user and admins change a profile; moderators review content, they do not rename people. */
function assertMayEdit(editor: Actor, userId: string) {
  if (editor.userId !== userId && editor.role !== "admin") {
    throw new AppError("forbidden", "You do not have permission to edit this user.");
  }
}

export interface UserPatch {
  username?: string;
  bio?: string | null;
  /** Only the current address is accepted here: changing it needs the password (settings page). */
  email?: string | null;
  /** The reference API's role names: developer (a plain user), moderator, admin. Admins only. */
  role?: string;
}

/** The reference API's role names and Hopper's. */
const ROLES: Record<string, Role> = { developer: "user", moderator: "moderator", admin: "admin" };

/** Edits a profile with the settings page's rules (updateProfile); fields left out keep their value. */
export async function editUser(db: DbOrTx, editor: Actor, idOrName: string, patch: UserPatch) {
  const user = await requireUser(db, idOrName);
  assertMayEdit(editor, user.id);
  if (patch.email !== undefined && (patch.email ?? "").trim().toLowerCase() !== (user.email ?? "").toLowerCase()) {
    throw new AppError(
      "invalid_input",
      "The email address cannot be changed through the API; change it on the account settings page, which asks for the password.",
    );
  }
  if (patch.role !== undefined) {
    const role = ROLES[patch.role];
    if (!role) throw new AppError("invalid_input", "role must be developer, moderator or admin.");
    // Sending the current role back (clients that send the whole user) is no change.
    if (role !== user.role) {
      if (editor.role !== "admin") throw new AppError("forbidden", "Only admins can change a user's role.");
      await db.user.update({ where: { id: user.id }, data: { role } });
    }
  }
  await updateProfile(db, {
    userId: user.id,
    username: patch.username ?? user.username,
    bio: patch.bio === undefined ? (user.bio ?? "") : (patch.bio ?? ""),
  });
}

/** Sets (bytes) or removes (null) the avatar, with the settings page's checks (setAvatar). */
export async function editUserIcon(db: DbOrTx, editor: Actor, idOrName: string, bytes: Uint8Array | null) {
  const user = await requireUser(db, idOrName);
  assertMayEdit(editor, user.id);
  if (bytes) await setAvatar(db, user.id, bytes);
  else await removeAvatar(db, user.id);
}
