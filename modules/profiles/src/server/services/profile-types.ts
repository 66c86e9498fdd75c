/**
 * The project type tabs of a profile (`/user/{id}/{projectType}`): the address segment and the card's project
 * type, in the order the organization and collection pages use. Labels: the catalogue's
 * `projectTypePluralMessages`, by segment.
 */
export const PROFILE_TYPE_TABS = [
  ["mods", "mod"],
  ["plugins", "plugin"],
  ["datapacks", "datapack"],
  ["resourcepacks", "resourcepack"],
  ["shaders", "shader"],
  ["modpacks", "modpack"],
] as const;

export type ProfileTypeTab = (typeof PROFILE_TYPE_TABS)[number][0];
