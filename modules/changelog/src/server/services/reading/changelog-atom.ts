import { Feed } from "feed";

import type { DbOrTx } from "@hopper/core/db";
import { translatorFor } from "@hopper/ui/i18n/catalogue";
import { publicUrl } from "@hopper/ui/server/public-url";

import { readingMessages } from "../../../ui/reading/reading-messages";
import { latestEntries } from "../entries";
import type { EntryView } from "../entries";
import type { ChangelogProduct } from "../products";
import { datePageHref, feedPath, listHref } from "./page-query";

/** Entries in one feed: the newest published ones. */
export const FEED_ENTRIES = 20;

// XML 1.0 allows no C0 control characters other than tab, newline and carriage return, nor lone surrogates or
// U+FFFE/U+FFFF: one of them in a body would make the whole feed unreadable, so they are dropped.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const xmlSafe = (text: string) => text.replace(NOT_XML, "");
/**
 * The feed package writes HTML content in CDATA and splits only the first `]]>`; in sanitized HTML `]]>` can only
 * be text or an attribute value, where `]]&gt;` means the same.
 */
const cdataSafe = (html: string) => xmlSafe(html).replace(/]]>/g, "]]&gt;");
const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** An entry's title is `type="html"` in CDATA: escaped as HTML, so a reader shows `<b>` as written and runs nothing. */
const html = (value: string) => xmlSafe(value).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
/** The package's XML writer turns `&amp;` back into `&` before escaping plain text, so `&` is escaped first. */
const text = (value: string) => xmlSafe(value).replace(/&/g, "&amp;");

/**
 * A permanent, unique IRI for an entry (RFC 4151 tag URI: this site's host and the entry's id): it stays the same
 * when the entry's date or text is edited, unlike its date page's address.
 */
const entryId = (entry: EntryView) => `tag:${new URL(publicUrl("/")).host},2026:changelog/${entry.id}`;

/** The Atom document (XML 1.0, UTF-8) of the newest published entries of one product line, or of all. */
export async function changelogAtom(
  db: DbOrTx,
  product: ChangelogProduct | null,
  now: Date = new Date(),
): Promise<{ xml: string; updated: Date }> {
  const t = translatorFor(readingMessages, "en-US");
  const label = (p: ChangelogProduct) => t(`products.${p}`);
  const entries = await latestEntries(db, { ...(product ? { product } : {}), limit: FEED_ENTRIES, now });
  // An empty feed has a fixed time, so its bytes (and ETag) do not change from one request to the next.
  const updated = entries[0]?.publishedAt ?? new Date(0);
  const feed = new Feed({
    id: publicUrl(feedPath(product)),
    title: text(product ? t("feed.productTitle", { product: label(product) }) : t("feed.title")),
    description: text(t("feed.subtitle")),
    link: publicUrl(listHref(product)),
    feedLinks: { atom: publicUrl(feedPath(product)) },
    updated,
    generator: "Hopper",
  });
  for (const entry of entries) {
    const title = entry.versionLabel
      ? t("feed.entryTitle", { product: label(entry.product), version: entry.versionLabel })
      : t("feed.entryDate", { product: label(entry.product), date: entry.day });
    feed.addItem({
      id: entryId(entry),
      title: html(title),
      link: publicUrl(datePageHref(entry.product, entry.day)),
      date: entry.publishedAt,
      published: entry.publishedAt,
      content: cdataSafe(entry.html),
      author: [
        entry.authorName
          ? { name: text(entry.authorName), link: publicUrl(`/user/${encodeURIComponent(entry.authorName)}`) }
          : { name: "Hopper" },
      ],
    });
  }
  return { xml: feed.atom1(), updated };
}
