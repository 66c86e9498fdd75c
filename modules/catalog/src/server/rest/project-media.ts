import type { RestHandler } from "@hopper/core/module";

import {
  addGalleryImage,
  editGalleryImage,
  findGalleryImageByUrl,
  GALLERY_MAX_BYTES,
  ICON_MAX_BYTES,
  prepareGalleryImage,
  prepareIcon,
  removeGalleryImage,
  setProjectIcon,
} from "../services/media/media";
import { getVisibleProject } from "../services/projects/project-access";
import { galleryAddQuery, galleryDeleteQuery, galleryEditQuery, iconQuery } from "../../api/project-queries";
import { noContent, parseQuery, readRawBody, writeActor } from "./context";

/** PATCH /v2/project/{id|slug}/icon?ext=png (PROJECT_WRITE): the image is the raw body, at most 256 KiB. 204. */
export const putIcon: RestHandler = async (request, ctx) => {
  const actor = writeActor(ctx);
  // The body is read (and an oversized one dropped) before anything can refuse the request.
  const bytes = await readRawBody(request, ICON_MAX_BYTES, "The icon");
  parseQuery(iconQuery, ctx);
  // Re-encoding takes seconds on a busy machine: done before the transaction opens.
  const icon = await prepareIcon(bytes);
  await ctx.db.$transaction((tx) => setProjectIcon(tx, actor, ctx.params.id ?? "", icon));
  return noContent();
};

/** DELETE /v2/project/{id|slug}/icon (PROJECT_WRITE). 204. */
export const deleteIcon: RestHandler = async (_request, ctx) => {
  await ctx.db.$transaction((tx) => setProjectIcon(tx, writeActor(ctx), ctx.params.id ?? "", null));
  return noContent();
};

/** POST /v2/project/{id|slug}/gallery?ext=png&featured=true&title=&description=&ordering= (raw body, ≤ 5 MiB). 204. */
export const addGallery: RestHandler = async (request, ctx) => {
  const actor = writeActor(ctx);
  const bytes = await readRawBody(request, GALLERY_MAX_BYTES, "A gallery image");
  const query = parseQuery(galleryAddQuery, ctx);
  // Re-encoding takes seconds on a busy machine: done before the transaction opens.
  const image = await prepareGalleryImage(bytes);
  await ctx.db.$transaction((tx) =>
    addGalleryImage(tx, actor, ctx.params.id ?? "", {
      bytes: image,
      featured: query.featured,
      title: query.title,
      description: query.description,
      ordering: query.ordering,
    }),
  );
  return noContent();
};

/** PATCH /v2/project/{id|slug}/gallery?url=...&featured=&title=&description=&ordering= (PROJECT_WRITE). 204. */
export const editGallery: RestHandler = async (_request, ctx) => {
  const actor = writeActor(ctx);
  const query = parseQuery(galleryEditQuery, ctx);
  const project = await getVisibleProject(ctx.db, actor, ctx.params.id ?? "");
  const image = await findGalleryImageByUrl(ctx.db, project.id, query.url);
  await ctx.db.$transaction((tx) =>
    editGalleryImage(tx, actor, image.id, {
      featured: query.featured,
      title: query.title,
      description: query.description,
      ordering: query.ordering,
    }),
  );
  return noContent();
};

/** DELETE /v2/project/{id|slug}/gallery?url=... (PROJECT_WRITE). 204. */
export const deleteGallery: RestHandler = async (_request, ctx) => {
  const actor = writeActor(ctx);
  const { url } = parseQuery(galleryDeleteQuery, ctx);
  const project = await getVisibleProject(ctx.db, actor, ctx.params.id ?? "");
  const image = await findGalleryImageByUrl(ctx.db, project.id, url);
  await ctx.db.$transaction((tx) => removeGalleryImage(tx, actor, image.id));
  return noContent();
};
