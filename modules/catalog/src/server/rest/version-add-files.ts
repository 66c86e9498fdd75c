import { z } from "zod";

import { AppError } from "@hopper/core/errors";
import type { RestHandler } from "@hopper/core/module";

import { addVersionFiles } from "../services/version-files";
import { actorOf, noContent } from "./version-context";

/** The optional `data` part: a file type per file part, as the public API takes it. */
const dataSchema = z.object({ file_types: z.record(z.string(), z.string().nullable()).default({}) });

/**
 * POST /v2/version/{id}/file (VERSION_WRITE; team UPLOAD_VERSION): multipart with the files to add (any part
 * names) and an optional JSON `data` part `{ "file_types": { "<part>": "sources-jar" } }`. The same checks as a
 * new version's files. Answers 204.
 */
const handler: RestHandler = async (request, ctx) => {
  const form = await request.formData().catch(() => {
    throw new AppError("invalid_input", "Send multipart/form-data with the files to add.");
  });
  let data: z.output<typeof dataSchema> = { file_types: {} };
  const rawData = form.get("data");
  if (rawData !== null) {
    let raw: unknown;
    try {
      raw = JSON.parse(typeof rawData === "string" ? rawData : await rawData.text());
    } catch {
      throw new AppError("invalid_input", "The `data` part must be JSON.");
    }
    data = dataSchema.parse(raw);
  }
  const files = [...form.entries()].flatMap(([part, value]) =>
    part !== "data" && typeof value !== "string" ? [{ part, file: value }] : [],
  );
  await addVersionFiles(
    ctx.db,
    actorOf(ctx),
    ctx.params.id ?? "",
    files.map(({ part, file }) => ({ filename: file.name, body: file.stream(), fileType: data.file_types[part] })),
  );
  return noContent();
};

export default handler;
