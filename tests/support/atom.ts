// Reads an Atom feed the way a feed reader does: checks the XML is well-formed (fast-xml-parser's validator) and
// parses it, so tests compare what a reader would show, not the bytes.
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { expect } from "vitest";

export interface AtomEntry {
  id: string;
  /** The title as a reader shows it (Atom type="html": the HTML's text, entities decoded once more). */
  title: string;
  link: string;
  updated: string;
  published: string;
  /** The summary's HTML as sent (type="html"). */
  summaryHtml: string;
  author: { name: string; uri: string };
}

export interface AtomFeed {
  namespace: string;
  id: string;
  title: string;
  updated: string;
  links: { rel: string; href: string }[];
  entries: AtomEntry[];
}

const HTML_ENTITIES: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&amp;": "&" };
/** The text of HTML that is only text and entities (what the feeds send as type="html"). */
export const htmlText = (value: string) =>
  value.replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => HTML_ENTITIES[entity]!);

type Node = Record<string, unknown>;
const textOf = (node: unknown): string =>
  typeof node === "string" ? node : typeof node === "object" && node ? String((node as Node)["#text"] ?? "") : "";
const attribute = (node: unknown, name: string) => String((node as Node)[`@_${name}`] ?? "");

/** Validates and parses an Atom document; fails the test on malformed XML or a root that is not Atom's <feed>. */
export function parseAtom(xml: string): AtomFeed {
  expect(XMLValidator.validate(xml), "the feed is well-formed XML").toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    parseTagValue: false,
    isArray: (name) => name === "entry" || name === "link",
  }).parse(xml) as { feed?: Node };
  const feed = parsed.feed;
  expect(feed, "the root element is <feed>").toBeDefined();
  const entries = ((feed!.entry as Node[] | undefined) ?? []).map((entry) => {
    const author = entry.author as Node;
    return {
      id: textOf(entry.id),
      title: htmlText(textOf(entry.title)),
      link: attribute((entry.link as Node[])[0], "href"),
      updated: textOf(entry.updated),
      published: textOf(entry.published),
      summaryHtml: textOf(entry.summary),
      author: { name: textOf(author.name), uri: textOf(author.uri) },
    };
  });
  return {
    namespace: attribute(feed, "xmlns"),
    id: textOf(feed!.id),
    title: textOf(feed!.title),
    updated: textOf(feed!.updated),
    links: ((feed!.link as Node[] | undefined) ?? []).map((link) => ({
      rel: attribute(link, "rel"),
      href: attribute(link, "href"),
    })),
    entries,
  };
}
