import { CredentialsSignin } from "next-auth";

/** The password was right and the account has two-factor on: the form asks for the code next. */
export class TwoFactorRequired extends CredentialsSignin {
  override code = "totp_required";
}

export class InvalidSecondFactor extends CredentialsSignin {
  override code = "totp_invalid";
}

export class TooManyAttempts extends CredentialsSignin {
  override code = "rate_limited";
}

/** Codes in `/auth/sign-in?error=…` and what the page says for each; never free text from the URL. */
export const SIGN_IN_ERRORS: Record<string, string> = {
  "provider-linked-elsewhere": "This account is already linked to another Hopper user.",
  "provider-email-taken":
    "An account with this email address already exists. Sign in to it and link this provider from your account settings.",
  "provider-failed": "Signing in with that provider failed. Try again, or use your password.",
};
