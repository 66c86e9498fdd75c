import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/**
 * The search module's pages: the six listings (/mods, /plugins, …), their filters and result cards. A listing's
 * sentences name its project type through `select`, so a language can inflect each type its own way.
 */
export const messages = defineCatalogue("search", {
  metadata: {
    // Each branch is a whole title, brand included, as the other pages' titles are.
    title:
      "{type, select, mod {Mods - Hopper} modpack {Modpacks - Hopper} plugin {Plugins - Hopper} resourcepack {Resourcepacks - Hopper} shader {Shaders - Hopper} datapack {Datapacks - Hopper} other {Projects - Hopper}}",
    description:
      "Browse and download Minecraft {type, select, mod {mods} modpack {modpacks} plugin {server plugins} resourcepack {resource packs} shader {shaders} datapack {data packs} other {projects}}: search by name and filter by game version, loader and category.",
  },
  heading:
    "{type, select, mod {Mods} modpack {Modpacks} plugin {Plugins} resourcepack {Resource packs} shader {Shaders} datapack {Data packs} other {Projects}}",
  searchPlaceholder:
    "Search {type, select, mod {mods} modpack {modpacks} plugin {plugins} resourcepack {resource packs} shader {shaders} datapack {data packs} other {projects}}…",
  searchLabel:
    "Search {type, select, mod {mods} modpack {modpacks} plugin {plugins} resourcepack {resource packs} shader {shaders} datapack {data packs} other {projects}}",
  noResults:
    "No {type, select, mod {mods} modpack {modpacks} plugin {plugins} resourcepack {resource packs} shader {shaders} datapack {data packs} other {projects}} match this search.",
  sortBy: "Sort by",
  sorts: {
    relevance: "Relevance",
    downloads: "Downloads",
    follows: "Follows",
    newest: "Newest",
    updated: "Recently updated",
    alphabetical: "Alphabetical",
  },
  perPage: "Per page",
  perPageLabel: "Results per page",
  search: "Search",
  // `total` picks the plural form; `count` is the same number in the spec's format ("12.3k").
  results: "{total, plural, one {{count} result} other {{count} results}}",
  filtersButton: "{chosen, plural, =0 {Filters} other {Filters (#)}}",
  viewMode: "View mode",
  viewModes: { list: "List", grid: "Grid", gallery: "Gallery" },
  pages: "Pages",
  previous: "Previous",
  pageOf: "Page {page} of {pages}",
  next: "Next",
  filters: {
    label: "Filters",
    close: "Close",
    // The catalogue's category groups (CategoryHeader); the tags in them are shown by their names, as data.
    categoryHeaders: {
      categories: "Categories",
      features: "Features",
      resolutions: "Resolutions",
      "performance impact": "Performance impact",
    },
    gameVersions: "Game versions",
    showAllVersions: "Show all versions",
    showSnapshots: "Show snapshots",
    loaders: "Loaders",
    environment: "Environment",
    anyEnvironment: "Any",
    environments: {
      client: "Client only",
      server: "Server only",
      "client-and-server": "Client and server",
      "client-or-server": "Client or server",
      unsupported: "Unsupported",
    },
    license: "License",
    openSourceOnly: "Open source only",
    allRightsReserved: "All Rights Reserved",
    exclude: "Exclude",
    stopExcluding: "Stop excluding",
    excludeOption: "Exclude {label}",
    apply: "Apply filters",
    showResults: "Show results",
  },
  activeFilters: {
    label: "Active filters",
    openSource: "Open source",
    // A filter the sidebar has no label for, as its URL names it ("versions: 1.20.1", "license: MIT").
    field: "{field, select, versions {versions} license {license} categories {categories} other {{field}}}: {value}",
    not: "not {filter}",
    chip: "{filter} ×",
    remove: "Remove filter {filter}",
    clear: "Clear filters",
  },
  hit: {
    by: "by {author}",
    downloads: "<strong>{count}</strong> downloads",
    followers: "<strong>{count}</strong> followers",
    updated: "Updated <date></date>",
  },
});
