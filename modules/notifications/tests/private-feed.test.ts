// The private Atom feed of followed projects' new versions (GET /notifications/feed/{token}.atom) over a real
// socket, parsed as a feed reader would, and the procedures that turn it on, renew and revoke its secret address
// (notifications.feed.get / create / revoke) as anonymous, a token without the scope, the user, another user, a
// moderator and an admin.

import { describe, expect, it } from "vitest";

import { newId } from "../../core/src/db/ids";
import { publicUrl } from "../../ui/src/server/public-url";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { parseAtom } from "../../../tests/support/atom";
import { setupRouteServer } from "../../../tests/support/route-server";
import { GET } from "../src/server/http/private-feed";
import { routerCallers } from "./callers";
import { makeUser } from "./support";

const database = setupTestDatabase();
const db = () => database.db;
const site = setupRouteServer(GET);
const { anonymous, signedIn, withToken } = routerCallers(db);

let counter = 0;
/** A project in `status` with its owner's team; `members` join the team (accepted). */
async function makeProject(name: string, status = "approved", members: string[] = []) {
  const owner = await makeUser(db());
  const team = await db().team.create({ data: { id: newId() } });
  await db().teamMember.createMany({
    data: [owner.id, ...members].map((userId, index) => ({
      id: newId(),
      teamId: team.id,
      userId,
      isOwner: index === 0,
      accepted: true,
    })),
  });
  const slug = `followed-${++counter}-${newId().toLowerCase()}`;
  const project = await db().project.create({
    data: { id: newId(), slug, slugKey: slug, name, summary: "s", projectType: "mod", teamId: team.id, status },
  });
  return { owner, project };
}

let minute = 0;
async function addVersion(
  project: { project: { id: string }; owner: { id: string } },
  number: string,
  fields: { loaders?: string[]; gameVersions?: string[]; status?: string } = {},
) {
  return db().version.create({
    data: {
      id: newId(),
      projectId: project.project.id,
      authorId: project.owner.id,
      name: number,
      versionNumber: number,
      status: fields.status ?? "listed",
      loaders: fields.loaders ?? ["fabric"],
      gameVersions: fields.gameVersions ?? ["1.20.1"],
      datePublished: new Date(Date.UTC(2026, 3, 1, 0, ++minute)),
    },
  });
}

async function follow(
  userId: string,
  projectId: string,
  filters: { loaders?: string[]; gameVersions?: string[] } = {},
) {
  await db().projectFollow.create({ data: { userId, projectId, ...filters } });
}

