import type { DbOrTx } from "@hopper/core/db";
import { sendMail } from "@hopper/core/mail";
import { enforceRateLimits } from "@hopper/core/rate-limit";

import { consumeEmailToken, issueEmailToken } from "./email-tokens";
import { rateLimits } from "./rate-limits";
import { siteUrl } from "./site-url";
import { problem, refusal } from "./refusals";

export async function sendVerificationMail(db: DbOrTx, userId: string) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { username: true, email: true, emailVerified: true },
  });
  if (!user.email) throw refusal("invalid_input", problem("emailMissing"));
  if (user.emailVerified) throw refusal("conflict", problem("emailAlreadyVerified"));
  const token = await issueEmailToken(db, userId, "verify_email", user.email);
  const link = siteUrl(`/auth/verify-email?token=${encodeURIComponent(token)}`);
  await sendMail(db, {
    to: user.email,
    subject: "Verify your email address on Hopper",
    text: `Hi ${user.username},\n\nConfirm that ${user.email} is your address by opening this link within 24 hours:\n\n${link}\n\nIf you did not sign up for Hopper, ignore this message.\n`,
  });
}

export type VerifyOutcome = "success" | "already-verified" | "failed";

/** The three outcomes of the verification page. */
export async function verifyEmail(db: DbOrTx, token: string, viewerId: string | null): Promise<VerifyOutcome> {
  const used = await consumeEmailToken(db, "verify_email", token);
  if (used) {
    const user = await db.user.findUnique({ where: { id: used.userId }, select: { email: true } });
    // The address may have changed since the mail was sent; then this link proves nothing.
    if (user?.email !== used.email) return "failed";
    await db.user.update({ where: { id: used.userId }, data: { emailVerified: new Date() } });
    return "success";
  }
  if (viewerId) {
    const viewer = await db.user.findUnique({ where: { id: viewerId }, select: { emailVerified: true } });
    if (viewer?.emailVerified) return "already-verified";
  }
  return "failed";
}

/** The "send the link again" button (settings page and the banner): rate limited per user. */
export async function resendVerificationMail(db: DbOrTx, userId: string) {
  await enforceRateLimits(db, rateLimits.resend(userId));
  await sendVerificationMail(db, userId);
}
