import { imageRestBody, type RestHandler, type RestRoute } from "@hopper/core/module";

import { collectionCreateBody, collectionIconQuery, collectionPatchBody, collectionsQuery } from "./collection-queries";

const handlers = () => import("../server/rest/collections");
/** One named handler of the collections REST file, loaded on first use. */
const load = (name: keyof Awaited<ReturnType<typeof handlers>>) => async () => ({
  default: (await handlers())[name] as RestHandler,
});

/** Public API routes for collections (v3 only, as on the reference platform; docs/api/collections.md). */
export const collectionRoutes: readonly RestRoute[] = [
  {
    method: "POST",
    path: "/v3/collection",
    body: { kind: "json", schema: async () => collectionCreateBody },
    summary: "Create a collection",
    scope: "COLLECTION_CREATE",
    handler: load("postCollection"),
  },
  {
    method: "GET",
    path: "/v3/collections",
    summary: "Several collections by id",
    query: collectionsQuery,
    handler: load("getCollections"),
  },
  { method: "GET", path: "/v3/collection/:id", summary: "A collection", handler: load("getCollection") },
  {
    method: "PATCH",
    path: "/v3/collection/:id",
    body: { kind: "json", schema: async () => collectionPatchBody },
    summary: "Edit a collection's name, description, status or projects",
    scope: "COLLECTION_WRITE",
    handler: load("patchCollection"),
  },
  {
    method: "DELETE",
    path: "/v3/collection/:id",
    summary: "Delete a collection",
    scope: "COLLECTION_DELETE",
    handler: load("removeCollection"),
  },
  {
    method: "PATCH",
    path: "/v3/collection/:id/icon",
    body: imageRestBody("The icon"),
    summary: "Set the icon (raw image body, at most 256 KiB)",
    scope: "COLLECTION_WRITE",
    query: collectionIconQuery,
    handler: load("patchCollectionIcon"),
  },
  {
    method: "DELETE",
    path: "/v3/collection/:id/icon",
    summary: "Remove the icon",
    scope: "COLLECTION_WRITE",
    handler: load("deleteCollectionIcon"),
  },
  {
    method: "GET",
    path: "/v3/user/:id/collections",
    summary: "A user's collections (private ones only for the owner and staff)",
    handler: load("getUserCollections"),
  },
];
