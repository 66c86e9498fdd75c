import { hashPassword } from "@hopper/core/auth";
import { newId } from "@hopper/core/db";
import type { DbOrTx, Role } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import { usernameKey, validateUsername } from "./usernames";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CreateUserInput {
  username: string;
  email?: string | null;
  password: string;
  role?: Role;
  /** Accounts made by an operator (CLI, seed) start with a verified address. */
  emailVerified?: boolean;
}

export async function createUser(db: DbOrTx, input: CreateUserInput) {
  const username = validateUsername(input.username);
  const email = input.email?.trim() || null;
  if (email && !EMAIL_PATTERN.test(email)) {
    throw new AppError("invalid_input", "Enter a valid email address.", { email: "Invalid" });
  }
  if (input.password.length < PASSWORD_MIN || input.password.length > PASSWORD_MAX) {
    throw new AppError("invalid_input", `Passwords must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters.`, {
      password: "Length",
    });
  }
  const key = usernameKey(username);
  const emailKey = email?.toLowerCase() ?? null;
  const taken = await db.user.findFirst({
    where: { OR: [{ usernameKey: key }, ...(emailKey ? [{ emailKey }] : [])] },
    select: { usernameKey: true },
  });
  if (taken) {
    throw taken.usernameKey === key
      ? new AppError("conflict", "This username is already taken.", { username: "Taken" })
      : new AppError("conflict", "An account with this email address already exists.", { email: "Taken" });
  }
  return db.user.create({
    data: {
      id: newId(),
      username,
      usernameKey: key,
      email,
      emailKey,
      emailVerified: input.emailVerified && email ? new Date() : null,
      passwordHash: await hashPassword(input.password),
      role: input.role ?? "user",
    },
    select: { id: true, username: true, email: true, role: true },
  });
}
