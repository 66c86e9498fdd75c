export { defineJob, JOB_NAME_PATTERN } from "./define-job";
export type { JobContext, JobDefinition, JobHandler } from "./define-job";
export { defineModule, MODULE_ID_PATTERN } from "./define-module";
export type {
  Layout,
  ModuleManifest,
  NavEntry,
  NavMenu,
  PageDefinition,
  RouteHandlerDefinition,
  SeedContext,
  SeedHandler,
} from "./define-module";
export { NAV_MENUS, navGroup, navLabel, pathMatchesPage, reachableEntries } from "./nav";
export type { Menus, NavMessage, NavMessageTree } from "./nav";
export { SLOT_NAMES, slotLabelMessage, slotViewer, TAB_SLOTS, tabsFor } from "./slots";
export type {
  PageHost,
  SlotDefinition,
  SlotEntry,
  SlotName,
  SlotOrganization,
  SlotProject,
  SlotProps,
  SlotTable,
  SlotUser,
  SlotViewer,
  TabAudience,
  TabSlotName,
} from "./slots";
export { fixedSitemap } from "./sitemap";
export type { SitemapDefinition, SitemapEntry, SitemapSource } from "./sitemap";
export { compileRoute, matchRoute } from "./rest";
export type {
  CompiledRoute,
  HttpMethod,
  LazySchema,
  RestBody,
  RestContext,
  RestHandler,
  RestResponse,
  RestRoute,
  RestTag,
} from "./rest";
export { openApiDocument } from "./openapi";
export { restJson, RestJsonResponse } from "./rest-json";
export {
  imageRestBody,
  jsonIdList,
  parseRestQuery,
  readRestBytes,
  readRestJson,
  restNoContent,
  withRestBodyLimit,
} from "./rest-input";
