import { newId } from "@hopper/core/db";
import type { Db, Role } from "@hopper/core/db";

import type { Actor } from "@hopper/core/auth";

let counter = 0;

/** A user row with the given role; returns the actor shape the services take. */
export async function makeUser(db: Db, role: Role = "user"): Promise<Actor> {
  const id = newId();
  const username = `user${++counter}_${id}`;
  await db.user.create({ data: { id, username, usernameKey: username.toLowerCase(), role } });
  return { userId: id, role };
}

export const uniqueSlug = (base = "project") => `${base}-${++counter}-${newId().toLowerCase()}`;
