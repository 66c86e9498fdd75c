// A project's public Atom feed (GET /{type}/{id or slug}/feed.atom) over a real socket: parsed as a feed reader
// would, newest listed versions first, only what a signed-out visitor may see, the canonical address, caching
// validators and hostile names that must stay text.

import { describe, expect, it } from "vitest";

import { newId } from "../../core/src/db/ids";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { parseAtom } from "../../../tests/support/atom";
import { setupRouteServer } from "../../../tests/support/route-server";
import { publicUrl } from "../../ui/src/server/public-url";
import { GET } from "../src/server/http/project-feed";
import { uniqueSlug } from "./helpers";

const database = setupTestDatabase();
const site = setupRouteServer(GET);
const db = () => database.db;

async function makeOwner() {
  const id = newId();
  const username = `feeder_${id}`;
  await db().user.create({ data: { id, username, usernameKey: username.toLowerCase() } });
  return { id, username };
}

/** A project with its team, in `status`, owned (and its versions uploaded) by a new user. */
async function makeProject(options: { status?: string; name?: string; projectType?: string; loaders?: string[] } = {}) {
  const owner = await makeOwner();
  const team = await db().team.create({ data: { id: newId() } });
  await db().teamMember.create({
    data: { id: newId(), teamId: team.id, userId: owner.id, role: "Owner", isOwner: true, accepted: true },
  });
  const slug = uniqueSlug("feed");
  const project = await db().project.create({
    data: {
      id: newId(),
      slug,
      slugKey: slug,
      name: options.name ?? "Feed Furnaces",
      summary: "Furnaces that feed",
      projectType: options.projectType ?? "mod",
      teamId: team.id,
      status: options.status ?? "approved",
      loaders: options.loaders ?? ["fabric", "forge"],
      updated: new Date("2026-01-01T00:00:00Z"),
    },
  });
  return { owner, project };
}

