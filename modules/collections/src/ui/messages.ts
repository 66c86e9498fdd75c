import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The collections module's pages. */
export const messages = defineCatalogue("collections", {
  notFoundTitle: "Collection not found - Hopper",
  byOwner: "A collection by {username} on Hopper",
  onHopper: "A collection on Hopper",
  statuses: { unlisted: "Unlisted", private: "Private", rejected: "Rejected" },
  curatedBy: "Curated by",
  projectCount: "{count} projects",
  dates: "Created <created></created> · Updated <updated></updated>",
  empty: "This collection has no projects yet.",
  remove: "Remove",
  addToCollection: "Add to collection",
  removeLabel: "Remove {project} from this collection",
  addLabel: "Add {project} to a collection",
  loadingMine: "Loading collections…",
  noneYet: "You have no collections yet.",
});
