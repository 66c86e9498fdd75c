import type { DbOrTx } from "@hopper/core/db";

/** A user by id or (case-insensitive) username, as the CLI and API accept either. */
export function findUserByIdOrName(db: DbOrTx, idOrName: string) {
  return db.user.findFirst({
    where: { OR: [{ id: idOrName }, { usernameKey: idOrName.toLowerCase() }] },
    select: { id: true, username: true, role: true },
  });
}

/** The user a sign-in name (username or email, any case) belongs to, for the two-step sign-in form. */
export async function findUserIdBySignInName(db: DbOrTx, identifier: string): Promise<string | null> {
  const key = identifier.trim().toLowerCase();
  const user = await db.user.findFirst({
    where: { OR: [{ usernameKey: key }, { emailKey: key }] },
    select: { id: true },
  });
  return user?.id ?? null;
}

/** Staff support look-up: an account's contact details by id, username or email (any case). */
export function findUserContact(db: DbOrTx, query: string) {
  const key = query.trim();
  return db.user.findFirst({
    where: { OR: [{ id: key }, { usernameKey: key.toLowerCase() }, { emailKey: key.toLowerCase() }] },
    select: { id: true, username: true, email: true, emailVerified: true, role: true, createdAt: true },
  });
}

/** The signed-in user's own full row (GET /v2/user); the viewer's id comes from a live session or token. */
export function findOwnUser(db: DbOrTx, userId: string) {
  return db.user.findUniqueOrThrow({ where: { id: userId } });
}