const pathOf = (url: string) => new URL(url).pathname;
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site.origin}${path}`, { headers });

describe("the private feed of followed projects' new versions", () => {
  it("lists the followed projects' listed versions newest first, with each follow's filters and visibility", async () => {
    const reader = await signedIn();
    const open = await makeProject("Open Ovens");
    const fabricOnly = await makeProject("Fabric Forges");
    const newGame = await makeProject("Future Furnaces");
    const hidden = await makeProject("Hidden Hearths", "private");
    const mine = await makeProject("Team Toasters", "private", [reader.id]);
    const inReview = await makeProject("Pending Pans", "processing", [reader.id]);
    const unlisted = await makeProject("Quiet Kilns", "unlisted");
    const notFollowed = await makeProject("Other Ovens");
    await follow(reader.id, open.project.id);
    await follow(reader.id, fabricOnly.project.id, { loaders: ["fabric"] });
    await follow(reader.id, newGame.project.id, { gameVersions: ["1.21"] });
    for (const project of [hidden, mine, inReview, unlisted]) await follow(reader.id, project.project.id);

    const openOld = await addVersion(open, "1.0.0");
    await addVersion(open, "1.1.0-draft", { status: "draft" });
    await addVersion(fabricOnly, "forge-1", { loaders: ["forge"] });
    const fabricOne = await addVersion(fabricOnly, "fabric-1", { loaders: ["fabric", "forge"] });
    await addVersion(newGame, "for-1.20", { gameVersions: ["1.20.1"] });
    const for121 = await addVersion(newGame, "for-1.21", { gameVersions: ["1.20.1", "1.21"] });
    await addVersion(hidden, "hidden-1");
    const team = await addVersion(mine, "team-1");
    await addVersion(inReview, "review-1");
    const quiet = await addVersion(unlisted, "quiet-1");
    await addVersion(notFollowed, "other-1");
    const openNew = await addVersion(open, "2.0.0");

    const { url } = await reader.caller.feed.create();
    expect(url).toMatch(/^http.*\/notifications\/feed\/[\w-]{43}\.atom$/);
    const response = await get(pathOf(url!));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    const feed = parseAtom(await response.text());
    expect(feed.namespace).toBe("http://www.w3.org/2005/Atom");
    expect(feed.title).toBe("New versions of the projects you follow - Hopper");
    expect(feed.links).toContainEqual({ rel: "self", href: url });
    expect(feed.entries.map((entry) => entry.id)).toEqual(
      [openNew, quiet, team, for121, fabricOne, openOld].map((version) => publicUrl(`/v2/version/${version.id}`)),
    );
    expect(feed.entries.map((entry) => entry.title)).toEqual([
      "Open Ovens: 2.0.0",
      "Quiet Kilns: quiet-1",
      "Team Toasters: team-1",
      "Future Furnaces: for-1.21",
      "Fabric Forges: fabric-1",
      "Open Ovens: 1.0.0",
    ]);
    expect(feed.entries[0]).toMatchObject({
      link: publicUrl(`/mod/${open.project.slug}/version/2.0.0`),
      author: { name: open.owner.username },
    });
    expect(feed.updated).toBe(openNew.datePublished.toISOString());

    // A reader polling with the validators gets a 304 until something changes.
    const etag = response.headers.get("etag")!;
    expect((await get(pathOf(url!), { "if-none-match": etag })).status).toBe(304);
    await db().projectFollow.delete({ where: { userId_projectId: { userId: reader.id, projectId: open.project.id } } });
    const after = await get(pathOf(url!), { "if-none-match": etag });
    expect(after.status).toBe(200);
    expect(parseAtom(await after.text()).entries.map((entry) => entry.title)).not.toContain("Open Ovens: 2.0.0");
  });

  it("shows a private project's versions to its organization's accepted members and staff, no one else", async () => {
    const project = await makeProject("Guild Grills", "private");
    const orgTeam = await db().team.create({ data: { id: newId() } });
    const slug = `guild-${newId().toLowerCase()}`;
    const organization = await db().organization.create({
      data: { id: newId(), slug, slugKey: slug, name: "Guild", teamId: orgTeam.id },
    });
    await db().project.update({ where: { id: project.project.id }, data: { organizationId: organization.id } });
    const version = await addVersion(project, "guild-1");
    const [member, invited, stranger] = [await signedIn(), await signedIn(), await signedIn()];
    const [moderator, admin] = [await signedIn("moderator"), await signedIn("admin")];
    await db().teamMember.createMany({
      data: [
        { id: newId(), teamId: orgTeam.id, userId: member.id, accepted: true },
        { id: newId(), teamId: orgTeam.id, userId: invited.id, accepted: false },
      ],
    });
    const seen = async (reader: Awaited<ReturnType<typeof signedIn>>) => {
      await follow(reader.id, project.project.id);
      const { url } = await reader.caller.feed.create();
      return parseAtom(await (await get(pathOf(url!))).text()).entries.map((entry) => entry.id);
    };
    const id = publicUrl(`/v2/version/${version.id}`);
    for (const reader of [member, moderator, admin]) expect(await seen(reader)).toEqual([id]);
    for (const reader of [invited, stranger]) expect(await seen(reader)).toEqual([]);
  });

  it("answers an empty, well-formed feed for a user who follows nothing", async () => {
    const reader = await signedIn();
    const { url } = await reader.caller.feed.create();
    const feed = parseAtom(await (await get(pathOf(url!))).text());
    expect(feed.entries).toEqual([]);
  });

  it("turns on, renews and revokes only the caller's own address; old and wrong tokens are 404", async () => {
    const reader = await signedIn();
    const other = await signedIn();
    expect(await db().notificationPreference.count({ where: { userId: reader.id } })).toBe(0);
    expect(await reader.caller.feed.get()).toEqual({ url: null });

    const { url: first } = await reader.caller.feed.create();
    // The missing preference row was created, with an unsubscribe secret of its own and the default delivery.
    const row = await db().notificationPreference.findUniqueOrThrow({ where: { userId: reader.id } });
    expect(row).toMatchObject({ delivery: "site", feedToken: pathOf(first!).split("/")[3]!.replace(".atom", "") });
    expect(row.unsubscribeToken).toMatch(/^[\w-]{43}$/);
    expect(row.unsubscribeToken).not.toBe(row.feedToken);
    expect(await reader.caller.feed.get()).toEqual({ url: first });
    expect((await get(pathOf(first!))).status).toBe(200);

    // Someone else's create and revoke touch only their own feed.
    const { url: othersUrl } = await other.caller.feed.create();
    expect(othersUrl).not.toBe(first);
    await other.caller.feed.revoke();
    expect((await get(pathOf(first!))).status).toBe(200);
    expect((await get(pathOf(othersUrl!))).status).toBe(404);

    // A new address replaces the old one at once; the unsubscribe secret stays.
    const { url: second } = await reader.caller.feed.create();
    expect(second).not.toBe(first);
    expect((await get(pathOf(first!))).status).toBe(404);
    expect((await get(pathOf(second!))).status).toBe(200);
    expect(
      (await db().notificationPreference.findUniqueOrThrow({ where: { userId: reader.id } })).unsubscribeToken,
    ).toBe(row.unsubscribeToken);

    await reader.caller.feed.revoke();
    expect(await reader.caller.feed.get()).toEqual({ url: null });
    const revoked = await get(pathOf(second!));
    expect(revoked.status).toBe(404);
    expect(revoked.headers.get("cache-control")).toBe("private, no-store");

    for (const path of [
      `/notifications/feed/${"A".repeat(43)}.atom`,
      pathOf(second!).replace(".atom", ""),
      `${pathOf(second!)}.atom`,
      "/notifications/feed/.atom",
      "/notifications/feed/x'%20OR%201=1.atom",
      `/notifications/feed/${"A".repeat(500)}.atom`,
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it("refuses anonymous callers and tokens without the scope; staff get only their own feed", async () => {
    await expect(anonymous().feed.get()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(anonymous().feed.create()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(anonymous().feed.revoke()).rejects.toMatchObject({ code: "UNAUTHORIZED" });

    const readOnly = await withToken(["NOTIFICATION_READ"]);
    await expect(readOnly.caller.feed.create()).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(readOnly.caller.feed.revoke()).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await readOnly.caller.feed.get()).toEqual({ url: null });
    const writeOnly = await withToken(["NOTIFICATION_WRITE"]);
    await expect(writeOnly.caller.feed.get()).rejects.toMatchObject({ code: "FORBIDDEN" });

    const reader = await signedIn();
    const { url } = await reader.caller.feed.create();
    for (const role of ["moderator", "admin"] as const) {
      const staff = await signedIn(role);
      expect(await staff.caller.feed.get()).toEqual({ url: null });
      const { url: own } = await staff.caller.feed.create();
      expect(own).not.toBe(url);
      await staff.caller.feed.revoke();
    }
    expect(await reader.caller.feed.get()).toEqual({ url });
    expect((await get(pathOf(url!))).status).toBe(200);
  });
});
