import { imageRestBody, type RestHandler, type RestRoute } from "@hopper/core/module";

import { collectionCreateBody, collectionIconQuery, collectionPatchBody, collectionsQuery } from "./collection-queries";

const handlers = () => import("../server/rest/collections");
/** One named handler of the collections REST file, loaded on first use. */
const load = (name: keyof Awaited<ReturnType<typeof handlers>>) => async () => ({
  default: (await handlers())[name] as RestHandler,
});

const collectionsTag = { name: "Collections", description: "Collections of projects (v3)" };
const schemas = () => import("../server/rest/collection-schema");

/** Public API routes for collections (v3 only, as on the reference platform; docs/api/collections.md). */
export const collectionRoutes: readonly RestRoute[] = [
  {
    method: "POST",
    path: "/v3/collection",
    operationId: "createCollection",
    tag: collectionsTag,
    response: {
      kind: "json",
      description: "The new collection",
      schema: () => schemas().then((m) => m.collectionV3Schema),
    },
    body: { kind: "json", schema: async () => collectionCreateBody },
    summary: "Create a collection",
    scope: "COLLECTION_CREATE",
    handler: load("postCollection"),
  },
  {
    method: "GET",
    path: "/v3/collections",
    operationId: "getCollections",
    tag: collectionsTag,
    response: {
      kind: "json",
      description: "The visible collections",
      schema: () => schemas().then((m) => m.collectionListV3Schema),
    },
    summary: "Several collections by id",
    query: collectionsQuery,
    handler: load("getCollections"),
  },
  {
    method: "GET",
    path: "/v3/collection/:id",
    operationId: "getCollection",
    tag: collectionsTag,
    response: {
      kind: "json",
      description: "The collection",
      schema: () => schemas().then((m) => m.collectionV3Schema),
    },
    summary: "A collection",
    handler: load("getCollection"),
  },
  {
    method: "PATCH",
    path: "/v3/collection/:id",
    operationId: "modifyCollection",
    tag: collectionsTag,
    response: { kind: "empty", description: "The collection was edited" },
    body: { kind: "json", schema: async () => collectionPatchBody },
    summary: "Edit a collection's name, description, status or projects",
    scope: "COLLECTION_WRITE",
    handler: load("patchCollection"),
  },
  {
    method: "DELETE",
    path: "/v3/collection/:id",
    operationId: "deleteCollection",
    tag: collectionsTag,
    response: { kind: "empty", description: "The collection was deleted" },
    summary: "Delete a collection",
    scope: "COLLECTION_DELETE",
    handler: load("removeCollection"),
  },
  {
    method: "PATCH",
    path: "/v3/collection/:id/icon",
    operationId: "changeCollectionIcon",
    tag: collectionsTag,
    response: { kind: "empty", description: "The icon was set" },
    body: imageRestBody("The icon"),
    summary: "Set the icon (raw image body, at most 256 KiB)",
    scope: "COLLECTION_WRITE",
    query: collectionIconQuery,
    handler: load("patchCollectionIcon"),
  },
  {
    method: "DELETE",
    path: "/v3/collection/:id/icon",
    operationId: "deleteCollectionIcon",
    tag: collectionsTag,
    response: { kind: "empty", description: "The icon was removed" },
    summary: "Remove the icon",
    scope: "COLLECTION_WRITE",
    handler: load("deleteCollectionIcon"),
  },
  {
    method: "GET",
    path: "/v3/user/:id/collections",
    operationId: "getUserCollections",
    tag: collectionsTag,
    response: {
      kind: "json",
      description: "The user's collections the caller may see",
      schema: () => schemas().then((m) => m.collectionListV3Schema),
    },
    summary: "A user's collections (private ones only for the owner and staff)",
    handler: load("getUserCollections"),
  },
];
