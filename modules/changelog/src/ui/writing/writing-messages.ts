import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** /admin/changelog, its new and edit pages (admins). */
export const writingMessages = defineCatalogue("changelog.writing", {
  title: "Changelog - admin",
  heading: "Changelog",
  menu: "Admin",
  newEntry: "New entry",
  newTitle: "New changelog entry",
  editTitle: "Edit changelog entry",
  empty: "No entries yet.",
  columns: { date: "Published (UTC)", product: "Product", version: "Version", status: "Status", actions: "" },
  scheduled: "Scheduled",
  published: "Published",
  edit: "Edit",
  delete: "Delete",
  view: "View",
  previous: "Newer",
  next: "Older",
  pageOf: "Page {page} of {pages}",
  products: { web: "Web", servers: "Servers", app: "App" },
  fields: {
    product: "Product",
    publishedAt: "Publish at (UTC)",
    publishedAtHint:
      "Times are UTC. A time in the future schedules the entry: it stays hidden from the public pages and feeds until then, and appears on its own.",
    versionLabel: "Version label (optional, up to 32 characters)",
    body: "Body (markdown: use ## Added and ## Improvements sections)",
  },
  save: "Save",
  publish: "Publish",
  notices: { created: "Entry saved.", saved: "Entry saved.", deleted: "Entry deleted." },
  deleteHeading: "Delete this entry",
  deleteConfirm: "Yes, delete this entry for good",
  deleteNeedsConfirm: "Tick the confirmation to delete the entry.",
});
