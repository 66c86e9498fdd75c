import type { DbOrTx } from "@hopper/core/db";
import { newId } from "@hopper/core/db";

import { createUser } from "./create-user";
import { RESERVED_USERNAMES, USERNAME_MAX } from "./usernames";
import { problem, refusal } from "./refusals";

export interface ProviderProfile {
  provider: string;
  providerAccountId: string;
  email: string | null;
  emailVerified: boolean;
  /** The name the provider suggests (login, nickname, name or the email's local part). */
  suggestedUsername: string;
}

function baseUsername(suggested: string): string {
  const cleaned = suggested
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/^[-_]+|[-_]+$/g, "")
    .slice(0, USERNAME_MAX - 4);
  const base = cleaned.length >= 3 ? cleaned : `player-${cleaned}`.replace(/-$/, "");
  return RESERVED_USERNAMES.has(base.toLowerCase()) ? `${base}-1` : base;
}

async function freeUsername(db: DbOrTx, suggested: string): Promise<string> {
  const base = baseUsername(suggested);
  for (let n = 0; n < 1000; n++) {
    const candidate = n === 0 ? base : `${base}-${n}`;
    if (!(await db.user.findFirst({ where: { usernameKey: candidate.toLowerCase() }, select: { id: true } })))
      return candidate;
  }
  throw refusal("conflict", problem("noFreeUsername"));
}

/**
 * The user a provider sign-in belongs to. A signed-in user links the provider to their account; otherwise
 * a known link signs in, and an unknown one creates an account. An address already used by another
 * account is never merged automatically: that account's owner links the provider from the account page.
 */
export async function resolveProviderSignIn(db: DbOrTx, profile: ProviderProfile, signedInUserId: string | null) {
  const link = await db.linkedAccount.findUnique({
    where: { provider_providerAccountId: { provider: profile.provider, providerAccountId: profile.providerAccountId } },
    select: { userId: true },
  });
  if (signedInUserId) {
    if (link && link.userId !== signedInUserId) {
      throw refusal("conflict", problem("providerLinkedElsewhere"));
    }
    if (!link) {
      await db.linkedAccount.create({
        data: {
          id: newId(),
          userId: signedInUserId,
          provider: profile.provider,
          providerAccountId: profile.providerAccountId,
          email: profile.email,
        },
      });
    }
    return { userId: signedInUserId, created: false };
  }
  if (link) return { userId: link.userId, created: false };
  const emailKey = profile.email?.toLowerCase();
  if (emailKey && (await db.user.findFirst({ where: { emailKey }, select: { id: true } }))) {
    throw refusal("conflict", problem("providerEmailTaken"));
  }
  const user = await createUser(db, {
    username: await freeUsername(db, profile.suggestedUsername),
    email: profile.email,
    emailVerified: profile.emailVerified,
  });
  await db.linkedAccount.create({
    data: {
      id: newId(),
      userId: user.id,
      provider: profile.provider,
      providerAccountId: profile.providerAccountId,
      email: profile.email,
    },
  });
  return { userId: user.id, created: true };
}

export function listLinkedAccounts(db: DbOrTx, userId: string) {
  return db.linkedAccount.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    select: { id: true, provider: true, email: true, createdAt: true },
  });
}

/** Unlinking is refused when it would leave the account with no way to sign in. */
export async function unlinkAccount(db: DbOrTx, userId: string, linkId: string) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { passwordHash: true, _count: { select: { linkedAccounts: true } } },
  });
  if (!user.passwordHash && user._count.linkedAccounts <= 1) {
    throw refusal("invalid_input", problem("lastProvider"));
  }
  const { count } = await db.linkedAccount.deleteMany({ where: { id: linkId, userId } });
  if (count === 0) throw refusal("not_found", problem("linkedAccountNotFound"));
}
