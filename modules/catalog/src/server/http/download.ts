import { config } from "@hopper/core/config";
import { db } from "@hopper/core/db";
import { clientAddress } from "@hopper/core/http";
import { componentLogger } from "@hopper/core/log";
import { storage } from "@hopper/core/storage";
import { requestViewer } from "@hopper/ui/server/request-viewer";

import { recordDownload } from "../services/counting/downloads";
import { findDownload } from "../services/downloads/downloads";
import { CONTENT_TYPES, extensionOf } from "../services/versions/intake/file-checks";

/** Parses a single `bytes=` range against a size; null when absent, "invalid" when unsatisfiable. */
export function parseRange(header: string | null, size: number): { start: number; end: number } | null | "invalid" {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  let start: number;
  let end: number;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "invalid";
    start = Math.max(size - suffix, 0);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return "invalid";
  return { start, end };
}

const log = componentLogger("catalog");

/** How long a signed download address stays valid: long enough to start a slow download, short enough not to share. */
const SIGNED_URL_SECONDS = 300;

async function serve(request: Request, count: boolean): Promise<Response> {
  const parts = new URL(request.url).pathname.split("/").slice(1);
  // data / {project} / versions / {version} / {filename}
  if (parts.length !== 5 || parts[0] !== "data" || parts[2] !== "versions") {
    return new Response("Not found", { status: 404 });
  }
  let filename: string;
  try {
    filename = decodeURIComponent(parts[4]!);
  } catch {
    return new Response("Not found", { status: 404 });
  }
  const file = await findDownload(db(), parts[1]!, parts[3]!, filename);
  if (!file) return new Response("Not found", { status: 404 });

  const etag = `"${file.sha1}"`;
  const headers = new Headers({
    "Content-Type": CONTENT_TYPES[extensionOf(file.filename)] ?? "application/octet-stream",
    "Accept-Ranges": "bytes",
    // A file's address never changes content: a new upload gets a new version id.
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    "X-Content-Type-Options": "nosniff",
  });
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });

  const range = parseRange(request.headers.get("range"), file.size);
  if (range === "invalid") {
    headers.set("Content-Range", `bytes */${file.size}`);
    return new Response(null, { status: 416, headers });
  }
  // Only a request for the start of the file counts, so resumed and parallel range requests count once.
  if (count && (!range || range.start === 0)) {
    // Not awaited: counting must never slow or fail the download.
    void countDownload(request, file.version.projectId, file.versionId).catch((error: unknown) =>
      log.error({ err: error }, "could not record a download"),
    );
  }
  if (request.method === "HEAD") {
    headers.set("Content-Length", String(range ? range.end - range.start + 1 : file.size));
    return new Response(null, { status: range ? 206 : 200, headers });
  }
  const contentType = headers.get("Content-Type")!;
  if (config().S3_DOWNLOADS === "redirect") {
    // Object storage sends the bytes itself (ranges included) from a short-lived signed address; the
    // redirect must not outlive it in any cache.
    const signed = await storage().signedUrl(file.storageKey, {
      expiresIn: SIGNED_URL_SECONDS,
      filename: file.filename,
      contentType,
    });
    if (signed) return new Response(null, { status: 302, headers: { Location: signed, "Cache-Control": "no-store" } });
  }
  const object = await storage().get(file.storageKey, range ?? undefined);
  if (!object) return new Response("Not found", { status: 404 });
  if (!object.range) {
    headers.set("Content-Length", String(object.size));
    return new Response(object.body, { status: 200, headers });
  }
  headers.set("Content-Length", String(object.range.end - object.range.start + 1));
  headers.set("Content-Range", `bytes ${object.range.start}-${object.range.end}/${object.size}`);
  return new Response(object.body, { status: 206, headers });
}

/** Counts a download with its visitor (signed in or by address), country and referrer kind. */
async function countDownload(request: Request, projectId: string, versionId: string): Promise<void> {
  await recordDownload(db(), {
    projectId,
    versionId,
    ip: clientAddress(request.headers) ?? "local",
    userId: (await requestViewer(request))?.user.id ?? null,
    headers: request.headers,
    siteOrigins: [config().HOPPER_URL, new URL(request.url).origin],
  });
}

/**
 * GET (and HEAD, which Next.js answers through GET) /data/{project}/versions/{version}/{filename}: the file's
 * bytes, with ranges; a GET counts the download.
 */
export const GET = (request: Request) => serve(request, request.method !== "HEAD");
