/** The listing pages, one per project type, each at `/<name>`. */
export const LISTINGS = ["mods", "modpacks", "plugins", "resourcepacks", "shaders", "datapacks"] as const;
