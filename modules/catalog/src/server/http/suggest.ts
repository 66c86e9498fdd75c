import { actorOf } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { NOT_MULTIPART, readMultipart } from "@hopper/core/storage";
import type { MultipartForm } from "@hopper/core/storage";
import { localizedAppError, requestLocale } from "@hopper/ui/server/localized-error";
import { requestViewer } from "@hopper/ui/server/request-viewer";
import { isCrossSiteRequest } from "@hopper/ui/server/same-origin";

import { isProjectType } from "../../tags/project-types";
import { errorMessages } from "../../ui/messages/errors";
import { problem, refusal } from "../services/refusals";
import { suggestFromPieces } from "../services/versions/intake/suggest";
import { BAD_PIECES, PIECES_BYTES_MAX, piecesView } from "../services/versions/intake/zip-pieces";

const FILENAME_MAX = 255;
const sendParts = () => refusal("invalid_input", problem("suggest.sendParts"));

/**
 * POST /api/catalog/suggest: what the upload form pre-fills from a file's metadata — version number, name,
 * loaders, game versions and dependencies (each saying whether it is a project on Hopper) — or the error the
 * upload would give. Signed-in only. The form does not send the file (it goes once, with the form): it sends the
 * file's name and size and the runs of it that hold the metadata (multipart: `projectType`, `filename`, `size`,
 * `pieces` = `[[offset, length], …]` and one `bytes` part with the runs back to back; src/ui/forms/zip-pieces.ts),
 * read here by the upload's own zip reader (docs/catalog.md, "Suggestions from a file's metadata"). The form shows
 * `error` as it comes, so every refusal is answered in the reader's language (the request's locale cookie).
 */
export async function POST(request: Request): Promise<Response> {
  if (isCrossSiteRequest(request)) return Response.json({ error: "Cross-site request refused." }, { status: 403 });
  const viewer = await requestViewer(request);
  let form: MultipartForm | undefined;
  try {
    if (!viewer) throw refusal("unauthorized", problem("signIn"));
    form = await readMultipart(request, {
      fileLimit: PIECES_BYTES_MAX,
      tooLarge: () => refusal("payload_too_large", problem("suggest.piecesTooLarge")),
      maxFiles: 1,
      maxFields: 8,
      maxFieldBytes: 16 * 1024,
    });
    const bytes = form.files.find((candidate) => candidate.field === "bytes");
    const projectType = form.field("projectType") ?? "";
    const filename = form.field("filename") ?? "";
    if (!bytes || !isProjectType(projectType) || !filename || filename.length > FILENAME_MAX) {
      throw sendParts();
    }
    let layout: unknown;
    try {
      layout = JSON.parse(form.field("pieces") ?? "");
    } catch {
      throw refusal("invalid_input", BAD_PIECES);
    }
    const view = piecesView(Number(form.field("size") ?? ""), layout, bytes.path, bytes.size);
    return Response.json(await suggestFromPieces(projectType, filename, view, { db: db(), actor: actorOf(viewer) }));
  } catch (error) {
    if (error instanceof AppError) {
      const refused = error.message === NOT_MULTIPART ? sendParts() : error;
      const shown = localizedAppError(refused, [errorMessages], requestLocale(request));
      return Response.json({ error: shown.message }, { status: refused.status });
    }
    throw error;
  } finally {
    await form?.dispose();
  }
}
