import { hashPassword } from "@hopper/core/auth";
import { newId } from "@hopper/core/db";
import type { DbOrTx, Role } from "@hopper/core/db";

import { validateNewPassword } from "./passwords";
import { usernameKey, validateUsername } from "./usernames";
import { fieldError } from "./field-error";
import { problem } from "./refusals";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CreateUserInput {
  username: string;
  email?: string | null;
  /** Absent for accounts made through a sign-in provider. */
  password?: string | null;
  /** Sign-up repeats the password; other callers omit it. */
  confirmPassword?: string;
  role?: Role;
  newsletter?: boolean;
  /** Accounts made by an operator (CLI, seed) start with a verified address. */
  emailVerified?: boolean;
}

export async function createUser(db: DbOrTx, input: CreateUserInput) {
  const username = validateUsername(input.username);
  const email = input.email?.trim() || null;
  if (email && !EMAIL_PATTERN.test(email)) {
    throw fieldError("invalid_input", "email", problem("emailInvalid"));
  }
  if (input.password != null) validateNewPassword(input.password, input.confirmPassword);
  const key = usernameKey(username);
  const emailKey = email?.toLowerCase() ?? null;
  const taken = await db.user.findFirst({
    where: { OR: [{ usernameKey: key }, ...(emailKey ? [{ emailKey }] : [])] },
    select: { usernameKey: true },
  });
  if (taken) {
    throw taken.usernameKey === key
      ? fieldError("conflict", "username", problem("usernameTaken"))
      : fieldError("conflict", "email", problem("emailTaken"));
  }
  return db.user.create({
    data: {
      id: newId(),
      username,
      usernameKey: key,
      email,
      emailKey,
      emailVerified: input.emailVerified && email ? new Date() : null,
      passwordHash: input.password != null ? await hashPassword(input.password) : null,
      role: input.role ?? "user",
      newsletter: input.newsletter ?? false,
    },
    select: { id: true, username: true, email: true, role: true },
  });
}
