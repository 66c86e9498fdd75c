import { hashPassword, revokeOtherSessions, verifyPassword } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { sendVerificationMail } from "./email-verification";
import { validateNewPassword } from "./passwords";
import { fieldError } from "./field-error";
import { problem } from "./refusals";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function requirePassword(db: DbOrTx, userId: string, password: string) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, password))) {
    throw fieldError("invalid_input", "currentPassword", problem("currentPasswordWrong"));
  }
  return user;
}

/** A new password; optionally signs every other browser out (the current session stays). */
export async function changePassword(
  db: DbOrTx,
  input: {
    userId: string;
    sessionId?: string;
    currentPassword: string;
    password: string;
    confirm: string;
    signOutOthers: boolean;
  },
) {
  validateNewPassword(input.password, input.confirm);
  await requirePassword(db, input.userId, input.currentPassword);
  await db.user.update({ where: { id: input.userId }, data: { passwordHash: await hashPassword(input.password) } });
  return input.signOutOthers ? revokeOtherSessions(db, input.userId, input.sessionId) : 0;
}

/** A new address is unverified until the link sent to it is opened. */
export async function changeEmail(db: DbOrTx, input: { userId: string; email: string; currentPassword: string }) {
  const email = input.email.trim();
  if (!EMAIL_PATTERN.test(email)) throw fieldError("invalid_input", "email", problem("emailInvalid"));
  await requirePassword(db, input.userId, input.currentPassword);
  const emailKey = email.toLowerCase();
  const taken = await db.user.findFirst({ where: { emailKey, NOT: { id: input.userId } }, select: { id: true } });
  if (taken) throw fieldError("conflict", "email", problem("emailTaken"));
  await db.user.update({ where: { id: input.userId }, data: { email, emailKey, emailVerified: null } });
  await sendVerificationMail(db, input.userId);
}

/** Deleting needs the username typed again; everything the user owns goes with the row (cascades). */
export async function deleteAccount(db: DbOrTx, input: { userId: string; confirmUsername: string }) {
  const user = await db.user.findUniqueOrThrow({ where: { id: input.userId }, select: { username: true } });
  if (input.confirmUsername.trim() !== user.username) {
    throw fieldError("invalid_input", "confirmUsername", problem("confirmUsername"));
  }
  await db.user.delete({ where: { id: input.userId } });
}

export async function setNewsletter(db: DbOrTx, userId: string, newsletter: boolean) {
  await db.user.update({ where: { id: userId }, data: { newsletter } });
}
