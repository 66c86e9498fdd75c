import type { Actor } from "@hopper/core/auth";
import { newId } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";
import { deleteImage, isPreparedImage, type PreparedImage, prepareImage, storeImage } from "@hopper/core/images";
import { sniffImageType, storage } from "@hopper/core/storage";

import { requireProjectPermission } from "../permissions";
import { projectsChanged } from "../projects/project-events";
import { getVisibleProject } from "../projects/project-access";
import { problem, refusal } from "../refusals";

export const ICON_MAX_BYTES = 256 * 1024;
export const GALLERY_MAX_BYTES = 5 * 1024 * 1024;
export const GALLERY_MAX_IMAGES = 64;
export const NOT_AN_IMAGE = problem("gallery.notAnImage").text;

/** A size limit as the refusals print it: 256 KiB, 5 MiB. */
export const limitText = (limit: number) =>
  limit / 1024 >= 1024 ? `${limit / 1024 / 1024} MiB` : `${limit / 1024} KiB`;

/** Which image a size refusal is about: an icon (a project's or an organization's) or a gallery image. */
export type ImageKind = "icon" | "gallery";

/** The refusal of an image over its limit, in the same English the REST API has always sent. */
export const imageTooLarge = (kind: ImageKind, limit: number) =>
  problem(kind === "icon" ? "gallery.iconTooLarge" : "gallery.imageTooLarge", { limit: limitText(limit) });

export function checkImage(bytes: Uint8Array, limit: number, kind: ImageKind) {
  if (bytes.byteLength > limit) throw refusal("payload_too_large", imageTooLarge(kind, limit));
  const type = sniffImageType(bytes);
  if (!type) throw refusal("invalid_input", problem("gallery.notAnImage"));
  return type;
}

export const keyOf = (url: string | null) => storage().keyOf(url);

/** An icon upload checked (size, type) and re-encoded; REST adapters call it before opening a transaction. */
export function prepareIcon(input: Uint8Array | PreparedImage): Promise<PreparedImage> {
  checkImage(isPreparedImage(input) ? input.bytes : input, ICON_MAX_BYTES, "icon");
  return isPreparedImage(input) ? Promise.resolve(input) : prepareImage(input, "icon");
}

/** A gallery upload checked and re-encoded (see prepareIcon). */
export function prepareGalleryImage(input: Uint8Array | PreparedImage): Promise<PreparedImage> {
  checkImage(isPreparedImage(input) ? input.bytes : input, GALLERY_MAX_BYTES, "gallery");
  return isPreparedImage(input) ? Promise.resolve(input) : prepareImage(input, "gallery");
}

/**
 * Refuses an actor who may not change the project's icon or gallery (EDIT_DETAILS on a project they can see):
 * the upload route calls it before storing a single byte of the file, the setters below check again.
 */
export async function requireMediaEditor(db: DbOrTx, actor: Actor, idOrSlug: string): Promise<void> {
  const project = await getVisibleProject(db, actor, idOrSlug);
  await requireProjectPermission(db, actor, project.teamId, "EDIT_DETAILS");
}

/**
 * Sets (or with null, removes) the project's icon. Needs EDIT_DETAILS; at most 256 KiB. Stored re-encoded
 * (`data/{project}/{sha1}.icon.webp` and its thumbnails, see @hopper/core/images); the upload itself is not kept.
 */
export async function setProjectIcon(
  db: DbOrTx,
  actor: Actor | null,
  idOrSlug: string,
  image: Uint8Array | PreparedImage | null,
) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const project = await getVisibleProject(db, actor, idOrSlug);
  await requireProjectPermission(db, actor, project.teamId, "EDIT_DETAILS");
  const stored = image ? await storeImage(`data/${project.id}`, await prepareIcon(image)) : null;
  const updated = await db.project.update({ where: { id: project.id }, data: { iconUrl: stored?.url ?? null } });
  await projectsChanged(db, [project.id]);
  if (project.iconUrl && project.iconUrl !== stored?.url) await deleteImage(project.iconUrl);
  return updated;
}

export const GALLERY_TITLE_MAX = 255;
export const GALLERY_DESCRIPTION_MAX = 2048;

function checkGalleryText(input: { title?: string | null; description?: string | null; ordering?: number }) {
  if (input.title && input.title.trim().length > GALLERY_TITLE_MAX) {
    throw refusal("invalid_input", problem("gallery.titleLength", { max: String(GALLERY_TITLE_MAX) }));
  }
  if (input.description && input.description.trim().length > GALLERY_DESCRIPTION_MAX) {
    throw refusal("invalid_input", problem("gallery.descriptionLength", { max: String(GALLERY_DESCRIPTION_MAX) }));
  }
  if (input.ordering !== undefined && !Number.isSafeInteger(input.ordering)) {
    throw refusal("invalid_input", problem("gallery.ordering"));
  }
}

