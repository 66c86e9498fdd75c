// Public services of the collections module, for other modules that list it in dependsOn.
export {
  createCollection,
  deleteCollection,
  getVisibleCollection,
  updateCollection,
  userCollections,
  visibleCollections,
} from "./services/collections";
export type { CollectionPatch, CreateCollectionInput } from "./services/collections";
export { projectIdsOf, visibleProjectsOf } from "./services/collection-projects";
export { setCollectionIcon } from "./services/icon";
export {
  canViewCollection,
  COLLECTION_STATUSES,
  COLLECTIONS_PER_USER,
  DESCRIPTION_MAX,
  NAME_MAX,
  NAME_MIN,
  PROJECTS_MAX,
} from "./services/rules";
export type { CollectionStatus } from "./services/rules";
