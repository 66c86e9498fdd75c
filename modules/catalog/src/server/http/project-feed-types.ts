/**
 * The path types a project's feed answers under (`/{type}/{id}/feed.atom`): the project pages' types, so a
 * project's feed sits beside its page; /project/{id}/feed.atom and a wrong type redirect to the canonical one.
 */
export const PROJECT_FEED_TYPES: readonly string[] = [
  "mod",
  "plugin",
  "datapack",
  "shader",
  "resourcepack",
  "modpack",
  "project",
];
