import { describe, expect, it, vi } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { list } from "isbot";

import { IDENTIFIED_CLIENT_PATTERNS } from "../src/server/services/counting/exclusions";
import { dailySalt, pruneSalts } from "../src/server/services/counting/salts";
import { rollUpViews, recordView } from "../src/server/services/counting/views";
import { visitorKey } from "../src/server/services/counting/visitor-key";
import { createProject } from "../src/server/services/projects/project-create";
import { makeUser, uniqueSlug } from "./helpers";

const database = setupTestDatabase();

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const browser = (extra: Record<string, string> = {}) => new Headers({ "user-agent": FIREFOX, ...extra });

async function project() {
  const owner = await makeUser(database.db);
  const created = await createProject(database.db, owner, {
    name: "View test",
    slug: uniqueSlug("view"),
    projectType: "mod",
    summary: "Views",
  });
  return { owner, project: created };
}

const viewsOf = (projectId: string) => database.db.viewEvent.findMany({ where: { projectId }, orderBy: { id: "asc" } });

describe("visitor keys", () => {
  it("creates one salt per day even when requests race for it", async () => {
    const now = new Date("2031-03-04T10:00:00Z");
    const salts = await Promise.all(Array.from({ length: 8 }, () => dailySalt(database.db, now)));
    expect(new Set(salts.map((salt) => salt.toString("hex"))).size).toBe(1);
    expect(await database.db.visitorSalt.count({ where: { day: new Date("2031-03-04") } })).toBe(1);
  });

  it("keys a visitor by account when signed in and by IP prefix otherwise, differently each day", async () => {
    const day = new Date("2031-03-05T10:00:00Z");
    const next = new Date("2031-03-06T10:00:00Z");
    const key = await visitorKey(database.db, { ip: "2001:db8:1:2::1" }, day);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    // Same /64, same key; another day, another key.
    expect(await visitorKey(database.db, { ip: "2001:db8:1:2:ffff::9" }, day)).toBe(key);
    expect(await visitorKey(database.db, { ip: "2001:db8:1:2::1" }, next)).not.toBe(key);
    // A signed-in viewer is the same visitor from any address.
    const a = await visitorKey(database.db, { ip: "192.0.2.1", userId: "abcdefgh" }, day);
    expect(await visitorKey(database.db, { ip: "198.51.100.1", userId: "abcdefgh" }, day)).toBe(a);
    expect(a).not.toBe(await visitorKey(database.db, { ip: "192.0.2.1" }, day));
  });

  it("deletes salts older than two days", async () => {
    await dailySalt(database.db, new Date("2031-04-01T12:00:00Z"));
    await dailySalt(database.db, new Date("2031-04-02T12:00:00Z"));
    await dailySalt(database.db, new Date("2031-04-03T12:00:00Z"));
    await pruneSalts(database.db, new Date("2031-04-04T01:00:00Z"));
    const days = await database.db.visitorSalt.findMany({
      where: { day: { gte: new Date("2031-04-01"), lte: new Date("2031-04-04") } },
    });
    expect(days.map((row) => row.day.toISOString().slice(0, 10)).sort()).toEqual(["2031-04-02", "2031-04-03"]);
  });
});

