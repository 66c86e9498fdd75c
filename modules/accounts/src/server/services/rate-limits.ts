import type { RateLimitRule } from "@hopper/core/rate-limit";

import { accountsSettings } from "../settings";

const minutes = (n: number) => n * 60;

/** Limits of the account flows. Generous for people, tight enough to make guessing pointless. */
export const rateLimits = {
  signIn: (
    ip: string,
    identifier: string,
    settings: Pick<
      ReturnType<typeof accountsSettings>,
      "AUTH_SIGN_IN_LIMIT_PER_IP" | "AUTH_SIGN_IN_LIMIT_PER_ACCOUNT"
    > = accountsSettings(),
  ): RateLimitRule[] => [
    { key: `sign-in:ip:${ip}`, limit: settings.AUTH_SIGN_IN_LIMIT_PER_IP, windowSeconds: minutes(10) },
    {
      key: `sign-in:id:${identifier.trim().toLowerCase()}`,
      limit: settings.AUTH_SIGN_IN_LIMIT_PER_ACCOUNT,
      windowSeconds: minutes(10),
    },
  ],
  secondFactor: (userId: string): RateLimitRule[] => [
    { key: `2fa:user:${userId}`, limit: 6, windowSeconds: minutes(5) },
  ],
  signUp: (
    ip: string,
    settings: Pick<ReturnType<typeof accountsSettings>, "AUTH_SIGN_UP_LIMIT_PER_IP"> = accountsSettings(),
  ): RateLimitRule[] => [
    { key: `sign-up:ip:${ip}`, limit: settings.AUTH_SIGN_UP_LIMIT_PER_IP, windowSeconds: minutes(60) },
  ],
  reset: (ip: string, identifier: string): RateLimitRule[] => [
    { key: `reset:ip:${ip}`, limit: 10, windowSeconds: minutes(60) },
    { key: `reset:id:${identifier.trim().toLowerCase()}`, limit: 3, windowSeconds: minutes(60) },
  ],
  resend: (userId: string): RateLimitRule[] => [{ key: `resend:user:${userId}`, limit: 3, windowSeconds: minutes(10) }],
};
