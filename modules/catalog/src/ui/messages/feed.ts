import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/**
 * The Atom feeds of new versions: a project's public feed and a user's private feed of followed projects
 * (server/services/feeds). A feed is one document for every reader (the public one is cached), so it is written
 * in en-US.
 */
export const feedMessages = defineCatalogue("catalog.feed", {
  projectTitle: "{project} versions - Hopper",
  projectLink: "New versions of {project}",
  followedTitle: "New versions of the projects you follow - Hopper",
  /** A version's entry: its name and number, or the number alone when the name is the number. */
  entryTitle: "{name} ({number})",
  entryNumber: "{number}",
  /** An entry of the followed projects' feed names the project first. */
  followedEntryTitle: "{project}: {title}",
  loaders: "Loaders: {loaders}",
  gameVersions: "Minecraft: {versions}",
  none: "none",
});
