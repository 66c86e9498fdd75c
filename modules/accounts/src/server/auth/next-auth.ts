import "server-only";

import NextAuth, { CredentialsSignin } from "next-auth";
import type { NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { headers } from "next/headers";

import { createSession } from "@hopper/core/auth";
import { authSecret } from "@hopper/core/config";
import { db } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { clientAddress } from "@hopper/core/http";
import { componentLogger } from "@hopper/core/log";
import { enforceRateLimits } from "@hopper/core/rate-limit";
import { CODE_MAX, EMAIL_MAX } from "@hopper/core/validation";
import { getViewer } from "@hopper/ui/server/viewer";

import { authenticate } from "../services/authenticate";
import { PASSWORD_MAX } from "../services/passwords";
import { resolveProviderSignIn } from "../services/linked-accounts";
import { rateLimits } from "../services/rate-limits";
import { isTwoFactorEnabled, verifySecondFactor } from "../services/totp";
import { isBanned } from "../services/bans/ban-state";
import { AccountBanned, InvalidSecondFactor, TooManyAttempts, TwoFactorRequired } from "./errors";
import { readPendingToken } from "./pending-sign-in";
import { oauthProviders } from "./providers";
import { profileOf } from "./provider-profile";
import { providerSignInFailure, signInErrorAddress } from "./sign-in-errors";

async function clientInfo() {
  const h = await headers();
  return {
    ip: clientAddress(h) ?? "local",
    userAgent: h.get("user-agent"),
  };
}

const log = componentLogger("auth");

/**
 * Password sign-in. Two shapes: identifier + password (refused with TwoFactorRequired when the account has
 * two-factor on), or the pending proof of a passed password check + a code. Each check is its own, so a
 * direct POST to the callback URL cannot skip a step.
 */
const password = Credentials({
  id: "password",
  name: "Password",
  credentials: { identifier: {}, password: {}, pending: {}, code: {} },
  async authorize(raw) {
    const input = raw as Record<string, unknown>;
    const database = db();
    const { ip } = await clientInfo();
    if (typeof input.pending === "string" && typeof input.code === "string") {
      if (input.pending.length > CODE_MAX || input.code.length > CODE_MAX) throw new InvalidSecondFactor();
      const userId = readPendingToken(input.pending);
      if (!userId) return null;
      try {
        await enforceRateLimits(database, rateLimits.secondFactor(userId));
      } catch {
        throw new TooManyAttempts();
      }
      if (!(await verifySecondFactor(database, userId, input.code))) throw new InvalidSecondFactor();
      if (await isBanned(database, userId)) throw new AccountBanned();
      return { id: userId };
    }
    const identifier = typeof input.identifier === "string" ? input.identifier : "";
    const secret = typeof input.password === "string" ? input.password : "";
    // No account has a longer name, email or password: refused as any wrong sign-in, before the rate-limit key
    // (which holds the identifier) is written.
    if (identifier.length > EMAIL_MAX || secret.length > PASSWORD_MAX) return null;
    try {
      await enforceRateLimits(database, rateLimits.signIn(ip, identifier));
    } catch {
      throw new TooManyAttempts();
    }
    let userId: string;
    try {
      userId = await authenticate(database, identifier, secret);
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
    if (await isBanned(database, userId)) throw new AccountBanned();
    if (await isTwoFactorEnabled(database, userId)) throw new TwoFactorRequired();
    return { id: userId };
  },
});

function config(): NextAuthConfig {
  return {
    secret: authSecret(),
    // Self-hosted behind any proxy: the host header is the site's own.
    trustHost: true,
    session: { strategy: "jwt", maxAge: 30 * 86_400 },
    pages: { signIn: "/auth/sign-in", error: "/auth/sign-in" },
    // A wrong password is a normal event, not a server error worth a stack trace.
    logger: { error: (error) => void (error instanceof CredentialsSignin || log.error({ err: error }, "auth error")) },
    providers: [password, ...oauthProviders().map((p) => p.provider)],
    callbacks: {
      async signIn({ user, account, profile }) {
        if (!account || account.provider === "password") return true;
        try {
          const viewer = await getViewer();
          const resolved = await resolveProviderSignIn(
            db(),
            profileOf(account, profile, user),
            viewer?.user.id ?? null,
          );
          if (await isBanned(db(), resolved.userId)) return signInErrorAddress("banned");
          // Later callbacks see this object: from here on the user is the Hopper user.
          user.id = resolved.userId;
          return true;
        } catch (error) {
          // By the refusal's catalogue key, never its English text (sign-in-errors.ts).
          const code = providerSignInFailure(error);
          if (code === "provider-failed") log.error({ err: error }, "provider sign-in failed");
          return signInErrorAddress(code);
        }
      },
      async jwt({ token, user, account }) {
        // Only at sign-in: one session row per signed-in browser, checked on every request by core.
        if (user?.id && account) {
          const session = await createSession(db(), user.id, await clientInfo(), account.provider);
          return { sub: user.id, sid: session.id };
        }
        return token;
      },
    },
  };
}

export const { handlers, auth, signIn, signOut } = NextAuth(() => config());
