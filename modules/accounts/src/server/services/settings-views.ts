import type { DbOrTx } from "@hopper/core/db";

import { listLinkedAccounts } from "./linked-accounts";

/** What the public-profile settings form (and the welcome page's newsletter box) start from. */
export function profileSettings(db: DbOrTx, userId: string) {
  return db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { username: true, bio: true, avatarUrl: true, newsletter: true },
  });
}

/**
 * What the account-and-security page shows: address and its state, whether a password is set, two-factor
 * state (the secret only while set-up is unconfirmed, for the QR code) and linked sign-in providers.
 */
export async function accountSettings(db: DbOrTx, userId: string) {
  const [user, links] = await Promise.all([
    db.user.findUniqueOrThrow({
      where: { id: userId },
      select: {
        username: true,
        email: true,
        emailVerified: true,
        passwordHash: true,
        twoFactor: { select: { enabledAt: true, secret: true } },
      },
    }),
    listLinkedAccounts(db, userId),
  ]);
  const { passwordHash, twoFactor, ...rest } = user;
  return {
    ...rest,
    hasPassword: passwordHash !== null,
    twoFactor: twoFactor?.enabledAt ? ("on" as const) : twoFactor ? ("pending" as const) : ("off" as const),
    pendingSecret: twoFactor && !twoFactor.enabledAt ? twoFactor.secret : null,
    links,
  };
}
