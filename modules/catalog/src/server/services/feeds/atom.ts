import { Feed } from "feed";

import { publicUrl } from "@hopper/ui/server/public-url";
import { messagesFor, translatorFor } from "@hopper/ui/i18n/catalogue";

import { formatGameVersionRanges } from "../../../tags/game-versions";
import { feedMessages } from "../../../ui/messages/feed";
import { labelFrom, tagMessages } from "../../../ui/messages/tags";

/** Entries in one feed: the newest versions, newest first. */
export const FEED_ENTRIES = 50;

/** One version in a feed, as the feed services read it. */
export interface FeedVersion {
  id: string;
  name: string;
  versionNumber: string;
  loaders: string[];
  gameVersions: string[];
  datePublished: Date;
  /** The username of whoever uploaded it. */
  author: string;
  /** The version page: /{type}/{slug}/version/{number, or id when the number is taken}. */
  path: string;
  project: { id: string; name: string };
}

export interface FeedDocument {
  /** A permanent IRI for the feed (Atom's <id>). */
  id: string;
  title: string;
  subtitle?: string;
  /** The page the feed is about (rel="alternate"), a site path. */
  page: string;
  /** The feed's own address (rel="self"), a site path. */
  self: string;
  /** When the feed last changed (Atom's <updated>; the response's Last-Modified). */
  updated: Date;
  entries: readonly FeedVersion[];
  /** Whether each entry's title names its project (the followed projects' feed). */
  projectInTitle?: boolean;
}

const LOCALE = "en-US";

// XML 1.0 allows no C0 control characters other than tab, newline and carriage return, nor lone surrogates or
// U+FFFE/U+FFFF: one of them in a name would make the whole feed unreadable, so they are dropped.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const xmlSafe = (text: string) => text.replace(NOT_XML, "");

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/**
 * For the `type="html"` title and summary the feed package writes in CDATA: the text escaped as HTML, so a
 * reader shows `<b>` as written and runs nothing. It also keeps `]]>` out of the CDATA (the package would
 * split only the first one).
 */
const html = (text: string) => xmlSafe(text).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
/**
 * For the plain text elements (the feed's title and subtitle, an author's name): the package's XML writer
 * turns every `&amp;` back into `&` before escaping, so `&` is escaped here first; then a name that says
 * `&amp;` comes out as written.
 */
const text = (value: string) => xmlSafe(value).replace(/&/g, "&amp;");

/** The Atom document of a list of versions (XML 1.0, UTF-8), written by the `feed` package. */
export function versionsAtom(document: FeedDocument): string {
  const t = translatorFor(feedMessages, LOCALE);
  const tagLabel = labelFrom(messagesFor(tagMessages, LOCALE));
  const feed = new Feed({
    id: text(document.id),
    title: text(document.title),
    description: document.subtitle ? text(document.subtitle) : undefined,
    link: publicUrl(document.page),
    feedLinks: { atom: publicUrl(document.self) },
    updated: document.updated,
    generator: "Hopper",
  });
  for (const version of document.entries) {
    const title =
      version.name === version.versionNumber
        ? t("entryNumber", { number: version.versionNumber })
        : t("entryTitle", { name: version.name, number: version.versionNumber });
    const loaders = version.loaders.map(tagLabel).join(", ") || t("none");
    const gameVersions = formatGameVersionRanges(version.gameVersions).join(", ") || t("none");
    feed.addItem({
      // The API address of the version: permanent, whatever the project's slug or type becomes.
      id: publicUrl(`/v2/version/${version.id}`),
      title: html(document.projectInTitle ? t("followedEntryTitle", { project: version.project.name, title }) : title),
      link: publicUrl(version.path),
      date: version.datePublished,
      published: version.datePublished,
      description: [t("loaders", { loaders }), t("gameVersions", { versions: gameVersions })].map(html).join("<br>"),
      author: [{ name: text(version.author), link: publicUrl(`/user/${encodeURIComponent(version.author)}`) }],
    });
  }
  return feed.atom1();
}
