import { readFile } from "node:fs/promises";

import { db } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { readMultipart } from "@hopper/core/storage";
import type { MultipartForm } from "@hopper/core/storage";
import { formDone, formRefused, formSignInAgain } from "@hopper/ui/server/form-answer";
import { localizedAppError, requestLocale } from "@hopper/ui/server/localized-error";
import { requestViewer } from "@hopper/ui/server/request-viewer";
import { isCrossSiteRequest } from "@hopper/ui/server/same-origin";

import { errorMessages } from "../../ui/error-messages";
import { avatarErrorCode } from "./avatar-errors";
import { fieldError } from "../services/field-error";
import { AVATAR_MAX_BYTES, setAvatar } from "../services/profile";
import { problem, refusal } from "../services/refusals";

const SETTINGS = "/settings/profile";

/**
 * POST /api/accounts/avatar: the profile settings' avatar upload. A plain multipart form post that works without
 * JavaScript (redirects back to the settings with ?avatar=saved or ?error=<code>); the site's upload script sends it with
 * a progress bar and a Cancel button and asks for JSON (@hopper/ui/server/form-answer), so a refusal is shown in
 * place with the chosen file kept. The file is streamed to a temp file and never read past the avatar's 256 KiB;
 * setAvatar checks the image itself, with the same sentences as the API's PATCH /v2/user/{id}/icon.
 */
export async function POST(request: Request): Promise<Response> {
  if (isCrossSiteRequest(request)) return new Response("Cross-site request refused.", { status: 403 });
  const viewer = await requestViewer(request);
  if (!viewer) return formSignInAgain(request, SETTINGS);
  let form: MultipartForm | undefined;
  try {
    form = await readMultipart(request, {
      fileLimit: AVATAR_MAX_BYTES,
      tooLarge: () => fieldError("payload_too_large", "avatar", problem("avatarTooLarge")),
      maxFiles: 1,
      tooManyFiles: () => refusal("invalid_input", problem("avatarOneAtATime")),
      // The form sends no text of its own: a few small fields at most, so the whole body stays near the image's
      // limit. A body declared past twice that is refused before a byte is read.
      maxFields: 8,
      maxFieldBytes: 1024,
      maxBodyBytes: 2 * AVATAR_MAX_BYTES,
      bodyTooLarge: () => refusal("payload_too_large", problem("avatarTooLarge")),
    });
    // A file input left empty still sends an empty part.
    const file = form.files.find((candidate) => candidate.field === "avatar" && candidate.size > 0);
    if (!file) throw fieldError("invalid_input", "avatar", problem("avatarMissing"));
    await setAvatar(db(), viewer.user.id, new Uint8Array(await readFile(file.path)));
    return formDone(request, `${SETTINGS}?avatar=saved`);
  } catch (error) {
    if (error instanceof AppError) {
      // The redirect's query and the upload script's JSON carry the refusal in the reader's language.
      // The plain post's address carries only a fixed code (avatar-errors.ts), never the refusal's text.
      const shown = localizedAppError(error, [errorMessages], requestLocale(request));
      return formRefused(request, shown, `${SETTINGS}?error=${avatarErrorCode(error)}`);
    }
    throw error;
  } finally {
    await form?.dispose();
  }
}
