import type { FileEntry } from "@hopper/agent/protocol";
import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import { agentFetch, agentJson } from "../agent/agent-client";
import { serverForFiles } from "./file-access";
import { baseName, parentOf, userPath, userPaths } from "./file-paths";

// A server's files through its agent (docs/agent.md "REST API", docs/hosting.md "Files"). Every path is checked by
// userPath first; the agent jails it again. Authorization and the suspension rule: serverForFiles.

/** The agent's read limit (files.readLimitMiB): larger files are downloaded as an archive. */
export const AGENT_READ_LIMIT_BYTES = 16 * 1024 * 1024;
/** The largest file the editor opens (a bigger text is a log or a dump: download it). */
export const EDITOR_LIMIT_BYTES = 2 * 1024 * 1024;
/** The largest upload the panel streams (the agent's files.uploadLimitMiB default). */
export const UPLOAD_LIMIT_BYTES = 1024 * 1024 * 1024;
/** Archives and extraction of a big world take a while. */
const SLOW_MS = 10 * 60_000;

const files = (agentId: string, action: string) => `api/servers/${encodeURIComponent(agentId)}/files/${action}`;

export interface FileListing {
  path: string;
  entries: FileEntry[];
}

/** A folder's entries, folders first, then by name. */
export async function listFiles(db: DbOrTx, actor: Actor | null, id: string, rawPath: string): Promise<FileListing> {
  const path = userPath(rawPath);
  const { server, node } = await serverForFiles(db, actor, id, "read");
  const answer = await agentJson<{ entries: FileEntry[] }>(node, "GET", files(server.agentId, "list"), {
    query: { path },
  });
  const entries = [...answer.entries].sort(
    (a, b) => Number(b.type === "directory") - Number(a.type === "directory") || a.name.localeCompare(b.name),
  );
  return { path, entries };
}

/** True for bytes the editor must not open: a NUL byte or text that is not UTF-8. */
export function looksBinary(bytes: Uint8Array): boolean {
  if (bytes.subarray(0, 8192).includes(0)) return true;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return false;
  } catch {
    return true;
  }
}

/** A text file for the editor; a binary file or one over the editor's limit is refused in words. */
export async function readTextFile(db: DbOrTx, actor: Actor | null, id: string, rawPath: string) {
  const path = userPath(rawPath, { root: false });
  const { server, node } = await serverForFiles(db, actor, id, "read");
  const response = await agentFetch(node, "GET", files(server.agentId, "read"), { query: { path } });
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > EDITOR_LIMIT_BYTES) {
    await response.body?.cancel();
    throw new AppError("payload_too_large", "This file is larger than 2 MiB and cannot be edited here; download it.");
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength > EDITOR_LIMIT_BYTES) {
    throw new AppError("payload_too_large", "This file is larger than 2 MiB and cannot be edited here; download it.");
  }
  if (looksBinary(bytes)) {
    throw new AppError("invalid_input", "This is a binary file and cannot be edited here; download it.");
  }
  return { path, content: new TextDecoder().decode(bytes), size: bytes.byteLength };
}

/** Saves the editor's text (creates the file when it is new). */
export async function saveTextFile(db: DbOrTx, actor: Actor | null, id: string, rawPath: string, content: string) {
  const path = userPath(rawPath, { root: false });
  const bytes = new TextEncoder().encode(content);
  if (bytes.byteLength > EDITOR_LIMIT_BYTES) {
    throw new AppError("payload_too_large", "The text is larger than 2 MiB; upload the file instead.");
  }
  const { server, node } = await serverForFiles(db, actor, id, "write");
  await agentFetch(node, "PUT", files(server.agentId, "write"), { query: { path }, body: bytes });
  return { path, size: bytes.byteLength };
}

/** Streams an upload to the agent, which cuts it off past its limit or the server's disk (413). */
export async function uploadFile(
  db: DbOrTx,
  actor: Actor | null,
  id: string,
  rawPath: string,
  body: ReadableStream<Uint8Array>,
  declaredBytes: number | null,
) {
  const path = userPath(rawPath, { root: false });
  const { server, node } = await serverForFiles(db, actor, id, "write");
  if (declaredBytes !== null && declaredBytes > UPLOAD_LIMIT_BYTES) {
    throw new AppError("payload_too_large", "Uploads are limited to 1 GiB per file.");
  }
  const response = await agentFetch(node, "PUT", files(server.agentId, "write"), {
    query: { path },
    body: limited(body, UPLOAD_LIMIT_BYTES),
    timeoutMs: SLOW_MS,
  });
  const answer = (await response.json()) as { written: number };
  return { path, written: answer.written };
}

