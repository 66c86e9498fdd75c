import type { Actor } from "@hopper/core/auth";
import { isStaff } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { staffOnly } from "@hopper/core/errors";

/** What staff see of an account (the moderation user page): contact, sign-in methods, two-factor, ban. */
export interface StaffUserDetails {
  id: string;
  username: string;
  role: string;
  email: string | null;
  emailVerified: Date | null;
  createdAt: Date;
  hasPassword: boolean;
  linkedProviders: string[];
  twoFactorOn: boolean;
  bannedAt: Date | null;
  banReason: string | null;
}

/** An account by username (any case) for staff, or null when there is none. One query. */
export async function staffUserDetails(
  db: DbOrTx,
  actor: Actor | null,
  username: string,
): Promise<StaffUserDetails | null> {
  if (!actor || !isStaff(actor)) throw staffOnly();
  const user = await db.user.findUnique({
    where: { usernameKey: username.trim().toLowerCase() },
    select: {
      id: true,
      username: true,
      role: true,
      email: true,
      emailVerified: true,
      createdAt: true,
      passwordHash: true,
      bannedAt: true,
      banReason: true,
      twoFactor: { select: { enabledAt: true } },
      linkedAccounts: { select: { provider: true }, orderBy: { provider: "asc" } },
    },
  });
  if (!user) return null;
  const { passwordHash, twoFactor, linkedAccounts, ...rest } = user;
  return {
    ...rest,
    hasPassword: passwordHash != null,
    twoFactorOn: twoFactor?.enabledAt != null,
    linkedProviders: linkedAccounts.map((account) => account.provider),
  };
}
