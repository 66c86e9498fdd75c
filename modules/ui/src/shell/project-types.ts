/** The six browsable project types, in header order, with their search listing paths (spec section 2). */
export const PROJECT_TYPE_LINKS = [
  { key: "mods", href: "/mods" },
  { key: "plugins", href: "/plugins" },
  { key: "datapacks", href: "/datapacks" },
  { key: "shaders", href: "/shaders" },
  { key: "resourcepacks", href: "/resourcepacks" },
  { key: "modpacks", href: "/modpacks" },
] as const;