/** The body, failing once more than `max` bytes went through (a client that lied about its length). */
function limited(body: ReadableStream<Uint8Array>, max: number): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > max) controller.error(new AppError("payload_too_large", "Uploads are limited to 1 GiB per file."));
        else controller.enqueue(chunk);
      },
    }),
  );
}

/** A file's bytes for a download (the agent refuses files over its 16 MiB read limit: archive them first). */
export async function downloadFile(db: DbOrTx, actor: Actor | null, id: string, rawPath: string) {
  const path = userPath(rawPath, { root: false });
  const { server, node } = await serverForFiles(db, actor, id, "read");
  try {
    const response = await agentFetch(node, "GET", files(server.agentId, "read"), {
      query: { path },
      timeoutMs: SLOW_MS,
    });
    return { name: baseName(path), response };
  } catch (error) {
    if (error instanceof AppError && error.code === "payload_too_large") {
      throw new AppError(
        "payload_too_large",
        "Files over 16 MiB cannot be downloaded one by one: create a backup and download it from the Backups tab.",
      );
    }
    throw error;
  }
}

export async function makeFolder(db: DbOrTx, actor: Actor | null, id: string, rawPath: string) {
  const path = userPath(rawPath, { root: false });
  const { server, node } = await serverForFiles(db, actor, id, "write");
  await agentFetch(node, "POST", files(server.agentId, "mkdir"), { json: { path } });
  return { path };
}

/** Rename and move: `to` may name another folder. */
export async function renameFile(db: DbOrTx, actor: Actor | null, id: string, rawFrom: string, rawTo: string) {
  const from = userPath(rawFrom, { root: false });
  const to = userPath(rawTo, { root: false });
  if (to === from) return { from, to };
  if (to.startsWith(`${from}/`)) throw new AppError("invalid_input", "A folder cannot be moved into itself.");
  const { server, node } = await serverForFiles(db, actor, id, "write");
  await agentFetch(node, "POST", files(server.agentId, "rename"), { json: { from, to } });
  return { from, to };
}

export const MAX_SELECTION = 200;

function selection(raw: readonly string[]): string[] {
  if (raw.length === 0) throw new AppError("invalid_input", "Choose at least one file.");
  if (raw.length > MAX_SELECTION) throw new AppError("invalid_input", `Choose at most ${MAX_SELECTION} files at once.`);
  return [...new Set(userPaths(raw))];
}

export async function deleteFiles(db: DbOrTx, actor: Actor | null, id: string, rawPaths: readonly string[]) {
  const paths = selection(rawPaths);
  const { server, node } = await serverForFiles(db, actor, id, "write");
  await agentFetch(node, "POST", files(server.agentId, "delete"), { json: { paths } });
  return { deleted: paths.length };
}

/** The archive formats the agent packs and extracts (a .jar is a zip, but it is a mod, never unpacked here). */
export const ARCHIVE_FORMATS = ["tar.gz", "zip"] as const;
export type ArchiveFormat = (typeof ARCHIVE_FORMATS)[number];
const ARCHIVE_NAME = /\.(tar\.gz|tgz|zip)$/i;

/** Whether the file manager can extract this file (.zip, .tar.gz, .tgz). */
export const isExtractable = (name: string) => ARCHIVE_NAME.test(name);

/**
 * Packs the selection into `destination`. A name ending in .zip, .tar.gz or .tgz decides the format; any other
 * name gets `.{format}` (default .tar.gz) appended.
 */
export async function archiveFiles(
  db: DbOrTx,
  actor: Actor | null,
  id: string,
  rawPaths: readonly string[],
  rawDestination: string,
  format: ArchiveFormat = "tar.gz",
) {
  const paths = selection(rawPaths);
  let destination = userPath(rawDestination, { root: false });
  if (!ARCHIVE_NAME.test(destination)) destination = `${destination}.${format}`;
  const { server, node } = await serverForFiles(db, actor, id, "write");
  const answer = await agentJson<{ path: string }>(node, "POST", files(server.agentId, "archive"), {
    json: { paths, destination },
    timeoutMs: SLOW_MS,
  });
  return { path: answer.path };
}

/** Extracts a .zip or .tar.gz into `destination` (default: the archive's folder); an unsafe archive is refused whole. */
export async function unarchiveFile(
  db: DbOrTx,
  actor: Actor | null,
  id: string,
  rawPath: string,
  rawDestination?: string,
) {
  const path = userPath(rawPath, { root: false });
  const destination = rawDestination === undefined ? parentOf(path) : userPath(rawDestination);
  if (!isExtractable(path)) {
    throw new AppError("invalid_input", "Only .zip, .tar.gz and .tgz archives can be extracted.");
  }
  const { server, node } = await serverForFiles(db, actor, id, "write");
  await agentFetch(node, "POST", files(server.agentId, "unarchive"), {
    json: { path, destination },
    timeoutMs: SLOW_MS,
  });
  return { path, destination };
}
