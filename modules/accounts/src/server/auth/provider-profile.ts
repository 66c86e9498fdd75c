import type { Account, Profile, User } from "next-auth";

import type { ProviderProfile } from "../services/linked-accounts";

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/** What Hopper needs from a provider's profile, whatever shape the provider uses. */
export function profileOf(account: Account, profile: Profile | undefined, user: User): ProviderProfile {
  const raw = (profile ?? {}) as Record<string, unknown>;
  const email = text(user.email) ?? text(raw.email);
  const verifiedClaim = raw.email_verified ?? raw.verified;
  // GitHub only returns an address it has verified; the others say so in a claim.
  const emailVerified = email !== null && (account.provider === "github" || verifiedClaim === true);
  const suggestedUsername =
    text(raw.login) ??
    text(raw.preferred_username) ??
    text(raw.username) ??
    text(raw.nickname) ??
    text(user.name) ??
    (email ? email.split("@")[0]! : "player");
  return {
    provider: account.provider,
    providerAccountId: account.providerAccountId,
    email,
    emailVerified,
    suggestedUsername,
  };
}
