import { readFile } from "node:fs/promises";

import { actorOf } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { readMultipart } from "@hopper/core/storage";
import type { MultipartForm } from "@hopper/core/storage";
import { formDone, formRefused, formSignInAgain } from "@hopper/ui/server/form-answer";
import { localizedAppError, requestLocale } from "@hopper/ui/server/localized-error";
import { isCrossSiteRequest } from "@hopper/ui/server/same-origin";
import { requestViewer } from "@hopper/ui/server/request-viewer";

import { errorMessages } from "../../ui/messages/errors";
import { ICON_MAX_BYTES } from "../services/media/media";
import { describedMediaRefusal, MEDIA_REFUSALS, mediaRefusalCode } from "../services/media/media-refusal-codes";
import { refusal } from "../services/refusals";
import { findOrganization, setOrganizationIcon } from "../services/organizations/organizations";
import { requireOrganizationPermission } from "../services/organizations/organization-permissions";

/**
 * POST /api/catalog/organizations/{id}/icon: the organization settings' icon upload (multipart, works without
 * JavaScript: redirects back to the settings with ?notice=saved or ?error=<code>, one of MEDIA_REFUSALS' codes and
 * never text; the upload script asks for JSON in the reader's language, see @hopper/ui/server/form-answer).
 * Streamed to a temp file, never past the icon's 256 KiB; EDIT_DETAILS is checked first.
 */
export async function POST(request: Request): Promise<Response> {
  if (isCrossSiteRequest(request)) return new Response("Cross-site request refused.", { status: 403 });
  const organizationId = new URL(request.url).pathname.split("/")[4] ?? "";
  const organization = await findOrganization(db(), organizationId);
  if (!organization) return new Response("Not found", { status: 404 });
  const settings = `/organization/${organization.slug}/settings`;
  const viewer = await requestViewer(request);
  if (!viewer) return formSignInAgain(request, settings);
  const actor = actorOf(viewer);
  let form: MultipartForm | undefined;
  try {
    form = await readMultipart(request, {
      fileLimit: ICON_MAX_BYTES,
      tooLarge: () => refusal("payload_too_large", MEDIA_REFUSALS["icon-too-large"]),
      maxFiles: 1,
      tooManyFiles: () => refusal("invalid_input", MEDIA_REFUSALS["one-at-a-time"]),
      // Checked before a single file byte is stored.
      before: () => requireOrganizationPermission(db(), actor, organization.teamId, "EDIT_DETAILS"),
    });
    // A file input left empty still sends an empty part.
    const file = form.files.find((candidate) => candidate.field === "icon" && candidate.size > 0);
    if (!file) throw refusal("invalid_input", MEDIA_REFUSALS["choose-image"], "icon");
    await setOrganizationIcon(db(), actor, organization.id, new Uint8Array(await readFile(file.path)));
    return formDone(request, `${settings}?notice=saved`);
  } catch (error) {
    if (error instanceof AppError) {
      const refused = describedMediaRefusal(error);
      const shown = localizedAppError(refused, [errorMessages], requestLocale(request));
      return formRefused(request, shown, `${settings}?error=${mediaRefusalCode(refused)}`);
    }
    throw error;
  } finally {
    await form?.dispose();
  }
}
