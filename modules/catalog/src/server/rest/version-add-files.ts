import { readFile } from "node:fs/promises";

import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { AppError } from "@hopper/core/errors";
import type { RestHandler } from "@hopper/core/module";
import { NOT_MULTIPART } from "@hopper/core/storage";

import { readUploadForm } from "../http/upload-form";
import { MAX_FILES_PER_VERSION } from "../services/versions/intake/version-intake";
import { addVersionFiles, requireFileUploadAccess } from "../services/versions/version-files";
import { fileTypes } from "./body-fields";
import { noContent } from "./version-context";

/** A `data` part sent as a file is read only up to this size. */
const DATA_MAX_BYTES = 1024 * 1024;

/** The optional `data` part: a file type per file part, as the public API takes it. */
export const versionAddFilesData = z.object({ file_types: fileTypes });

/**
 * POST /v2/version/{id}/file (VERSION_WRITE; team UPLOAD_VERSION): multipart with the files to add (any part
 * names) and an optional JSON `data` part `{ "file_types": { "<part>": "sources-jar" } }`. The same checks as a
 * new version's files. Answers 204.
 */
const handler: RestHandler = async (request, ctx) => {
  // Checked before a single file byte is stored.
  const before = () => requireFileUploadAccess(ctx.db, actorOf(ctx.viewer), ctx.params.id ?? "");
  const form = await readUploadForm(request, { maxFiles: MAX_FILES_PER_VERSION, before }).catch((error: unknown) => {
    if (error instanceof AppError && error.message === NOT_MULTIPART) {
      throw new AppError("invalid_input", "Send multipart/form-data with the files to add.");
    }
    throw error;
  });
  try {
    let data: z.output<typeof versionAddFilesData> = { file_types: {} };
    const dataFile = form.files.find((file) => file.field === "data");
    const rawData =
      form.field("data") ??
      (dataFile && dataFile.size <= DATA_MAX_BYTES ? await readFile(dataFile.path, "utf8") : null);
    if (rawData !== null) {
      let raw: unknown;
      try {
        raw = JSON.parse(rawData);
      } catch {
        throw new AppError("invalid_input", "The `data` part must be JSON.");
      }
      const parsed = versionAddFilesData.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
        throw new AppError("invalid_input", `${where}${issue?.message ?? "Invalid `data` part."}`);
      }
      data = parsed.data;
    }
    const files = form.files.filter((file) => file.field !== "data");
    await addVersionFiles(
      ctx.db,
      actorOf(ctx.viewer),
      ctx.params.id ?? "",
      files.map((file) => ({ filename: file.filename, body: file, fileType: data.file_types[file.field] })),
    );
    return noContent();
  } finally {
    await form.dispose();
  }
};

export default handler;
