// Apart from errors.ts (which extends next-auth's classes), so the page's lookup loads without next-auth.
import { AppError } from "@hopper/core/errors";

import { errorMessages } from "../../ui/error-messages";

/**
 * Codes in `/auth/sign-in?error=…` (the provider sign-in's redirects, next-auth.ts) and the accounts errors
 * catalogue's key the page shows for each, in the reader's language; any other value shows nothing (never free
 * text from the URL).
 */
export const SIGN_IN_ERRORS = {
  "provider-linked-elsewhere": "providerLinkedElsewhere",
  "provider-email-taken": "providerEmailTaken",
  "provider-failed": "providerFailed",
  banned: "accountBanned",
} as const;

export type SignInErrorCode = keyof typeof SIGN_IN_ERRORS;

/** The catalogue key for a `?error=` value, or null for anything that is not one of the codes. */
export function signInErrorKey(code: unknown): (typeof SIGN_IN_ERRORS)[SignInErrorCode] | null {
  return typeof code === "string" && Object.hasOwn(SIGN_IN_ERRORS, code)
    ? SIGN_IN_ERRORS[code as SignInErrorCode]
    : null;
}

const PREFIX = `${errorMessages.namespace}.`;

/**
 * The code for a failed provider sign-in, by the refusal's catalogue key (never its English text): the provider
 * linked to another user, an address another account has, and anything else (no free username, the provider's
 * own failure) as `provider-failed`.
 */
export function providerSignInFailure(error: unknown): SignInErrorCode {
  const key =
    error instanceof AppError && error.descriptor?.key.startsWith(PREFIX)
      ? error.descriptor.key.slice(PREFIX.length)
      : null;
  const known = (Object.keys(SIGN_IN_ERRORS) as SignInErrorCode[]).find((code) => SIGN_IN_ERRORS[code] === key);
  return known ?? "provider-failed";
}

/** Where the provider sign-in sends a failure: the sign-in page with its code. */
export function signInErrorAddress(code: SignInErrorCode): string {
  return `/auth/sign-in?error=${code}`;
}
