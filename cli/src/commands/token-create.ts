import { findUserByIdOrName } from "@hopper/accounts/server";
import { createPersonalAccessToken, isScopeName } from "@hopper/core/auth";
import type { ScopeName } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import { withDatabase } from "../lib/database";

export async function tokenCreateCommand(options: {
  user: string;
  scopes: string;
  name?: string;
  expiresDays?: string;
}) {
  const names = options.scopes
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((s) => !isScopeName(s));
  if (unknown.length) throw new AppError("invalid_input", `Unknown scope(s): ${unknown.join(", ")}.`);
  let expiresInDays: number | undefined;
  if (options.expiresDays !== undefined) {
    expiresInDays = Number(options.expiresDays);
    if (!Number.isInteger(expiresInDays) || expiresInDays < 1) {
      throw new AppError("invalid_input", "--expires-days must be a whole number of days, at least 1.");
    }
  }
  await withDatabase(async () => {
    const user = await findUserByIdOrName(db(), options.user);
    if (!user) throw new AppError("not_found", `User not found: ${options.user}`);
    const { token } = await createPersonalAccessToken(db(), {
      userId: user.id,
      name: options.name ?? "CLI token",
      scopes: names as ScopeName[],
      expiresInDays,
    });
    // Only the token on stdout, so scripts can capture it.
    process.stdout.write(`${token}\n`);
  });
}
