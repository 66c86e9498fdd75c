import { actorOf } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { NOT_MULTIPART, readMultipart } from "@hopper/core/storage";
import type { MultipartForm } from "@hopper/core/storage";
import { requestViewer } from "@hopper/ui/server/request-viewer";
import { isCrossSiteRequest } from "@hopper/ui/server/same-origin";

import { isProjectType } from "../../tags/project-types";
import { suggestFromPieces } from "../services/versions/intake/suggest";
import { BAD_PIECES, PIECES_BYTES_MAX, piecesView } from "../services/versions/intake/zip-pieces";

const FILENAME_MAX = 255;
const SEND_PARTS = "Send a file name, its parts and a project type.";

/**
 * POST /api/catalog/suggest: what the upload form pre-fills from a file's metadata — version number, name,
 * loaders, game versions and dependencies (each saying whether it is a project on Hopper) — or the error the
 * upload would give. Signed-in only. The form does not send the file (it goes once, with the form): it sends the
 * file's name and size and the runs of it that hold the metadata (multipart: `projectType`, `filename`, `size`,
 * `pieces` = `[[offset, length], …]` and one `bytes` part with the runs back to back; src/ui/forms/zip-pieces.ts),
 * read here by the upload's own zip reader (docs/catalog.md, "Suggestions from a file's metadata").
 */
export async function POST(request: Request): Promise<Response> {
  if (isCrossSiteRequest(request)) return Response.json({ error: "Cross-site request refused." }, { status: 403 });
  const viewer = await requestViewer(request);
  if (!viewer) return Response.json({ error: "You must be signed in." }, { status: 401 });
  let form: MultipartForm | undefined;
  try {
    form = await readMultipart(request, {
      fileLimit: PIECES_BYTES_MAX,
      tooLarge: () => new AppError("payload_too_large", "The parts of the file that hold its metadata are too large."),
      maxFiles: 1,
      maxFields: 8,
      maxFieldBytes: 16 * 1024,
    });
    const bytes = form.files.find((candidate) => candidate.field === "bytes");
    const projectType = form.field("projectType") ?? "";
    const filename = form.field("filename") ?? "";
    if (!bytes || !isProjectType(projectType) || !filename || filename.length > FILENAME_MAX) {
      return Response.json({ error: SEND_PARTS }, { status: 400 });
    }
    let layout: unknown;
    try {
      layout = JSON.parse(form.field("pieces") ?? "");
    } catch {
      throw new AppError("invalid_input", BAD_PIECES);
    }
    const view = piecesView(Number(form.field("size") ?? ""), layout, bytes.path, bytes.size);
    return Response.json(await suggestFromPieces(projectType, filename, view, { db: db(), actor: actorOf(viewer) }));
  } catch (error) {
    if (error instanceof AppError) {
      const message = error.message === NOT_MULTIPART ? SEND_PARTS : error.message;
      return Response.json({ error: message }, { status: error.status });
    }
    throw error;
  } finally {
    await form?.dispose();
  }
}
