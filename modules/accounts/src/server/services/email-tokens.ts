import { hashSecret, randomSecret } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { newId } from "@hopper/core/db";

export type EmailTokenPurpose = "verify_email" | "reset_password";

export const TOKEN_LIFETIME_HOURS: Record<EmailTokenPurpose, number> = { verify_email: 24, reset_password: 1 };

/** A single-use link token for `email`; only its hash is stored. Older unused ones for the purpose die. */
export async function issueEmailToken(db: DbOrTx, userId: string, purpose: EmailTokenPurpose, email: string) {
  await db.emailToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: new Date() } });
  const token = randomSecret(40);
  await db.emailToken.create({
    data: {
      id: newId(),
      userId,
      purpose,
      email,
      tokenHash: hashSecret(token),
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_HOURS[purpose] * 3_600_000),
    },
  });
  return token;
}

/** Uses a token once. Returns its user and address, or null when unknown, used or expired. */
export async function consumeEmailToken(db: DbOrTx, purpose: EmailTokenPurpose, token: string) {
  const row = await db.emailToken.findUnique({ where: { tokenHash: hashSecret(token) } });
  if (!row || row.purpose !== purpose || row.usedAt || row.expiresAt.getTime() <= Date.now()) return null;
  // The conditional update makes two simultaneous uses of one link impossible.
  const { count } = await db.emailToken.updateMany({
    where: { id: row.id, usedAt: null },
    data: { usedAt: new Date() },
  });
  return count === 1 ? { userId: row.userId, email: row.email } : null;
}
