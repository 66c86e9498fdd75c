import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The public changelog pages (/news/changelog, its date pages), the desktop app's page (/app) and the feeds. */
export const readingMessages = defineCatalogue("changelog.reading", {
  products: { web: "Web", servers: "Servers", app: "App" },
  list: {
    title: "Changelog - Hopper",
    productTitle: "{product} changelog - Hopper",
    heading: "Changelog",
    intro: "What changed in the website, the servers and the desktop app, newest first.",
    filters: "Product lines",
    all: "All",
    unknownProduct: "There is no such product line; every product line is shown.",
    empty: "No entries yet.",
    emptyPage: "There is nothing on this page.",
    firstPage: "Go to the first page",
    feed: "Atom feed",
  },
  entry: {
    /** The link from an entry to its date page. */
    datePage: "Entries of this date",
  },
  date: {
    title: "{product} changelog, {date} - Hopper",
    heading: "Changelog: {product}",
    all: "The whole changelog",
    product: "Every {product} entry",
  },
  pager: { label: "Pages", previous: "Previous", next: "Next", pageOf: "Page {page} of {pages}" },
  app: {
    title: "Hopper App - the desktop launcher",
    heading: "Hopper App",
    intro:
      "A desktop launcher for Minecraft that installs content from Hopper and keeps each setup in its own instance. This page shows what changed in it, from its changelog.",
    noDownloads:
      "This project does not ship the app's binaries, so there is nothing to download here: only its changelog is published.",
    whatsNew: "What is new",
    none: "The app has no changelog entries yet.",
    fullChangelog: "The full app changelog",
    connectTitle: "Use it with this instance",
    connectText: "The launcher speaks the same public API as this site; its API address is:",
    changelogApi: "It reads this changelog as JSON from:",
  },
  feed: {
    /** Feeds are one document for every reader, written in en-US. */
    title: "Hopper changelog",
    productTitle: "Hopper changelog: {product}",
    subtitle: "What changed in Hopper, newest first.",
    link: "Changelog (Atom)",
    productLink: "{product} changelog (Atom)",
    entryTitle: "{product} {version}",
    entryDate: "{product}, {date}",
  },
});

export type ReadingMessages = typeof readingMessages;
