"use server";

import { cookies } from "next/headers";
import { AuthError, CredentialsSignin } from "next-auth";

import { signIn } from "../../server/auth/next-auth";
import {
  PENDING_COOKIE,
  PENDING_LIFETIME_SECONDS,
  pendingTokenForSignInName,
  readPendingToken,
} from "../../server/auth/pending-sign-in";
import { getT } from "@hopper/ui/i18n/server";

import { errorMessages } from "../error-messages";
import { safeRedirectPath } from "./safe-redirect";

export interface SignInState {
  step: "password" | "code";
  error: string | null;
  identifier: string;
}

/** The form's refusals by Auth.js's error code, read in the reader's language; a wrong password otherwise. */
async function refusalText(code: string, fallback: "signInFailed" | "totpInvalid"): Promise<string> {
  const t = await getT(errorMessages);
  if (code === "rate_limited") return t("rateLimited");
  if (code === "totp_invalid") return t("totpInvalid");
  if (code === "banned") return t("accountBanned");
  return t(fallback);
}

function codeOf(error: unknown): string | null {
  if (error instanceof CredentialsSignin) return error.code;
  if (error instanceof AuthError) return error.type;
  return null;
}

/**
 * Both steps of the sign-in form. Server actions refuse cross-site posts (Origin check), which is the
 * CSRF protection; Auth.js then issues the session cookie for a new session row.
 */
export async function signInAction(previous: SignInState, form: FormData): Promise<SignInState> {
  const redirectTo = safeRedirectPath(form.get("redirect"));
  const jar = await cookies();
  if (previous.step === "code" || form.get("step") === "code") {
    const pending = jar.get(PENDING_COOKIE)?.value ?? "";
    if (!readPendingToken(pending))
      return { step: "password", error: (await getT(errorMessages))("signInTooSlow"), identifier: previous.identifier };
    try {
      await signIn("password", { pending, code: String(form.get("code") ?? ""), redirectTo });
    } catch (error) {
      const code = codeOf(error);
      if (code === null) throw error;
      return { step: "code", error: await refusalText(code, "totpInvalid"), identifier: previous.identifier };
    }
    return previous;
  }
  const identifier = String(form.get("identifier") ?? "");
  try {
    await signIn("password", { identifier, password: String(form.get("password") ?? ""), redirectTo });
  } catch (error) {
    const code = codeOf(error);
    if (code === null) throw error;
    if (code === "totp_required") {
      const pending = await pendingTokenForSignInName(identifier);
      if (pending) {
        jar.set(PENDING_COOKIE, pending, {
          httpOnly: true,
          sameSite: "lax",
          path: "/auth",
          maxAge: PENDING_LIFETIME_SECONDS,
        });
        return { step: "code", error: null, identifier };
      }
    }
    return { step: "password", error: await refusalText(code, "signInFailed"), identifier };
  }
  return previous;
}

/** Starts a provider's sign-in (or, when signed in, linking it to the account). */
export async function providerSignInAction(form: FormData): Promise<void> {
  await signIn(String(form.get("provider") ?? ""), { redirectTo: safeRedirectPath(form.get("redirect")) });
}
