// /robots.txt and /sitemap.xml over real HTTP against real PostgreSQL (issue 14, "Sharing and crawling"): the
// index lists one file per started page of each module's source, each file holds at most the page size of
// addresses (a small one here, to see the paging), private and hidden things stay out, and the XML is valid.
// fast-xml-parser checks the XML is well-formed and reads it.
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";

import { newId } from "../../../modules/core/src/db/ids";
import { createOrganization } from "../../../modules/catalog/src/server/services/organizations/organizations";
import { createProject } from "../../../modules/catalog/src/server/services/projects/project-create";
import { createCollection } from "../../../modules/collections/src/server/services/collections";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { setupRouteServer } from "../../../tests/support/route-server";
import { tempDataDir } from "../../../tests/support/temp-dir";
import { publicUrl } from "../../../modules/ui/src/server/public-url";
import { handleRobotsRequest } from "../server/robots";
import { handleSitemapRequest, sitemapHandler } from "../server/sitemap";

tempDataDir("hopper-sitemap-");
const database = setupTestDatabase();
const paged = setupRouteServer(sitemapHandler({ pageSize: 2 }));
const full = setupRouteServer(handleSitemapRequest);
const robots = setupRouteServer(() => Promise.resolve(handleRobotsRequest()));

// HOPPER_URL, or http://localhost:$PORT in tests: every address is absolute on it.
const BASE = publicUrl("/").replace(/\/$/, "");

async function user() {
  const id = newId();
  const username = `Mapped_${id}`;
  await database.db.user.create({ data: { id, username, usernameKey: username.toLowerCase() } });
  return { id, username, actor: { userId: id, role: "user" as const } };
}

async function project(owner: Awaited<ReturnType<typeof user>>, status: string) {
  const slug = `mapped-${status}-${newId().toLowerCase()}`;
  const created = await createProject(database.db, owner.actor, {
    name: `Mapped ${status}`,
    slug,
    projectType: "mod",
    summary: "A project for the sitemap",
  });
  await database.db.project.update({ where: { id: created.id }, data: { status } });
  return slug;
}

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

async function fetchXml(origin: string, path: string) {
  const response = await fetch(`${origin}${path}`);
  const text = await response.text();
  expect(response.status, `${path}: ${text}`).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  expect(XMLValidator.validate(text), `${path} is well-formed XML`).toBe(true);
  const parsed = new XMLParser().parse(text) as {
    sitemapindex?: { sitemap?: { loc: string } | { loc: string }[] };
    urlset?: { url?: { loc: string; lastmod?: string } | { loc: string; lastmod?: string }[] };
  };
  return { sitemaps: asList(parsed.sitemapindex?.sitemap), urls: asList(parsed.urlset?.url) };
}

/** Every address of every file the index lists, read over HTTP. */
async function allAddresses(origin: string) {
  const index = await fetchXml(origin, "/sitemap.xml");
  const files = index.sitemaps.map((entry) => entry.loc);
  const addresses: string[] = [];
  for (const file of files) {
    expect(file.startsWith(`${BASE}/sitemap/`), file).toBe(true);
    const page = await fetchXml(origin, new URL(file).pathname);
    addresses.push(...page.urls.map((entry) => entry.loc));
  }
  return { files, addresses };
}

describe("/sitemap.xml", () => {
  it("indexes public projects, users, organizations and listed collections in pages of the given size", async () => {
    const owner = await user();
    const publicSlugs = [
      await project(owner, "approved"),
      await project(owner, "archived"),
      await project(owner, "approved"),
    ];
    const hiddenSlugs = [
      await project(owner, "unlisted"),
      await project(owner, "private"),
      await project(owner, "draft"),
    ];
    const organization = await createOrganization(database.db, owner.actor, {
      name: "Mapped Org",
      slug: `mapped-org-${newId().toLowerCase()}`,
      description: "An organization for the sitemap",
    });
    const listed = await createCollection(database.db, owner.actor, { name: "Listed picks" });
    const unlisted = await createCollection(database.db, owner.actor, { name: "Unlisted picks" });
    await database.db.collection.update({ where: { id: unlisted.id }, data: { status: "unlisted" } });

    const { files, addresses } = await allAddresses(paged.origin);
    // 3 public projects at 2 a page: two project files; the second holds one address.
    expect(files.filter((file) => file.includes("/sitemap/projects-"))).toEqual([
      `${BASE}/sitemap/projects-1.xml`,
      `${BASE}/sitemap/projects-2.xml`,
    ]);
    for (const slug of publicSlugs) expect(addresses).toContain(`${BASE}/mod/${slug}`);
    for (const slug of hiddenSlugs) expect(addresses.join("\n")).not.toContain(slug);
    expect(addresses).toContain(`${BASE}/user/${owner.username}`);
    expect(addresses).toContain(`${BASE}/organization/${organization.slug}`);
    expect(addresses).toContain(`${BASE}/collection/${listed.id}`);
    expect(addresses).not.toContain(`${BASE}/collection/${unlisted.id}`);
    // The site's and the listings' own pages.
    expect(addresses).toContain(`${BASE}/`);
    expect(addresses).toContain(`${BASE}/mods`);
    expect(new Set(addresses).size).toBe(addresses.length);

    const second = await fetchXml(paged.origin, "/sitemap/projects-2.xml");
    expect(second.urls).toHaveLength(1);
    expect(second.urls[0]!.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("puts every address of a small catalogue in one file per source at the protocol's 50,000", async () => {
    const { files } = await allAddresses(full.origin);
    expect(files.filter((file) => file.includes("/sitemap/projects-"))).toEqual([`${BASE}/sitemap/projects-1.xml`]);
    const index = await fetch(`${full.origin}/sitemap.xml`);
    expect(await index.text()).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });

  it("answers 404 for a page past the end, an unknown source and a malformed name", async () => {
    for (const path of [
      "/sitemap/projects-9.xml",
      "/sitemap/projects-0.xml",
      "/sitemap/nothing-1.xml",
      "/sitemap/projects.xml",
    ]) {
      const response = await fetch(`${paged.origin}${path}`);
      expect(response.status, path).toBe(404);
      await response.body?.cancel();
    }
  });
});

describe("/robots.txt", () => {
  it("keeps crawlers out of the private areas and points at the sitemap", async () => {
    const response = await fetch(`${robots.origin}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const lines = (await response.text()).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const path of ["/settings", "/dashboard", "/admin", "/auth/", "/api/", "/*/*/settings"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // Sign-in stays crawlable (the more specific Allow wins over /auth/).
    expect(lines).toContain("Allow: /auth/sign-in");
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});
