import { createUser } from "@hopper/accounts/server";
import { db } from "@hopper/core/db";

import { withDatabase } from "../lib/database";
import { output } from "../lib/output";

export async function userCreateCommand(options: { username: string; email: string; password: string; role?: string }) {
  const role = options.role ?? "user";
  if (role !== "user" && role !== "moderator" && role !== "admin") {
    throw new Error(`--role must be moderator or admin (got "${role}").`);
  }
  await withDatabase(async () => {
    const user = await createUser(db(), { ...options, role, emailVerified: true });
    output(`Created ${user.role} ${user.username} (id ${user.id}).`);
  });
}