let minute = 0;
/** A version published `minutesAgo` before a fixed time (larger = older), listed unless said otherwise. */
async function addVersion(
  projectId: string,
  authorId: string,
  fields: { number: string; name?: string; status?: string; loaders?: string[]; gameVersions?: string[]; at?: Date },
) {
  return db().version.create({
    data: {
      id: newId(),
      projectId,
      authorId,
      name: fields.name ?? fields.number,
      versionNumber: fields.number,
      status: fields.status ?? "listed",
      loaders: fields.loaders ?? ["fabric"],
      gameVersions: fields.gameVersions ?? ["1.20.1"],
      datePublished: fields.at ?? new Date(Date.UTC(2026, 5, 1, 0, ++minute)),
    },
  });
}

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${site.origin}${path}`, { headers, redirect: "manual" });

describe("GET /{type}/{slug}/feed.atom", () => {
  it("lists the newest listed versions first as well-formed Atom, with links, authors and compatibility", async () => {
    const { owner, project } = await makeProject();
    const first = await addVersion(project.id, owner.id, { number: "1.0.0", name: "First light" });
    await addVersion(project.id, owner.id, { number: "1.1.0-draft", status: "draft" });
    await addVersion(project.id, owner.id, { number: "1.1.0-unlisted", status: "unlisted" });
    await addVersion(project.id, owner.id, { number: "0.9.0-archived", status: "archived" });
    const second = await addVersion(project.id, owner.id, {
      number: "1.1.0",
      name: "Forge too",
      loaders: ["fabric", "forge"],
      gameVersions: ["1.20", "1.20.1"],
    });
    const third = await addVersion(project.id, owner.id, { number: "2.0.0" });

    const response = await get(`/mod/${project.slug}/feed.atom`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const feed = parseAtom(await response.text());
    expect(feed.namespace).toBe("http://www.w3.org/2005/Atom");
    expect(feed.title).toBe("Feed Furnaces versions - Hopper");
    expect(feed.id).toBe(publicUrl(`/v2/project/${project.id}/version`));
    expect(feed.links).toEqual(
      expect.arrayContaining([
        { rel: "alternate", href: publicUrl(`/mod/${project.slug}`) },
        { rel: "self", href: publicUrl(`/mod/${project.slug}/feed.atom`) },
      ]),
    );
    expect(feed.updated).toBe(third.datePublished.toISOString());
    expect(feed.entries.map((entry) => entry.id)).toEqual(
      [third, second, first].map((version) => publicUrl(`/v2/version/${version.id}`)),
    );
    expect(feed.entries.map((entry) => entry.title)).toEqual(["2.0.0", "Forge too (1.1.0)", "First light (1.0.0)"]);
    const [, forge] = feed.entries;
    expect(forge).toMatchObject({
      link: publicUrl(`/mod/${project.slug}/version/1.1.0`),
      updated: second.datePublished.toISOString(),
      published: second.datePublished.toISOString(),
      author: { name: owner.username, uri: publicUrl(`/user/${owner.username}`) },
    });
    expect(forge!.summaryHtml).toBe("Loaders: fabric, forge<br>Minecraft: 1.20–1.20.1");
  });

  it("keeps at most 50 entries and addresses a reused version number by id", async () => {
    const { owner, project } = await makeProject();
    const base = Date.UTC(2026, 0, 1);
    await db().version.createMany({
      data: Array.from({ length: 55 }, (_, index) => ({
        id: newId(),
        projectId: project.id,
        authorId: owner.id,
        name: `Build ${index}`,
        versionNumber: `build-${index}`,
        loaders: ["fabric"],
        gameVersions: ["1.20.1"],
        datePublished: new Date(base + index * 60_000),
      })),
    });
    // The newest reuses an older number: its page is addressed by its id, as the site's version pages are.
    const reused = await addVersion(project.id, owner.id, { number: "build-3", at: new Date(base + 99 * 60_000) });
    const feed = parseAtom(await (await get(`/mod/${project.slug}/feed.atom`)).text());
    expect(feed.entries).toHaveLength(50);
    expect(feed.entries[0]!.link).toBe(publicUrl(`/mod/${project.slug}/version/${reused.id}`));
    expect(feed.entries[1]!.title).toBe("Build 54 (build-54)");
    expect(feed.entries.at(-1)!.title).toBe("Build 6 (build-6)");
  });

  it("answers 404 for a project a signed-out visitor may not find, and for a missing one", async () => {
    for (const status of ["private", "draft", "unlisted", "processing", "rejected", "withheld"]) {
      const { owner, project } = await makeProject({ status });
      await addVersion(project.id, owner.id, { number: "1.0.0" });
      const response = await get(`/mod/${project.slug}/feed.atom`);
      expect(response.status, status).toBe(404);
      expect(await response.text()).not.toContain(project.name);
    }
    expect((await get("/mod/no-such-project/feed.atom")).status).toBe(404);
    expect((await get("/mod/%E0%A4%A/feed.atom")).status).toBe(404);
    expect((await get(`/mod/${"x".repeat(65)}/feed.atom`)).status).toBe(404);
  });

  it("redirects the id, another spelling and a wrong type to the canonical address", async () => {
    const { project } = await makeProject();
    const canonical = `/mod/${project.slug}/feed.atom`;
    for (const path of [
      `/mod/${project.id}/feed.atom`,
      `/mod/${project.slug.toUpperCase()}/feed.atom`,
      `/plugin/${project.slug}/feed.atom`,
      `/project/${project.id}/feed.atom`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(307);
      expect(response.headers.get("location"), path).toBe(canonical);
    }
    // A data pack project's pages are under /datapack, and so is its feed.
    const { project: pack } = await makeProject({ projectType: "datapack", loaders: ["datapack"] });
    expect((await get(`/datapack/${pack.slug}/feed.atom`)).status).toBe(200);
    expect((await get(`/mod/${pack.slug}/feed.atom`)).headers.get("location")).toBe(`/datapack/${pack.slug}/feed.atom`);
  });

  it("answers 304 to a reader that has the current feed, and the new feed once a version is published", async () => {
    const { owner, project } = await makeProject();
    await addVersion(project.id, owner.id, { number: "1.0.0" });
    const path = `/mod/${project.slug}/feed.atom`;
    const first = await get(path);
    const etag = first.headers.get("etag")!;
    const lastModified = first.headers.get("last-modified")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get(path, { "if-none-match": etag })).status).toBe(304);
    expect((await get(path, { "if-modified-since": lastModified })).status).toBe(304);
    await addVersion(project.id, owner.id, { number: "1.0.1", at: new Date(Date.now()) });
    const changed = await get(path, { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(parseAtom(await changed.text()).entries[0]!.title).toBe("1.0.1");
    expect((await get(path, { "if-modified-since": lastModified })).status).toBe(200);
  });

  it("keeps hostile names as text: markup, CDATA ends, ampersands and control characters", async () => {
    const name = `<b>Bold</b> & "quotes" ]]> &amp; ]]>`;
    const { owner, project } = await makeProject({ name: `Evil ${name}` });
    await addVersion(project.id, owner.id, { number: "1.0.0", name: `${name}<script>alert(1)</script>\u0001` });
    const xml = await (await get(`/mod/${project.slug}/feed.atom`)).text();
    expect(xml).not.toContain("<script>");
    expect(xml).not.toContain("<b>");
    const feed = parseAtom(xml);
    expect(feed.title).toBe(`Evil ${name} versions - Hopper`);
    expect(feed.entries[0]!.title).toBe(`${name}<script>alert(1)</script> (1.0.0)`);
  });
});
