import { AppError } from "@hopper/core/errors";
import { messageText } from "@hopper/ui/i18n/error-text";

import { errorMessages } from "../../../ui/messages/errors";
import { problem } from "../refusals";
import type { Problem } from "../refusals";
import {
  GALLERY_DESCRIPTION_MAX,
  GALLERY_MAX_BYTES,
  GALLERY_MAX_IMAGES,
  GALLERY_TITLE_MAX,
  ICON_MAX_BYTES,
  imageTooLarge,
  limitText,
} from "./media";

/**
 * The refusals of the icon and gallery upload routes (server/http/upload-media.ts, upload-organization-icon.ts) by
 * the code a plain form post's redirect carries in `?error=`. A fixed set, like accounts' sign-in errors: the
 * settings pages show the catalogue's text for a code in the reader's language, and nothing of anything else, so
 * no text ever travels in the address (a forged `?error=<script>` shows nothing).
 */
export const MEDIA_REFUSALS = {
  "sign-in": problem("signIn"),
  "project-not-found": problem("projectNotFound"),
  "organization-not-found": problem("organizations.notFound"),
  "no-permission": problem("permissions.EDIT_DETAILS"),
  "organization-no-permission": problem("organizations.permissions.EDIT_DETAILS"),
  "icon-too-large": imageTooLarge("icon", ICON_MAX_BYTES),
  "image-too-large": imageTooLarge("gallery", GALLERY_MAX_BYTES),
  "upload-too-large": problem("gallery.uploadTooLarge", { limit: limitText(GALLERY_MAX_BYTES) }),
  "not-an-image": problem("gallery.notAnImage"),
  "choose-upload": problem("gallery.chooseUpload"),
  "choose-image": problem("gallery.chooseImage"),
  "one-at-a-time": problem("gallery.oneAtATime"),
  "title-too-long": problem("gallery.titleLength", { max: String(GALLERY_TITLE_MAX) }),
  "description-too-long": problem("gallery.descriptionLength", { max: String(GALLERY_DESCRIPTION_MAX) }),
  "too-many-images": problem("gallery.tooMany", { max: String(GALLERY_MAX_IMAGES) }),
  failed: problem("gallery.uploadFailed"),
} satisfies Record<string, Problem>;

export type MediaRefusalCode = keyof typeof MEDIA_REFUSALS;

const entries = Object.entries(MEDIA_REFUSALS) as [MediaRefusalCode, Problem][];

/**
 * The refusal with the catalogue's descriptor when it has none but says exactly what one of the codes says: the
 * multipart reader's "one image at a time" (@hopper/core/storage takes its text) and the image processor's "not
 * an image" (@hopper/core/images).
 */
export function describedMediaRefusal(error: AppError): AppError {
  if (error.descriptor?.key) return error;
  const same = entries.find(([, refused]) => refused.text === error.message)?.[1];
  return same ? new AppError(error.code, error.message, error.fields, same.descriptor) : error;
}

/** The code of an upload's refusal: the one whose catalogue message it carries; `failed` for any other. */
export function mediaRefusalCode(error: AppError): MediaRefusalCode {
  const key = describedMediaRefusal(error).descriptor?.key;
  return entries.find(([, refused]) => refused.descriptor.key === key)?.[0] ?? "failed";
}

/** What a `?error=` code says in `locale`; null for anything that is not one of the codes. */
export function mediaRefusalText(code: unknown, locale: string): string | null {
  if (typeof code !== "string" || !Object.hasOwn(MEDIA_REFUSALS, code)) return null;
  const refused = MEDIA_REFUSALS[code as MediaRefusalCode];
  return messageText(refused.descriptor, refused.text, [errorMessages], locale);
}
