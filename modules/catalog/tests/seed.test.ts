import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { DEMO_PLAYERS, DOWNLOAD_HISTORY_DAYS } from "../src/seed/activity-seed";
import { DEMO_PROJECTS, seedCatalog } from "../src/seed/catalog-seed";
import { tempDataDir } from "../../../tests/support/temp-dir";

tempDataDir("hopper-seed-");
const database = setupTestDatabase();

describe("demo catalogue", () => {
  it("creates 60 projects across the six types, each with an icon, gallery and several valid versions", async () => {
    const lines: string[] = [];
    await seedCatalog({ db: database.db, report: (line) => lines.push(line) });
    const projects = await database.db.project.findMany({
      include: { versions: { include: { files: true } }, gallery: true },
    });
    expect(projects).toHaveLength(DEMO_PROJECTS.length);
    expect(new Set(projects.map((p) => p.projectType))).toEqual(
      new Set(["mod", "plugin", "datapack", "resourcepack", "shader", "modpack"]),
    );
    for (const project of projects) {
      expect(project.versions.length).toBeGreaterThanOrEqual(2);
      expect(project.iconUrl).toMatch(/^\/cdn\/data\/.+\/icon\.svg$/);
      expect(project.gallery.length).toBeGreaterThanOrEqual(1);
      expect(project.versions.every((version) => version.files.length === 1)).toBe(true);
      expect(project.loaders.length).toBeGreaterThan(0);
    }
    expect(projects.filter((p) => p.status === "approved").length).toBeGreaterThan(50);
    const teams = await database.db.teamMember.groupBy({ by: ["teamId"], _count: true });
    expect(teams.some((team) => team._count >= 3)).toBe(true);
    expect(lines.at(-1)).toMatch(/^catalog +60 demo projects, \d+ versions$/);

    // Followers are real follow rows (a follow or unfollow recounts them), from demo players who cannot sign in.
    const follows = await database.db.projectFollow.groupBy({ by: ["projectId"], _count: { _all: true } });
    const followRows = new Map(follows.map((row) => [row.projectId, row._count._all]));
    for (const project of projects) expect(project.followers).toBe(followRows.get(project.id) ?? 0);
    expect(projects.filter((project) => project.followers > 0).length).toBeGreaterThan(30);
    expect(Math.max(...projects.map((project) => project.followers))).toBeGreaterThan(100);
    const followers = await database.db.user.findMany({
      where: { projectFollows: { some: {} } },
      select: { username: true, passwordHash: true },
    });
    expect(followers.every((user) => DEMO_PLAYERS.includes(user.username) && user.passwordHash === null)).toBe(true);
    for (const project of projects.filter((project) => project.status !== "approved")) {
      expect(project.followers).toBe(0);
    }

    // Download history as the roll-up leaves it: a version's daily rows add up to its downloads, a project's
    // downloads are its versions', and the rows cover the last DOWNLOAD_HISTORY_DAYS days up to yesterday.
    const daily = await database.db.downloadDaily.groupBy({
      by: ["versionId"],
      _sum: { count: true },
      _min: { day: true },
      _max: { day: true },
    });
    const byVersion = new Map(daily.map((row) => [row.versionId, row]));
    const today = new Date(new Date().toISOString().slice(0, 10));
    for (const project of projects) {
      expect(project.downloads).toBe(project.versions.reduce((sum, version) => sum + version.downloads, 0));
      for (const version of project.versions) {
        const rows = byVersion.get(version.id);
        expect(rows?._sum.count ?? 0).toBe(version.downloads);
        if (!rows) continue;
        expect(rows._max.day!.getTime()).toBeLessThan(today.getTime());
        expect(rows._min.day!.getTime()).toBeGreaterThanOrEqual(today.getTime() - DOWNLOAD_HISTORY_DAYS * 86_400_000);
      }
    }
    const projectDays = await database.db.downloadDaily.groupBy({
      by: ["projectId"],
      where: { day: { gte: new Date(today.getTime() - 30 * 86_400_000) } },
      _count: { _all: true },
    });
    // The analytics page (last 30 days) has something to draw for every project with downloads.
    expect(projectDays.length).toBe(projects.filter((project) => project.downloads > 0).length);
    expect(await database.db.downloadDaily.count({ where: { count: { lte: 0 } } })).toBe(0);
  }, 120_000);
});
