import { readFile } from "node:fs/promises";

import { z } from "zod";

import { AppError } from "@hopper/core/errors";
import type { PreparedImage } from "@hopper/core/images";
import type { RestContext, RestHandler } from "@hopper/core/module";
import { NOT_MULTIPART, storage } from "@hopper/core/storage";
import type { MultipartForm } from "@hopper/core/storage";
import { restJson } from "@hopper/core/module";

import {
  addGalleryImage,
  GALLERY_DESCRIPTION_MAX,
  GALLERY_MAX_BYTES,
  GALLERY_MAX_IMAGES,
  GALLERY_TITLE_MAX,
  ICON_MAX_BYTES,
  prepareGalleryImage,
  prepareIcon,
  setProjectIcon,
} from "../services/media/media";
import { createProject } from "../services/projects/project-create";
import { submitForReview } from "../services/projects/project-review";
import { updateProject } from "../services/projects/project-update";
import { readUploadForm } from "../http/upload-form";
import { catalogSettings } from "../settings";
import { createVersion } from "../services/versions/version-create";
import { MAX_FILES_PER_VERSION } from "../services/versions/intake/version-intake";
import { addProjectToOrganization } from "../services/organizations/organization-projects";
import { NAME_MAX, SLUG_MAX, SUMMARY_MAX } from "../services/validation";
import { CHANGELOG_MAX, VERSION_NAME_MAX, VERSION_NUMBER_MAX } from "../services/versions/version-fields";
import {
  dependencies,
  FILE_NAME_MAX,
  fileTypes,
  GAME_VERSIONS_MAX,
  line,
  lines,
  LOADERS_MAX,
  REF_MAX,
  required,
  TAG_MAX,
  tags,
} from "./body-fields";
import { writeActor } from "./context";
import { projectBody } from "./project-body";
import { projectPatchBody, toProjectPatch } from "./project-writes";

/** A version created with the project (the reference API's v2 names). */
const initialVersion = z.object({
  file_parts: z
    .array(line("Each of file_parts", FILE_NAME_MAX), { error: "file_parts must be an array of part names." })
    .min(1, "An initial version needs at least one file.")
    .max(MAX_FILES_PER_VERSION, `An initial version has at most ${MAX_FILES_PER_VERSION} files.`),
  version_number: required("version_number", line("The version number", VERSION_NUMBER_MAX)),
  version_title: line("The version name", VERSION_NAME_MAX).optional(),
  version_body: lines("The changelog", CHANGELOG_MAX).nullish(),
  dependencies: dependencies.default([]),
  game_versions: tags("game_versions", GAME_VERSIONS_MAX),
  release_channel: line("release_channel", TAG_MAX).default("release"),
  loaders: tags("loaders", LOADERS_MAX),
  featured: z.boolean({ error: "featured must be true or false." }).default(false),
  primary_file: line("primary_file", FILE_NAME_MAX).nullish(),
  // What each file part is (sources-jar, …), as POST /v2/version takes it.
  file_types: fileTypes,
  status: line("status", TAG_MAX).optional(),
});

/** A gallery image uploaded with the project: `item` names its file part. */
const galleryItem = z.object({
  item: required("gallery_items.item", line("gallery_items.item", FILE_NAME_MAX)),
  featured: z.boolean({ error: "featured must be true or false." }).default(false),
  title: line("The gallery title", GALLERY_TITLE_MAX).nullish(),
  description: lines("The gallery description", GALLERY_DESCRIPTION_MAX).nullish(),
  ordering: z.number().int("ordering must be a whole number").default(0),
});

/**
 * The `data` part of POST /v2/project. `status` and `team_members` (sent by the reference's own client) and
 * `uploaded_images` are accepted and ignored: a new project is always a draft owned by its creator alone.
 */
export const projectCreateData = projectPatchBody
  .omit({ status: true, requested_status: true, moderation_message: true, moderation_message_body: true })
  .extend({
    slug: required("slug", line("The slug", SLUG_MAX)),
    title: required("title", line("The title", NAME_MAX)),
    description: required("description", line("The summary", SUMMARY_MAX)),
    project_type: required("project_type", line("project_type", TAG_MAX)),
    // What the project becomes once approved: any requestable status, as on the reference.
    requested_status: line("requested_status", TAG_MAX).nullish(),
    is_draft: z.boolean({ error: "is_draft must be true or false." }).default(false),
    organization_id: line("organization_id", REF_MAX).nullish(),
    initial_versions: z.array(initialVersion).max(32, "At most 32 initial versions.").default([]),
    gallery_items: z
      .array(galleryItem)
      .max(GALLERY_MAX_IMAGES, `At most ${GALLERY_MAX_IMAGES} gallery images.`)
      .default([]),
  });

/** Icon, gallery images and the files of the initial versions, each streamed to a temp file. */
const MAX_PARTS = 1 + GALLERY_MAX_IMAGES + 2 * MAX_FILES_PER_VERSION;

