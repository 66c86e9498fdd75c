import { hashPassword, revokeOtherSessions } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { sendMail } from "@hopper/core/mail";

import { validateNewPassword } from "./passwords";
import { consumeEmailToken, issueEmailToken } from "./email-tokens";
import { siteUrl } from "./site-url";
import { fieldError } from "./field-error";
import { problem, refusal } from "./refusals";

export async function requestPasswordReset(db: DbOrTx, identifier: string): Promise<void> {
  const key = identifier.trim().toLowerCase();
  if (!key) throw refusal("invalid_input", problem("resetIdentifierMissing"));
  const user = await db.user.findFirst({
    where: { OR: [{ usernameKey: key }, { emailKey: key }] },
    select: { id: true, username: true, email: true },
  });
  if (!user?.email) return;
  const token = await issueEmailToken(db, user.id, "reset_password", user.email);
  const link = siteUrl(`/auth/reset-password?token=${encodeURIComponent(token)}`);
  await sendMail(db, {
    to: user.email,
    subject: "Reset your Hopper password",
    text: `Hi ${user.username},\n\nSomeone asked to reset the password of your Hopper account. To choose a new one, open this link within an hour:\n\n${link}\n\nIf it was not you, ignore this message; your password stays the same.\n`,
  });
}

/** Step two: a new password for the token's account; every session of the account is signed out. */
export async function resetPassword(db: DbOrTx, token: string, password: string, confirm: string): Promise<void> {
  validateNewPassword(password, confirm);
  const used = await consumeEmailToken(db, "reset_password", token);
  if (!used) {
    throw fieldError("invalid_input", "token", problem("resetLinkInvalid"));
  }
  await db.user.update({ where: { id: used.userId }, data: { passwordHash: await hashPassword(password) } });
  await revokeOtherSessions(db, used.userId);
}
