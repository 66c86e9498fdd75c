// What the project page, its changelog, its version list and the ?version=&loader= download interface show each
// kind of viewer: they all read versions through listShownVersions.

import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@hopper/core/auth";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { pickDownload } from "../src/server/services/downloads/pick-download";
import { createProject } from "../src/server/services/projects/project-create";
import { listShownVersions } from "../src/server/services/versions/shown-versions";
import { acceptInvitation, inviteMember } from "../src/server/services/teams/teams";
import { createVersion } from "../src/server/services/versions/version-create";
import { updateVersion } from "../src/server/services/versions/version-update";
import { zip } from "./archives";
import { makeUser, uniqueSlug } from "./helpers";
import { tempDataDir } from "../../../tests/support/temp-dir";

tempDataDir("hopper-shown-versions-");

const database = setupTestDatabase();

const jar = (id: string) =>
  zip({
    "fabric.mod.json": JSON.stringify({ schemaVersion: 1, id, version: "1.0.0", depends: { minecraft: "1.20.1" } }),
    [`${id}/Main.class`]: `class ${id}`,
  });

let project: Awaited<ReturnType<typeof createProject>>;
let owner: Actor;
let member: Actor;
let invited: Actor;
let stranger: Actor;
let moderator: Actor;
let admin: Actor;

beforeAll(async () => {
  const db = database.db;
  [owner, member, invited, stranger, moderator, admin] = await Promise.all([
    makeUser(db),
    makeUser(db),
    makeUser(db),
    makeUser(db),
    makeUser(db, "moderator"),
    makeUser(db, "admin"),
  ]);
  project = await createProject(db, owner, {
    name: "Shown versions",
    slug: uniqueSlug("shown"),
    projectType: "mod",
    summary: "Which versions each viewer sees",
  });
  await inviteMember(db, owner, project.id, { userId: member.userId });
  await acceptInvitation(db, member, project.id);
  await inviteMember(db, owner, project.id, { userId: invited.userId });
  // Oldest first: a listed release, then newer releases the team hid.
  const upload = (versionNumber: string, changelog: string) =>
    createVersion(db, owner, project.id, {
      versionNumber,
      loaders: ["fabric"],
      gameVersions: ["1.20.1"],
      changelog,
      files: [{ filename: `shown-${versionNumber}.jar`, body: jar(`shown_${versionNumber.replace(/\./g, "_")}`) }],
    });
  await upload("1.0.0", "Public changes");
  const draft = await upload("2.0.0", "Secret draft changes");
  const unlisted = await upload("3.0.0", "Secret unlisted changes");
  const archived = await upload("0.9.0", "Archived changes");
  await updateVersion(db, owner, draft.id, { status: "draft" });
  await updateVersion(db, owner, unlisted.id, { status: "unlisted" });
  await updateVersion(db, owner, archived.id, { status: "archived" });
});

const shownTo = async (actor: Actor | null, filters = {}) => {
  const { versions, total } = await listShownVersions(database.db, actor, project, filters);
  return {
    numbers: versions.map((version) => version.versionNumber),
    changelogs: versions.map((version) => version.changelog),
    total,
    picked: pickDownload(versions, { gameVersion: "1.20.1", loader: "fabric" })?.version.versionNumber,
    latest: versions[0]?.versionNumber,
  };
};

describe("a project's draft and unlisted versions", () => {
  it.each([
    ["an anonymous visitor", () => null],
    ["another signed-in user", () => stranger],
  ])("are not shown to %s: not the latest download, not in the changelog, not picked", async (_who, who) => {
    const shown = await shownTo(who());
    // The archived version is still listed (as in the API); its newer hidden siblings are not.
    expect(shown.numbers).toEqual(["0.9.0", "1.0.0"]);
    expect(shown.total).toBe(2);
    expect(shown.changelogs.join(" ")).not.toContain("Secret");
    expect(shown.picked).toBe("0.9.0");
  });

  it.each([
    ["the owner", () => owner],
    ["an accepted team member", () => member],
    ["an invited team member", () => invited],
    ["a moderator", () => moderator],
    ["an admin", () => admin],
  ])("are shown to %s", async (_who, who) => {
    const shown = await shownTo(who());
    expect(shown.numbers).toEqual(["0.9.0", "3.0.0", "2.0.0", "1.0.0"]);
    expect(shown.total).toBe(4);
    expect(shown.changelogs).toContain("Secret draft changes");
  });

  it("pages and counts only what the viewer may see", async () => {
    expect(await shownTo(null, { skip: 1, take: 1 })).toMatchObject({ numbers: ["1.0.0"], total: 2 });
    expect(await shownTo(owner, { skip: 1, take: 2 })).toMatchObject({ numbers: ["3.0.0", "2.0.0"], total: 4 });
  });
});
