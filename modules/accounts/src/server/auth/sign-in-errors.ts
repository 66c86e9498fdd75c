// Apart from errors.ts (which extends next-auth's classes), so the page's lookup loads without next-auth.

/**
 * Codes in `/auth/sign-in?error=…` (the provider sign-in's redirects, next-auth.ts) and the accounts errors
 * catalogue's key the page shows for each, in the reader's language; any other value shows nothing (never free
 * text from the URL).
 */
export const SIGN_IN_ERRORS = {
  "provider-linked-elsewhere": "providerLinkedElsewhere",
  "provider-email-taken": "providerEmailTaken",
  "provider-failed": "providerFailed",
} as const;

/** The catalogue key for a `?error=` value, or null for anything that is not one of the codes. */
export function signInErrorKey(code: unknown): (typeof SIGN_IN_ERRORS)[keyof typeof SIGN_IN_ERRORS] | null {
  return typeof code === "string" && Object.hasOwn(SIGN_IN_ERRORS, code)
    ? SIGN_IN_ERRORS[code as keyof typeof SIGN_IN_ERRORS]
    : null;
}