describe("view counting", () => {
  it("counts one view per visitor and project per window", async () => {
    const { project: viewed } = await project();
    const input = { projectId: viewed.id, ip: "203.0.113.5", headers: browser() };
    const start = new Date("2031-05-01T08:00:00Z");
    expect(await recordView(database.db, input, start)).toBe(true);
    expect(await recordView(database.db, input, new Date("2031-05-01T10:00:00Z"))).toBe(false);
    // A version page of the same project is the same visitor's view within the window.
    expect(await recordView(database.db, { ...input, versionId: "abcdefgh" }, new Date("2031-05-01T11:00:00Z"))).toBe(
      false,
    );
    // Another visitor counts; the window (6 hours) over, the first counts again.
    expect(await recordView(database.db, { ...input, ip: "203.0.113.6" }, start)).toBe(true);
    expect(await recordView(database.db, input, new Date("2031-05-01T14:00:01Z"))).toBe(true);
    expect(await viewsOf(viewed.id)).toHaveLength(3);
  });

  it("keeps the window across midnight, when the day's salt changes", async () => {
    const { project: viewed } = await project();
    const input = { projectId: viewed.id, ip: "203.0.113.7", headers: browser() };
    expect(await recordView(database.db, input, new Date("2031-05-02T23:00:00Z"))).toBe(true);
    expect(await recordView(database.db, input, new Date("2031-05-03T01:00:00Z"))).toBe(false);
    expect(await recordView(database.db, input, new Date("2031-05-03T05:30:00Z"))).toBe(true);
  });

  it("counts a burst of concurrent views by one visitor once", async () => {
    const { project: viewed } = await project();
    const now = new Date("2031-05-04T08:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        recordView(database.db, { projectId: viewed.id, ip: "198.51.100.44", headers: browser() }, now),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await viewsOf(viewed.id)).toHaveLength(1);
  });

  it.each([
    ["Googlebot", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }],
    ["Bingbot", { "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" }],
    ["a bare HTTP library", { "user-agent": "python-requests/2.32" }],
    ["curl", { "user-agent": "curl/8.5.0" }],
    ["Purpose: prefetch", { "user-agent": FIREFOX, purpose: "prefetch" }],
    ["Sec-Purpose: prefetch;prerender", { "user-agent": FIREFOX, "sec-purpose": "prefetch;prerender" }],
    ["Next-Router-Prefetch", { "user-agent": FIREFOX, "next-router-prefetch": "1" }],
    ["X-Moz: prefetch", { "user-agent": FIREFOX, "x-moz": "prefetch" }],
    ["X-Purpose: preview", { "user-agent": FIREFOX, "x-purpose": "preview" }],
  ])("does not count %s", async (_name, headers) => {
    const { project: viewed } = await project();
    expect(
      await recordView(database.db, { projectId: viewed.id, ip: "192.0.2.9", headers: new Headers(headers) }),
    ).toBe(false);
    expect(await viewsOf(viewed.id)).toHaveLength(0);
  });

  it("does not count the project's own team viewing it, and counts another signed-in user by account", async () => {
    const { owner, project: viewed } = await project();
    const other = await makeUser(database.db);
    const now = new Date("2031-05-05T08:00:00Z");
    const input = { projectId: viewed.id, ip: "192.0.2.20", headers: browser() };
    expect(await recordView(database.db, { ...input, userId: owner.userId }, now)).toBe(false);
    expect(await recordView(database.db, { ...input, userId: other.userId }, now)).toBe(true);
    expect(await recordView(database.db, { ...input, ip: "198.51.100.20", userId: other.userId }, now)).toBe(false);
    // The same address signed out is another visitor.
    expect(await recordView(database.db, input, now)).toBe(true);
  });

  it("records the kind: a page render is site (launcher for a launcher's browser), the ingest reads the agent", async () => {
    const now = new Date("2031-05-06T08:00:00Z");
    const kinds: string[] = [];
    for (const [source, agent] of [
      ["page", FIREFOX],
      ["page", "modrinth/theseus/0.9.3 (support@modrinth.com)"],
      ["ingest", FIREFOX],
      ["ingest", "PrismLauncher/9.2"],
      ["ingest", "my-script/1.0 (me@example.com)"],
      ["ingest", "packwiz-installer/0.5.14"],
      ["ingest", ""],
    ] as const) {
      const { project: viewed } = await project();
      const headers = new Headers({ "user-agent": agent });
      expect(await recordView(database.db, { projectId: viewed.id, ip: "192.0.2.30", headers, source }, now)).toBe(
        true,
      );
      kinds.push((await viewsOf(viewed.id))[0]!.kind);
    }
    // A client naming itself as the API guidelines ask is counted as api, not taken for a bot.
    expect(kinds).toEqual(["site", "launcher", "site", "launcher", "api", "api", "api"]);
  });

  it("stores no IP address: only the keyed hash, a country and a kind", async () => {
    const { project: viewed } = await project();
    const ips = ["203.0.113.99", "2001:db8:abcd:12::77"];
    for (const ip of ips) await recordView(database.db, { projectId: viewed.id, ip, headers: browser() });
    const rows = await database.db.$queryRaw<{ row: string }[]>`
      SELECT row_to_json(v)::text AS row FROM view_events v WHERE project_id = ${viewed.id}`;
    expect(rows).toHaveLength(2);
    for (const { row } of rows) {
      for (const needle of [...ips, "203.0.113", "2001:db8:abcd"]) expect(row).not.toContain(needle);
    }
  });
});

