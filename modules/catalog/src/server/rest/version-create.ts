import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { AppError } from "@hopper/core/errors";
import type { RestHandler } from "@hopper/core/module";
import { NOT_MULTIPART } from "@hopper/core/storage";

import { readUploadForm } from "../http/upload-form";
import { createVersion, requireUploadAccess } from "../services/versions/version-create";
import { MAX_FILES_PER_VERSION } from "../services/versions/intake/version-intake";
import { loadVersions, versionBody } from "./bodies";

/** The `data` part of `POST /v2/version`, as the public API names its fields. */
export const versionCreateData = z.object({
  project_id: z.string().min(1),
  version_number: z.string(),
  name: z.string().optional(),
  changelog: z.string().nullish(),
  version_type: z.string().default("release"),
  loaders: z.array(z.string()),
  game_versions: z.array(z.string()),
  featured: z.boolean().default(false),
  dependencies: z
    .array(
      z.object({
        version_id: z.string().nullish(),
        project_id: z.string().nullish(),
        file_name: z.string().nullish(),
        dependency_type: z.string(),
      }),
    )
    .default([]),
  file_parts: z.array(z.string()).min(1, "A version needs at least one file."),
  primary_file: z.string().nullish(),
});

/**
 * POST /v2/version (scope VERSION_CREATE): multipart with a JSON `data` part and one part per entry of
 * `file_parts`, as the public API takes it; answers the created version.
 */
const handler: RestHandler = async (request, ctx) => {
  if (!ctx.viewer) throw new AppError("unauthorized", "Authentication Error: a token with VERSION_CREATE is required");
  const actor = actorOf(ctx.viewer);
  // Clients send `data` first: the project is checked before any file is stored.
  const checkProject = async (name: string, value: string) => {
    if (name !== "data") return;
    const projectId = (() => {
      try {
        return (JSON.parse(value) as { project_id?: unknown }).project_id;
      } catch {
        return undefined;
      }
    })();
    if (typeof projectId === "string" && projectId) await requireUploadAccess(ctx.db, actor, projectId);
  };
  const form = await readUploadForm(request, { maxFiles: MAX_FILES_PER_VERSION, onField: checkProject }).catch(
    (error: unknown) => {
      if (error instanceof AppError && error.message === NOT_MULTIPART) {
        throw new AppError("invalid_input", "Send multipart/form-data with a `data` part and the files.");
      }
      throw error;
    },
  );
  try {
    let raw: unknown;
    try {
      raw = JSON.parse(form.field("data") ?? "");
    } catch {
      throw new AppError("invalid_input", "The `data` part must be JSON.");
    }
    const parsed = versionCreateData.safeParse(raw);
    if (!parsed.success) throw new AppError("invalid_input", parsed.error.issues[0]?.message ?? "Invalid `data` part.");
    const data = parsed.data;
    const files = data.file_parts.map((part) => {
      const file = form.files.find((candidate) => candidate.field === part);
      if (!file) throw new AppError("invalid_input", `The file part "${part}" is missing.`);
      return { part, file };
    });
    const primary = files.find((entry) => entry.part === data.primary_file)?.file.filename;
    const version = await createVersion(ctx.db, actor, data.project_id, {
      versionNumber: data.version_number,
      name: data.name,
      versionType: data.version_type,
      changelog: data.changelog ?? "",
      featured: data.featured,
      loaders: data.loaders,
      gameVersions: data.game_versions,
      dependencies: data.dependencies.map((dependency) => ({
        dependencyType: dependency.dependency_type,
        projectId: dependency.project_id,
        versionId: dependency.version_id,
        fileName: dependency.file_name,
      })),
      files: files.map(({ file }) => ({ filename: file.filename, body: file })),
      primaryFile: primary,
    });
    const [created] = await loadVersions(ctx.db, { id: version.id });
    return Response.json(versionBody(created!, ctx.url.origin));
  } finally {
    await form.dispose();
  }
};

export default handler;
