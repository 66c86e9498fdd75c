import type { DbOrTx } from "@hopper/core/db";

/** A user by id or (case-insensitive) username, as the CLI and API accept either. */
export function findUserByIdOrName(db: DbOrTx, idOrName: string) {
  return db.user.findFirst({
    where: { OR: [{ id: idOrName }, { usernameKey: idOrName.toLowerCase() }] },
    select: { id: true, username: true, role: true },
  });
}
