import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { DEMO_PROJECTS, seedCatalog } from "../src/seed/catalog-seed";

process.env.HOPPER_DATA_DIR = mkdtempSync(path.join(tmpdir(), "hopper-seed-"));
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
  }, 120_000);
});
