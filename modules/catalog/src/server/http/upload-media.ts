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
import { addGalleryImage, GALLERY_MAX_BYTES, requireMediaEditor, setProjectIcon } from "../services/media/media";
import { describedMediaRefusal, MEDIA_REFUSALS, mediaRefusalCode } from "../services/media/media-refusal-codes";
import { refusal } from "../services/refusals";
import { findProject } from "../services/projects/project-access";
import { displayType } from "../services/versions/version-rules";

/** Which file field each upload takes, by the form's `intent`. */
const FILE_FIELDS: Record<string, string> = { icon: "icon", gallery: "image" };

/**
 * POST /api/catalog/projects/{id}/media: the settings page's icon and gallery uploads (multipart, works without
 * JavaScript: redirects back to the settings with ?notice=saved or ?error=<code>, one of MEDIA_REFUSALS' codes and
 * never text, which the settings page reads from the catalogue). The site's upload script sends it with a progress
 * bar and asks for JSON (@hopper/ui/server/form-answer), in the reader's language. The file is streamed to a temp
 * file, never past the gallery's 5 MiB; the services check the image itself and the icon's smaller limit.
 */
export async function POST(request: Request): Promise<Response> {
  if (isCrossSiteRequest(request)) return new Response("Cross-site request refused.", { status: 403 });
  const projectId = new URL(request.url).pathname.split("/")[4] ?? "";
  const project = await findProject(db(), projectId);
  if (!project) return new Response("Not found", { status: 404 });
  const settings = `/${displayType(project.projectType, project.loaders)}/${project.slug}/settings`;
  const viewer = await requestViewer(request);
  if (!viewer) return formSignInAgain(request, settings);
  const actor = actorOf(viewer);
  let form: MultipartForm | undefined;
  try {
    form = await readMultipart(request, {
      fileLimit: GALLERY_MAX_BYTES,
      tooLarge: () => refusal("payload_too_large", MEDIA_REFUSALS["upload-too-large"]),
      maxFiles: 1,
      tooManyFiles: () => refusal("invalid_input", MEDIA_REFUSALS["one-at-a-time"]),
      // Checked before a single file byte is stored.
      before: () => requireMediaEditor(db(), actor, project.id),
    });
    const fields = form.fields;
    const text = (name: string) => fields.get(name)?.[0] ?? "";
    const intent = text("intent");
    const field = FILE_FIELDS[intent];
    if (!field) throw refusal("invalid_input", MEDIA_REFUSALS["choose-upload"]);
    // A file input left empty still sends an empty part.
    const file = form.files.find((candidate) => candidate.field === field && candidate.size > 0);
    if (!file) throw refusal("invalid_input", MEDIA_REFUSALS["choose-image"], field);
    const bytes = new Uint8Array(await readFile(file.path));
    if (intent === "icon") await setProjectIcon(db(), actor, project.id, bytes);
    else {
      await addGalleryImage(db(), actor, project.id, {
        bytes,
        title: text("title"),
        description: text("description"),
        featured: fields.has("featured"),
      });
    }
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
