import { actorOf } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { restErrorResponse } from "@hopper/core/errors";
import { isCrossSiteRequest } from "@hopper/ui/server/same-origin";
import { requestViewer } from "@hopper/ui/server/request-viewer";

import { downloadFile, uploadFile } from "../services/files/files";

// /api/hosting/servers/{id}/files?path=…: the files page's uploads (PUT, the raw file as the body, sent by the page's
// script with a progress bar) and downloads (GET). Both need the browser's session and a server the viewer may
// manage (owner or admin); the path rules and the suspension rule are the service's, as for the procedures. Errors
// are `{ error, description }` with 400 (a refused path), 401, 403, 404 ('Server not found'), 409 or 413 in words.

function target(request: Request): { id: string; path: string } {
  const url = new URL(request.url);
  // "" / api / hosting / servers / {id} / files
  return { id: url.pathname.split("/")[4] ?? "", path: url.searchParams.get("path") ?? "" };
}

async function actor(request: Request) {
  const viewer = await requestViewer(request);
  if (!viewer) throw new AppError("unauthorized", "Sign in to manage your servers.");
  return actorOf(viewer);
}

/** Downloads one file (up to the agent's 16 MiB read limit; bigger files are downloaded as a backup). */
export async function GET(request: Request): Promise<Response> {
  try {
    const { id, path } = target(request);
    const { name, response } = await downloadFile(db(), await actor(request), id, path);
    const headers = new Headers({
      "Content-Type": "application/octet-stream",
      "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    });
    const length = response.headers.get("content-length");
    if (length) headers.set("Content-Length", length);
    return new Response(response.body, { status: 200, headers });
  } catch (error) {
    return restErrorResponse(error);
  }
}

/** Uploads one file to `path` (replacing a file of that name), streamed to the agent; 201 `{ path, written }`. */
export async function PUT(request: Request): Promise<Response> {
  try {
    if (isCrossSiteRequest(request)) throw new AppError("forbidden", "Cross-site request refused.");
    const { id, path } = target(request);
    const declared = request.headers.get("content-length");
    const body = request.body ?? new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
    const result = await uploadFile(db(), await actor(request), id, path, body, declared ? Number(declared) : null);
    return Response.json(result, { status: 201 });
  } catch (error) {
    return restErrorResponse(error);
  }
}
