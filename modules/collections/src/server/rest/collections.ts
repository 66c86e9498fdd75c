import { actorOf, hasScope } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import { AppError } from "@hopper/core/errors";
import { parseRestQuery, readRestBytes, readRestJson, restJson, restNoContent } from "@hopper/core/module";
import type { RestContext, RestHandler } from "@hopper/core/module";

import {
  collectionCreateBody,
  collectionIconQuery,
  collectionPatchBody,
  collectionsQuery,
} from "../../api/collection-queries";
import {
  createCollection,
  deleteCollection,
  getVisibleCollection,
  updateCollection,
  userCollections,
  visibleCollections,
} from "../services/collections";
import { setCollectionIcon } from "../services/icon";
import { ICON_MAX_BYTES } from "../services/rules";
import { collectionBodies } from "./body";

/** Who reads collections: the token's user only when it may read them (COLLECTION_READ), else anonymous. */
const collectionReader = (ctx: RestContext) =>
  ctx.viewer && hasScope(ctx.viewer.scopes, "COLLECTION_READ") ? actorOf(ctx.viewer) : null;

/** Who reads the projects inside: the token's user only with PROJECT_READ, as the catalogue's reads. */
const projectReader = (ctx: RestContext) =>
  ctx.viewer && hasScope(ctx.viewer.scopes, "PROJECT_READ") ? actorOf(ctx.viewer) : null;

/** Who writes: the token's user (the dispatcher has checked the route's scope). */
function writer(ctx: RestContext): Actor {
  const actor = actorOf(ctx.viewer);
  if (!actor) throw new AppError("unauthorized", "Authentication Error: this endpoint needs a token");
  return actor;
}

const one = async (ctx: RestContext, collection: Parameters<typeof collectionBodies>[2][number]) =>
  (await collectionBodies(ctx.db, projectReader(ctx), [collection], ctx.url.origin))[0];

/** POST /v3/collection (COLLECTION_CREATE): `{ name, description?, projects? }`; answers the new collection. */
export const postCollection: RestHandler = async (request, ctx) => {
  const actor = writer(ctx);
  const body = await readRestJson(request, collectionCreateBody);
  const collection = await ctx.db.$transaction((tx) => createCollection(tx, actor, body));
  return restJson(await one(ctx, collection));
};

/** GET /v3/collection/{id}: 404 when unknown or private to someone else. */
export const getCollection: RestHandler = async (_request, ctx) => {
  const collection = await getVisibleCollection(ctx.db, collectionReader(ctx), ctx.params.id ?? "");
  return restJson(await one(ctx, collection));
};

/** GET /v3/collections?ids=[…]: the visible ones in the order asked. */
export const getCollections: RestHandler = async (_request, ctx) => {
  const { ids } = parseRestQuery(collectionsQuery, ctx);
  const collections = await visibleCollections(ctx.db, collectionReader(ctx), ids);
  return restJson(await collectionBodies(ctx.db, projectReader(ctx), collections, ctx.url.origin));
};

/** PATCH /v3/collection/{id} (COLLECTION_WRITE): name, description, status, new_projects. 204. */
export const patchCollection: RestHandler = async (request, ctx) => {
  const actor = writer(ctx);
  const body = await readRestJson(request, collectionPatchBody);
  await ctx.db.$transaction((tx) =>
    updateCollection(tx, actor, ctx.params.id ?? "", {
      name: body.name,
      description: body.description,
      status: body.status,
      projects: body.new_projects,
    }),
  );
  return restNoContent();
};

/** DELETE /v3/collection/{id} (COLLECTION_DELETE). 204. */
export const removeCollection: RestHandler = async (_request, ctx) => {
  await ctx.db.$transaction((tx) => deleteCollection(tx, writer(ctx), ctx.params.id ?? ""));
  return restNoContent();
};

/** PATCH /v3/collection/{id}/icon?ext=png (COLLECTION_WRITE): the raw image body, at most 256 KiB. 204. */
export const patchCollectionIcon: RestHandler = async (request, ctx) => {
  const actor = writer(ctx);
  // The body is read (an oversized one dropped) before anything can refuse the request.
  const bytes = await readRestBytes(request, ICON_MAX_BYTES, "Icons");
  parseRestQuery(collectionIconQuery, ctx);
  await setCollectionIcon(ctx.db, actor, ctx.params.id ?? "", bytes);
  return restNoContent();
};

/** DELETE /v3/collection/{id}/icon (COLLECTION_WRITE). 204. */
export const deleteCollectionIcon: RestHandler = async (_request, ctx) => {
  await setCollectionIcon(ctx.db, writer(ctx), ctx.params.id ?? "", null);
  return restNoContent();
};

/** GET /v3/user/{id|username}/collections: listed ones; every one for the owner and staff (COLLECTION_READ). */
export const getUserCollections: RestHandler = async (_request, ctx) => {
  const collections = await userCollections(ctx.db, collectionReader(ctx), ctx.params.id ?? "");
  return restJson(await collectionBodies(ctx.db, projectReader(ctx), collections, ctx.url.origin));
};
