import { AppError } from "@hopper/core/errors";
import { isCrossSiteRequest } from "@hopper/ui/server/same-origin";

import { isProjectType } from "../../tags/project-types";
import { suggestFromFile } from "../services/versions";
import { requestViewer } from "./request-viewer";

/**
 * POST /api/catalog/suggest (multipart: file, projectType): what the upload form pre-fills from a file's
 * metadata — loaders, game versions and dependencies — or the error the upload would give. Signed-in only.
 */
export async function POST(request: Request): Promise<Response> {
  if (isCrossSiteRequest(request)) return Response.json({ error: "Cross-site request refused." }, { status: 403 });
  if (!(await requestViewer(request))) return Response.json({ error: "You must be signed in." }, { status: 401 });
  const form = await request.formData().catch(() => null);
  const file = form?.get("file");
  const projectType = String(form?.get("projectType") ?? "");
  if (!file || typeof file === "string" || !isProjectType(projectType)) {
    return Response.json({ error: "Send a file and a project type." }, { status: 400 });
  }
  try {
    return Response.json(await suggestFromFile(projectType, file.name, file.stream()));
  } catch (error) {
    if (error instanceof AppError) return Response.json({ error: error.message }, { status: error.status });
    throw error;
  }
}
