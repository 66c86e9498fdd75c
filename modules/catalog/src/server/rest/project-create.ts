import { z } from "zod";

import { AppError } from "@hopper/core/errors";
import type { RestHandler } from "@hopper/core/module";

import {
  addGalleryImage,
  GALLERY_MAX_BYTES,
  GALLERY_MAX_IMAGES,
  ICON_MAX_BYTES,
  setProjectIcon,
} from "../services/media";
import { createProject, submitForReview, updateProject } from "../services/projects";
import type { Visibility } from "../services/projects";
import { createVersion } from "../services/versions";
import { writeActor } from "./context";
import { projectBody } from "./project-body";
import { projectPatchBody, toProjectPatch } from "./project-writes";

/** A version created with the project (the reference API's v2 names). */
const initialVersion = z.object({
  file_parts: z.array(z.string()).min(1, "An initial version needs at least one file."),
  version_number: z.string({ error: "version_number is required" }),
  version_title: z.string().optional(),
  version_body: z.string().nullish(),
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
  game_versions: z.array(z.string()),
  release_channel: z.string().default("release"),
  loaders: z.array(z.string()),
  featured: z.boolean().default(false),
  primary_file: z.string().nullish(),
});

/** A gallery image uploaded with the project: `item` names its file part. */
const galleryItem = z.object({
  item: z.string({ error: "gallery_items.item is required" }),
  featured: z.boolean().default(false),
  title: z.string().nullish(),
  description: z.string().nullish(),
  ordering: z.number().int("ordering must be a whole number").default(0),
});

const VISIBILITY: Record<string, Visibility> = { approved: "public", unlisted: "unlisted", private: "private" };

/** The `data` part of POST /v2/project. */
export const projectCreateData = projectPatchBody
  .omit({ status: true, requested_status: true, moderation_message: true, moderation_message_body: true })
  .extend({
    slug: z.string({ error: "slug is required" }),
    title: z.string({ error: "title is required" }),
    description: z.string({ error: "description is required" }),
    project_type: z.string({ error: "project_type is required" }),
    requested_status: z
      .enum(["approved", "unlisted", "private"], { error: "requested_status must be approved, unlisted or private" })
      .nullish(),
    is_draft: z.boolean().default(false),
    initial_versions: z.array(initialVersion).max(32, "At most 32 initial versions.").default([]),
    gallery_items: z
      .array(galleryItem)
      .max(GALLERY_MAX_IMAGES, `At most ${GALLERY_MAX_IMAGES} gallery images.`)
      .default([]),
  });

async function readForm(request: Request) {
  try {
    return await request.formData();
  } catch {
    throw new AppError("invalid_input", "Send multipart/form-data with a `data` part (and optionally `icon`).");
  }
}

/**
 * POST /v2/project (PROJECT_CREATE): multipart with a JSON `data` part, an optional `icon` part, the images of
 * `gallery_items` and the files of `initial_versions`. Without `is_draft: true` the project goes to review, which needs an initial version. One
 * transaction: any refused part leaves nothing behind. Answers the project in the v2 shape.
 */
const handler: RestHandler = async (request, ctx) => {
  const actor = writeActor(ctx);
  const form = await readForm(request);
  let raw: unknown;
  try {
    raw = JSON.parse(String(form.get("data") ?? ""));
  } catch {
    throw new AppError("invalid_input", "The `data` part must be JSON.");
  }
  const parsed = projectCreateData.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError("invalid_input", `${issue?.path.length ? `${issue.path.join(".")}: ` : ""}${issue?.message}`);
  }
  const data = parsed.data;
  const icon = form.get("icon");
  if (icon !== null && typeof icon === "string") throw new AppError("invalid_input", "The `icon` part must be a file.");
  if (icon && icon.size > ICON_MAX_BYTES) throw new AppError("payload_too_large", "The icon must be at most 256 KiB.");
  const gallery = data.gallery_items.map((entry) => {
    const file = form.get(entry.item);
    if (!file || typeof file === "string") {
      throw new AppError("invalid_input", `The gallery part "${entry.item}" is missing.`);
    }
    if (file.size > GALLERY_MAX_BYTES)
      throw new AppError("payload_too_large", "A gallery image must be at most 5 MiB.");
    return { entry, file };
  });
  const versions = data.initial_versions.map((version) => ({
    version,
    files: version.file_parts.map((part) => {
      const file = form.get(part);
      if (!file || typeof file === "string") throw new AppError("invalid_input", `The file part "${part}" is missing.`);
      return { part, file };
    }),
  }));

  const projectId = await ctx.db.$transaction(
    async (tx) => {
      const project = await createProject(tx, actor, {
        name: data.title,
        slug: data.slug,
        projectType: data.project_type,
        summary: data.description,
        visibility: VISIBILITY[data.requested_status ?? "approved"],
      });
      const { name: _name, slug: _slug, summary: _summary, ...rest } = toProjectPatch(data);
      if (Object.keys(rest).length > 0) await updateProject(tx, actor, project.id, rest);
      if (icon) await setProjectIcon(tx, actor, project.id, new Uint8Array(await icon.arrayBuffer()));
      for (const { entry, file } of gallery) {
        await addGalleryImage(tx, actor, project.id, {
          bytes: new Uint8Array(await file.arrayBuffer()),
          featured: entry.featured,
          title: entry.title ?? undefined,
          description: entry.description ?? undefined,
          ordering: entry.ordering,
        });
      }
      for (const { version, files } of versions) {
        await createVersion(tx, actor, project.id, {
          versionNumber: version.version_number,
          name: version.version_title,
          changelog: version.version_body ?? "",
          versionType: version.release_channel,
          featured: version.featured,
          loaders: version.loaders,
          gameVersions: version.game_versions,
          dependencies: version.dependencies.map((dependency) => ({
            dependencyType: dependency.dependency_type,
            projectId: dependency.project_id,
            versionId: dependency.version_id,
            fileName: dependency.file_name,
          })),
          files: files.map(({ file }) => ({ filename: file.name, body: file.stream() })),
          primaryFile: files.find((entry) => entry.part === version.primary_file)?.file.name,
        });
      }
      if (!data.is_draft) await submitForReview(tx, actor, project.id);
      return project.id;
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
  return Response.json(await projectBody(ctx.db, projectId, ctx.url.origin));
};

export default handler;
