import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The header's browse links, one per listing this module owns (spec section 2); the manifest imports it. */
export const navMessages = defineCatalogue("search.nav", {
  mods: "Mods",
  plugins: "Plugins",
  datapacks: "Data Packs",
  shaders: "Shaders",
  resourcepacks: "Resource Packs",
  modpacks: "Modpacks",
});
