import type { AppError } from "@hopper/core/errors";

import { errorMessages } from "../../ui/error-messages";

/**
 * The avatar upload's refusals as the plain (no JavaScript) form post carries them back to the settings:
 * `/settings/profile?error=<code>`, one of these fixed codes, each naming the accounts errors catalogue's key the
 * page shows in the reader's language. The address never carries the refusal's text, so a forged
 * `?error=<text>` shows nothing of it (the upload script gets the whole refusal as JSON instead).
 */
export const AVATAR_ERRORS = {
  missing: "avatarMissing",
  "too-large": "avatarTooLarge",
  type: "avatarType",
  unusable: "avatarUnusable",
} as const;

export type AvatarErrorCode = keyof typeof AVATAR_ERRORS;
type AvatarErrorKey = (typeof AVATAR_ERRORS)[AvatarErrorCode];

const PREFIX = `${errorMessages.namespace}.`;

/**
 * The code for a refused upload: the accounts refusal it carries, any other size refusal (the whole body) as
 * too large, and everything else (a damaged image, too many pixels, a malformed form) as an image that cannot be
 * used.
 */
export function avatarErrorCode(error: AppError): AvatarErrorCode {
  const key = error.descriptor?.key.startsWith(PREFIX) ? error.descriptor.key.slice(PREFIX.length) : null;
  const known = (Object.keys(AVATAR_ERRORS) as AvatarErrorCode[]).find((code) => AVATAR_ERRORS[code] === key);
  if (known) return known;
  return error.code === "payload_too_large" ? "too-large" : "unusable";
}

/** The catalogue key for a `?error=` value, or null for anything that is not one of the codes. */
export function avatarErrorKey(code: unknown): AvatarErrorKey | null {
  return typeof code === "string" && Object.hasOwn(AVATAR_ERRORS, code) ? AVATAR_ERRORS[code as AvatarErrorCode] : null;
}
