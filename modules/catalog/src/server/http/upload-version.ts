import { actorOf } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import type { MultipartForm } from "@hopper/core/storage";
import { formDone, formRefused, formSignInAgain } from "@hopper/ui/server/form-answer";
import { isCrossSiteRequest } from "@hopper/ui/server/same-origin";
import { localizedAppError, requestLocale } from "@hopper/ui/server/localized-error";
import { requestViewer } from "@hopper/ui/server/request-viewer";

import { errorMessages } from "../../ui/messages/errors";
import { findProject } from "../services/projects/project-access";
import { versionPagePath } from "../services/versions/version-page-path";
import { displayType } from "../services/versions/version-rules";
import { createVersion, requireUploadAccess } from "../services/versions/version-create";
import { MAX_FILES_PER_VERSION } from "../services/versions/intake/version-intake";
import { readUploadForm } from "./upload-form";
import { refusalQuery } from "./upload-refusal";

/**
 * POST /api/catalog/projects/{id}/versions: the upload form (multipart, works without JavaScript). Redirects to
 * the new version's page at its address (/version/{number}, or its id when the number was used before), or back
 * to the form with the error; the site's upload script asks for JSON instead (@hopper/ui/server/form-answer).
 */
export async function POST(request: Request): Promise<Response> {
  if (isCrossSiteRequest(request)) return new Response("Cross-site request refused.", { status: 403 });
  const projectId = new URL(request.url).pathname.split("/")[4] ?? "";
  const project = await findProject(db(), projectId);
  if (!project) return new Response("Not found", { status: 404 });
  const base = `/${displayType(project.projectType, project.loaders)}/${project.slug}`;
  const viewer = await requestViewer(request);
  if (!viewer) return formSignInAgain(request, `${base}/version/new`);
  let form: MultipartForm | undefined;
  try {
    // Checked before a single file byte is stored.
    const before = () => requireUploadAccess(db(), actorOf(viewer), project.id);
    form = await readUploadForm(request, { maxFiles: MAX_FILES_PER_VERSION, before });
    const fields = form.fields;
    const text = (name: string) => fields.get(name)?.[0] ?? "";
    // A file input left empty still sends an empty part.
    const files = form.files.filter((file) => file.field === "files" && file.size > 0 && file.filename);
    const version = await createVersion(db(), actorOf(viewer), project.id, {
      versionNumber: text("versionNumber"),
      name: text("name"),
      versionType: text("versionType") || "release",
      loaders: fields.get("loaders") ?? [],
      gameVersions: fields.get("gameVersions") ?? [],
      changelog: text("changelog"),
      featured: fields.has("featured"),
      // Sent by the form's file list when several files are chosen; the first file otherwise.
      primaryFile: text("primaryFile") || undefined,
      dependencies: text("dependencies")
        .split("\n")
        .map((line) => line.trim().split(/\s+/))
        .filter((parts) => parts.length >= 2 && parts[0])
        .map(([dependencyType, projectId]) => ({ dependencyType: dependencyType!, projectId: projectId! })),
      files: files.map((file) => ({ filename: file.filename, body: file })),
    });
    const next = (await versionPagePath(db(), version.id))!;
    return formDone(request, next);
  } catch (error) {
    if (error instanceof AppError) {
      // Back to the form with the message, each field's message (shown inline) and what was entered, in the
      // reader's language (the REST API's upload keeps the English text).
      const shown = localizedAppError(error, [errorMessages], requestLocale(request));
      const query = refusalQuery(shown, form?.fields ?? new Map());
      return formRefused(request, shown, `${base}/version/new?${query}`);
    }
    throw error;
  } finally {
    await form?.dispose();
  }
}