async function readForm(request: Request) {
  const limit = catalogSettings().CATALOG_MAX_FILE_BYTES;
  return readUploadForm(request, {
    maxFiles: MAX_PARTS,
    tooManyFiles: () => new AppError("invalid_input", `At most ${MAX_PARTS} files can be sent with a new project.`),
    // Version files at the limit, plus the images.
    maxBodyBytes: 2 * MAX_FILES_PER_VERSION * limit + (1 + GALLERY_MAX_IMAGES) * GALLERY_MAX_BYTES + 4 * 1024 * 1024,
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.message === NOT_MULTIPART) {
      throw new AppError("invalid_input", "Send multipart/form-data with a `data` part (and optionally `icon`).");
    }
    throw error;
  });
}

/**
 * POST /v2/project (PROJECT_CREATE): multipart with a JSON `data` part, an optional `icon` part, the images of
 * `gallery_items` and the files of `initial_versions`. Without `is_draft: true` the project goes to review, which needs an initial version. One
 * transaction: any refused part leaves nothing behind. Answers the project in the v2 shape.
 */
const handler: RestHandler = async (request, ctx) => {
  const actor = writeActor(ctx);
  const form = await readForm(request);
  try {
    return await create(form, ctx, actor);
  } finally {
    await form.dispose();
  }
};

async function create(form: MultipartForm, ctx: RestContext, actor: ReturnType<typeof writeActor>) {
  let raw: unknown;
  try {
    raw = JSON.parse(form.field("data") ?? "");
  } catch {
    throw new AppError("invalid_input", "The `data` part must be JSON.");
  }
  const parsed = projectCreateData.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError("invalid_input", `${issue?.path.length ? `${issue.path.join(".")}: ` : ""}${issue?.message}`);
  }
  const data = parsed.data;
  const icon = form.files.find((file) => file.field === "icon");
  if (!icon && form.field("icon") !== undefined) throw new AppError("invalid_input", "The `icon` part must be a file.");
  if (icon && icon.size > ICON_MAX_BYTES) throw new AppError("payload_too_large", "The icon must be at most 256 KiB.");
  const gallery = data.gallery_items.map((entry) => {
    const file = form.files.find((candidate) => candidate.field === entry.item);
    if (!file) {
      throw new AppError("invalid_input", `The gallery part "${entry.item}" is missing.`);
    }
    if (file.size > GALLERY_MAX_BYTES)
      throw new AppError("payload_too_large", "A gallery image must be at most 5 MiB.");
    return { entry, file };
  });
  const versions = data.initial_versions.map((version) => ({
    version,
    files: version.file_parts.map((part) => {
      const file = form.files.find((candidate) => candidate.field === part);
      if (!file) throw new AppError("invalid_input", `The file part "${part}" is missing.`);
      return { part, file };
    }),
  }));
  // Re-encoding takes seconds a picture on a busy machine: done (and a bad image refused) before the
  // transaction opens.
  const preparedIcon = icon ? await prepareIcon(await readFile(icon.path)) : null;
  const preparedGallery: ((typeof gallery)[number] & { image: PreparedImage })[] = [];
  for (const item of gallery) {
    preparedGallery.push({ ...item, image: await prepareGalleryImage(await readFile(item.file.path)) });
  }

  // The steps store objects (icon, gallery, version files) under data/{project}/ as they run. When the
  // transaction rolls back the project never existed, so everything under its prefix goes too.
  let started: string | null = null;
  const projectId = await ctx.db
    .$transaction(
      async (tx) => {
        const project = await createProject(tx, actor, {
          name: data.title,
          slug: data.slug,
          projectType: data.project_type,
          summary: data.description,
          requestedStatus: data.requested_status ?? undefined,
        });
        started = project.id;
        if (data.organization_id) await addProjectToOrganization(tx, actor, data.organization_id, project.id);
        const { name: _name, slug: _slug, summary: _summary, ...rest } = toProjectPatch(data);
        if (Object.keys(rest).length > 0) await updateProject(tx, actor, project.id, rest);
        if (preparedIcon) await setProjectIcon(tx, actor, project.id, preparedIcon);
        for (const { entry, image } of preparedGallery) {
          await addGalleryImage(tx, actor, project.id, {
            bytes: image,
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
            files: files.map(({ part, file }) => ({
              filename: file.filename,
              body: file,
              fileType: version.file_types[part],
            })),
            primaryFile: files.find((entry) => entry.part === version.primary_file)?.file.filename,
            status: version.status,
          });
        }
        if (!data.is_draft) await submitForReview(tx, actor, project.id);
        return project.id;
      },
      { timeout: 120_000, maxWait: 10_000 },
    )
    .catch(async (error: unknown) => {
      if (started) await removeObjectsUnder(`data/${started}/`);
      throw error;
    });
  return restJson(await projectBody(ctx.db, actor, projectId, ctx.url.origin));
}

async function removeObjectsUnder(prefix: string) {
  const keys: string[] = [];
  for await (const item of storage().list(prefix)) keys.push(item.key);
  // allSettled: a failed clean-up must not hide the error that caused it.
  await Promise.allSettled(keys.map((key) => storage().delete(key)));
}

export default handler;
