import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { AppError } from "@hopper/core/errors";
import type { RestHandler } from "@hopper/core/module";
import { NOT_MULTIPART } from "@hopper/core/storage";
import { restJson } from "@hopper/core/module";

import { readUploadForm } from "../http/upload-form";
import { createVersion, requireUploadAccess } from "../services/versions/version-create";
import { MAX_FILES_PER_VERSION } from "../services/versions/intake/version-intake";
import { CHANGELOG_MAX, VERSION_NAME_MAX, VERSION_NUMBER_MAX } from "../services/versions/version-fields";
import { findVersionsWithFiles } from "../services/versions/version-reads";
import { versionBody } from "./bodies";
import { withOpenDependencies } from "./version-context";
import {
  dependencies,
  FILE_NAME_MAX,
  fileTypes,
  GAME_VERSIONS_MAX,
  line,
  lines,
  LOADERS_MAX,
  ref,
  required,
  TAG_MAX,
  tags,
} from "./body-fields";

/**
 * The `data` part of `POST /v2/version`, as the public API names its fields. `requested_status` (the status a
 * scheduled version takes on release), `ordering`, `uploaded_images`, `environment` and `mrpack_loaders` are
 * accepted and ignored; unknown fields too.
 */
export const versionCreateData = z.object({
  project_id: required("project_id", ref("project_id")),
  version_number: required("version_number", line("The version number", VERSION_NUMBER_MAX)),
  name: line("The version name", VERSION_NAME_MAX).optional(),
  changelog: lines("The changelog", CHANGELOG_MAX).nullish(),
  version_type: line("version_type", TAG_MAX).default("release"),
  loaders: tags("loaders", LOADERS_MAX),
  game_versions: tags("game_versions", GAME_VERSIONS_MAX),
  featured: z.boolean({ error: "featured must be true or false." }).default(false),
  dependencies: dependencies.default([]),
  file_parts: z
    .array(line("Each of file_parts", FILE_NAME_MAX), { error: "file_parts must be an array of part names." })
    .min(1, "A version needs at least one file.")
    .max(MAX_FILES_PER_VERSION, `A version has at most ${MAX_FILES_PER_VERSION} files.`),
  primary_file: line("primary_file", FILE_NAME_MAX).nullish(),
  file_types: fileTypes,
  status: line("status", TAG_MAX).optional(),
  requested_status: line("requested_status", TAG_MAX).nullish(),
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
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
      throw new AppError("invalid_input", `${where}${issue?.message ?? "Invalid `data` part."}`);
    }
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
      files: files.map(({ part, file }) => ({ filename: file.filename, body: file, fileType: data.file_types[part] })),
      primaryFile: primary,
      status: data.status,
    });
    const [created] = await findVersionsWithFiles(ctx.db, [version.id]);
    const [body] = await withOpenDependencies(ctx, [versionBody(created!, ctx.url.origin)]);
    return restJson(body);
  } finally {
    await form.dispose();
  }
};

export default handler;
