import { actorOf } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { NOT_MULTIPART } from "@hopper/core/storage";
import type { MultipartForm } from "@hopper/core/storage";
import { isCrossSiteRequest } from "@hopper/ui/server/same-origin";
import { requestViewer } from "@hopper/ui/server/request-viewer";

import { isProjectType } from "../../tags/project-types";
import { suggestFromFile } from "../services/versions/intake/suggest";
import { readUploadForm } from "./upload-form";

/**
 * POST /api/catalog/suggest (multipart: file, projectType): what the upload form pre-fills from a file's
 * metadata — version number, name, loaders, game versions and dependencies (each saying whether it is a
 * project on Hopper) — or the error the upload would give. Signed-in only.
 */
export async function POST(request: Request): Promise<Response> {
  if (isCrossSiteRequest(request)) return Response.json({ error: "Cross-site request refused." }, { status: 403 });
  const viewer = await requestViewer(request);
  if (!viewer) return Response.json({ error: "You must be signed in." }, { status: 401 });
  let form: MultipartForm | undefined;
  try {
    form = await readUploadForm(request, { maxFiles: 1 });
    const file = form.files.find((candidate) => candidate.field === "file");
    const projectType = form.field("projectType") ?? "";
    if (!file || !isProjectType(projectType)) {
      return Response.json({ error: "Send a file and a project type." }, { status: 400 });
    }
    return Response.json(await suggestFromFile(projectType, file.filename, file, { db: db(), actor: actorOf(viewer) }));
  } catch (error) {
    if (error instanceof AppError) {
      const message = error.message === NOT_MULTIPART ? "Send a file and a project type." : error.message;
      return Response.json({ error: message }, { status: error.status });
    }
    throw error;
  } finally {
    await form?.dispose();
  }
}
