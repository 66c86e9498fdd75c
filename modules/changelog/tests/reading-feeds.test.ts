// The changelog's Atom feeds over a real socket (GET /news/changelog/feed.atom and /news/changelog/{product}/feed.atom):
// parsed as a feed reader would, the newest published entries first (20 at most), each linking its date page on the
// site's public address; scheduled entries left out; hostile bodies still well-formed XML.

import { XMLParser } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { parseAtom } from "../../../tests/support/atom";
import { setupRouteServer } from "../../../tests/support/route-server";
import { publicUrl } from "../../ui/src/server/public-url";
import { GET } from "../src/server/http/changelog-feed";
import { FEED_ENTRIES } from "../src/server/services/reading/changelog-atom";
import { addEntry } from "./reading-support";
import { person } from "./support";

const database = setupTestDatabase();
const site = setupRouteServer(GET);
const db = () => database.db;

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site.origin}${path}`, { headers });
const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 12) + n * 86_400_000).toISOString();

let authorName = "";
beforeAll(async () => {
  const author = await person(db(), "admin");
  authorName = author.username;
  // 25 web entries (days 0–24), 2 servers entries, 1 app entry, and one app entry scheduled for 2099.
  for (let n = 0; n < 25; n++) await addEntry(db(), { product: "web", at: at(n), version: `1.${n}` });
  await addEntry(db(), { product: "servers", at: at(3), authorId: author.id });
  await addEntry(db(), {
    product: "servers",
    at: at(30),
    version: "<b>2.0</b>",
    // A CDATA end, a control character and markup the sanitizer removes: the feed must stay well-formed.
    body: "## Added\n\n```\na ]]> b \u0001\n```\n\n<script>alert(1)</script>",
  });
  await addEntry(db(), { product: "app", at: at(10), version: "0.9.0" });
  await addEntry(db(), { product: "app", at: "2099-01-01T12:00:00Z", version: "9.9.9" });
});

describe("changelog feeds", () => {
  it("lists the newest published entries of every line, each linking its date page", async () => {
    const response = await get("/news/changelog/feed.atom");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const feed = parseAtom(await response.text());
    expect(feed.namespace).toBe("http://www.w3.org/2005/Atom");
    expect(feed.title).toBe("Hopper changelog");
    expect(feed.entries).toHaveLength(FEED_ENTRIES);
    expect(feed.entries[0]).toMatchObject({
      title: "Servers <b>2.0</b>",
      link: publicUrl(`/news/changelog/servers/${at(30).slice(0, 10)}`),
    });
    expect(feed.entries[1]!.title).toBe("Web 1.24");
    expect(feed.entries.map((entry) => entry.title)).not.toContain("App 9.9.9");
    const updated = feed.entries.map((entry) => Date.parse(entry.updated));
    expect(updated).toEqual([...updated].sort((a, b) => b - a));
    expect(feed.links).toContainEqual({ rel: "self", href: publicUrl("/news/changelog/feed.atom") });
    expect(feed.links).toContainEqual({ rel: "alternate", href: publicUrl("/news/changelog") });
  });

  it("gives one product line's feed, with authors, and leaves scheduled entries out", async () => {
    const servers = parseAtom(await (await get("/news/changelog/servers/feed.atom")).text());
    expect(servers.title).toBe("Hopper changelog: Servers");
    expect(servers.entries.map((entry) => entry.title)).toEqual([
      "Servers <b>2.0</b>",
      `Servers, ${at(3).slice(0, 10)}`,
    ]);
    expect(servers.entries[1]!.author).toEqual({ name: authorName, uri: publicUrl(`/user/${authorName}`) });
    expect(servers.entries[0]!.author.name).toBe("Hopper");
    const app = parseAtom(await (await get("/news/changelog/app/feed.atom")).text());
    expect(app.entries.map((entry) => entry.title)).toEqual(["App 0.9.0"]);
    expect(app.entries[0]!.link).toBe(publicUrl(`/news/changelog/app/${at(10).slice(0, 10)}`));
  });

  it("sends each entry's sanitized HTML as its content, well-formed whatever the body holds", async () => {
    const xml = await (await get("/news/changelog/servers/feed.atom")).text();
    const parsed = new XMLParser({ isArray: (name) => name === "entry" }).parse(xml) as {
      feed: { entry: { content: string }[] };
    };
    const content = parsed.feed.entry[0]!.content;
    expect(content).toContain("a ]]&gt; b");
    expect(content).not.toContain("\u0001");
    expect(content).not.toContain("<script");
    expect(parsed.feed.entry[1]!.content).toContain("<h2");
  });

  it("answers 304 to a reader that already has the feed, and 404 for an unknown product line", async () => {
    const first = await get("/news/changelog/web/feed.atom");
    const etag = first.headers.get("etag")!;
    expect(first.headers.get("cache-control")).toBe("public, max-age=300");
    expect((await get("/news/changelog/web/feed.atom", { "if-none-match": etag })).status).toBe(304);
    for (const path of ["/news/changelog/plugins/feed.atom", "/news/changelog/web/extra/feed.atom"]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});