describe("the bot list", () => {
  it("still holds the three catch-alls it leaves out (an isbot update that renames them must be looked at)", () => {
    for (const pattern of IDENTIFIED_CLIENT_PATTERNS) expect(list).toContain(pattern);
  });
});

describe("the view roll-up", () => {
  it("writes daily rows by project, version, country and kind, once, then prunes old events and salts", async () => {
    const { project: viewed } = await project();
    const day1 = new Date("2031-06-01T10:00:00Z");
    const day2 = new Date("2031-06-02T10:00:00Z");
    const view = (ip: string, now: Date, extra: Partial<Parameters<typeof recordView>[1]> = {}) =>
      recordView(database.db, { projectId: viewed.id, ip, headers: browser(), ...extra }, now);
    await view("192.0.2.1", day1);
    await view("192.0.2.2", day1);
    await view("192.0.2.3", day1, { headers: new Headers({ "user-agent": "ATLauncher/3.4" }), source: "ingest" });
    await view("192.0.2.4", day1, { versionId: "vvvvvvvv" });
    await view("192.0.2.1", day2);
    // Both days' events are waiting; two workers at once add each event once.
    const rolled = await Promise.all([rollUpViews(database.db, 2, day2), rollUpViews(database.db, 2, day2)]);
    expect(rolled[0] + rolled[1]).toBeGreaterThanOrEqual(5);
    expect(await rollUpViews(database.db, 2, day2)).toBe(0);
    const daily = await database.db.viewDaily.findMany({
      where: { projectId: viewed.id },
      orderBy: [{ day: "asc" }, { versionId: "asc" }, { kind: "asc" }],
    });
    expect(
      daily.map((row) => [row.day.toISOString().slice(0, 10), row.versionId, row.country, row.kind, row.count]),
    ).toEqual([
      ["2031-06-01", "", "unknown", "launcher", 1],
      ["2031-06-01", "", "unknown", "site", 2],
      ["2031-06-01", "vvvvvvvv", "unknown", "site", 1],
      ["2031-06-02", "", "unknown", "site", 1],
    ]);
    // Three days on, the rolled-up events and the old days' salts are gone.
    await rollUpViews(database.db, 100, new Date("2031-06-05T10:00:00Z"));
    expect(await viewsOf(viewed.id)).toHaveLength(0);
    expect(
      await database.db.visitorSalt.count({
        where: { day: { gte: new Date("2031-06-01"), lte: new Date("2031-06-02") } },
      }),
    ).toBe(0);
    expect(await database.db.viewDaily.count({ where: { projectId: viewed.id } })).toBe(4);
  });
});

describe("a project page render", () => {
  it("counts a view after the response, with the viewer's headers", async () => {
    const pending: Promise<unknown>[] = [];
    vi.doMock("next/headers", () => ({
      headers: () => Promise.resolve(new Headers({ "user-agent": FIREFOX, "x-forwarded-for": "203.0.113.150" })),
    }));
    vi.doMock("next/server", () => ({ after: (task: () => Promise<unknown>) => pending.push(task()) }));
    const { countPageView } = await import("../src/ui/count-view");
    const { project: viewed } = await project();
    await countPageView({ id: viewed.id, status: "approved" }, null, "vvvvvvvv");
    // A draft's page (only its team and staff can open it) is not counted.
    await countPageView({ id: viewed.id, status: "draft" }, null);
    await vi.waitUntil(() => pending.length === 1);
    await Promise.all(pending);
    const events = await viewsOf(viewed.id);
    expect(events.map((event) => [event.versionId, event.kind])).toEqual([["vvvvvvvv", "site"]]);
    vi.doUnmock("next/headers");
    vi.doUnmock("next/server");
  });
});