/** Adds a gallery image (at most 5 MiB). Needs EDIT_DETAILS. A featured image un-features the others. */
export async function addGalleryImage(
  db: DbOrTx,
  actor: Actor | null,
  idOrSlug: string,
  input: {
    bytes: Uint8Array | PreparedImage;
    title?: string;
    description?: string;
    featured?: boolean;
    ordering?: number;
  },
) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const project = await getVisibleProject(db, actor, idOrSlug);
  await requireProjectPermission(db, actor, project.teamId, "EDIT_DETAILS");
  checkGalleryText(input);
  if ((await db.galleryImage.count({ where: { projectId: project.id } })) >= GALLERY_MAX_IMAGES) {
    throw refusal("invalid_input", problem("gallery.tooMany", { max: String(GALLERY_MAX_IMAGES) }));
  }
  const image = await prepareGalleryImage(input.bytes);
  // `url` is the re-encoded WebP (with thumbnails); `rawUrl` the upload as it came.
  const stored = await storeImage(`data/${project.id}`, image, { keepOriginal: true });
  if (input.featured) await db.galleryImage.updateMany({ where: { projectId: project.id }, data: { featured: false } });
  await projectsChanged(db, [project.id]);
  return db.galleryImage.create({
    data: {
      id: newId(),
      projectId: project.id,
      url: stored.url,
      rawUrl: stored.rawUrl,
      featured: input.featured ?? false,
      title: input.title?.trim() || null,
      description: input.description?.trim() || null,
      ordering: input.ordering ?? 0,
    },
  });
}

export async function removeGalleryImage(db: DbOrTx, actor: Actor | null, imageId: string) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const image = await db.galleryImage.findUnique({ where: { id: imageId } });
  if (!image) throw refusal("not_found", problem("gallery.imageNotFound"));
  const project = await getVisibleProject(db, actor, image.projectId);
  await requireProjectPermission(db, actor, project.teamId, "EDIT_DETAILS");
  await db.galleryImage.delete({ where: { id: image.id } });
  await projectsChanged(db, [project.id]);
  // Files are named by content, so another row of the project may show the same upload.
  if ((await db.galleryImage.count({ where: { rawUrl: image.rawUrl } })) === 0) await deleteImage(image.rawUrl);
  if (image.url !== image.rawUrl && (await db.galleryImage.count({ where: { url: image.url } })) === 0) {
    await deleteImage(image.url);
  }
}

/**
 * A project's gallery image by the address the API showed for it (absolute or not, `url` or `raw_url`), or
 * not_found. The caller has already checked that the actor may see the project.
 */
export async function findGalleryImageByUrl(db: DbOrTx, projectId: string, address: string) {
  let path = address.trim();
  try {
    path = new URL(path, "http://hopper.invalid").pathname;
  } catch {
    // not a URL at all: no image has it
  }
  const image = await db.galleryImage.findFirst({ where: { projectId, OR: [{ url: path }, { rawUrl: path }] } });
  if (!image) throw refusal("not_found", problem("gallery.noImageAtUrl"));
  return image;
}

/** Changes a gallery image's title, description, featured flag or ordering. Needs EDIT_DETAILS. */
export async function editGalleryImage(
  db: DbOrTx,
  actor: Actor | null,
  imageId: string,
  input: { title?: string | null; description?: string | null; featured?: boolean; ordering?: number },
) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const image = await db.galleryImage.findUnique({ where: { id: imageId } });
  if (!image) throw refusal("not_found", problem("gallery.imageNotFound"));
  const project = await getVisibleProject(db, actor, image.projectId);
  await requireProjectPermission(db, actor, project.teamId, "EDIT_DETAILS");
  checkGalleryText(input);
  if (input.featured) {
    await db.galleryImage.updateMany({
      where: { projectId: project.id, NOT: { id: image.id } },
      data: { featured: false },
    });
  }
  const updated = await db.galleryImage.update({
    where: { id: image.id },
    data: {
      title: input.title === undefined ? undefined : input.title?.trim() || null,
      description: input.description === undefined ? undefined : input.description?.trim() || null,
      featured: input.featured,
      ordering: input.ordering,
    },
  });
  await projectsChanged(db, [project.id]);
  return updated;
}
