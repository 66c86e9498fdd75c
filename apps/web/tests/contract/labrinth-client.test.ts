import type { GenericModrinthClient } from "@modrinth/api-client";
import { beforeAll, describe, expect, it } from "vitest";
import { searchEngine } from "../../../../modules/search/src/server/engine";
import { indexProjects } from "../../../../modules/search/src/server/indexer";
import { PNG, setupApi } from "../../../../modules/catalog/tests/api-project-fixtures";
import { signIn } from "../../../../modules/catalog/tests/session-cookie";
import { createVersion } from "../../../../modules/catalog/src/server/services/versions/version-create";
import { VALID_FILES } from "../../../../modules/catalog/tests/archives";
import type { ScopeName } from "../../../../modules/core/src/auth/scopes";
import { contractClients, expectShape, statusOf } from "./client-support";
import * as shapes from "./client-shapes";

// The contract: the reference platform's own TypeScript client, @modrinth/api-client 0.77.0 (its website and app
// use it), unchanged, pointed at Hopper over real HTTP with a real database. Every client method that maps to a
// public labrinth route Hopper serves is called here, and each answer must have the shape the client's types
// promise (client-shapes.ts). New routes join this file when Hopper serves them. Upload methods
// (versions_v3.createVersion, addFilesToVersion) are not called: the client sends them with XMLHttpRequest,
// which Node does not have.

const { database, api, user, project, tokenFor } = setupApi("contract");

const SCOPES: ScopeName[] = [
  "USER_READ_EMAIL",
  "USER_READ",
  "USER_WRITE",
  "PROJECT_CREATE",
  "PROJECT_READ",
  "PROJECT_WRITE",
  "PROJECT_DELETE",
  "VERSION_CREATE",
  "VERSION_READ",
  "VERSION_WRITE",
  "VERSION_DELETE",
  "COLLECTION_CREATE",
  "COLLECTION_READ",
  "COLLECTION_WRITE",
  "COLLECTION_DELETE",
  "ORGANIZATION_CREATE",
  "ORGANIZATION_READ",
  "ORGANIZATION_WRITE",
  "ORGANIZATION_DELETE",
];

/** The reference's client on Hopper's base URL, as a launcher would configure it (its own client address). */
const clientFor = contractClients(api, "10.77");

type Owner = Awaited<ReturnType<typeof user>>;
let owner: Owner;
let other: Owner;
let mod: Awaited<ReturnType<typeof project>>;
let library: Awaited<ReturnType<typeof project>>;
let libraryVersionId: string;
let client: GenericModrinthClient;
let anonymous: GenericModrinthClient;

beforeAll(async () => {
  owner = await user("user", SCOPES);
  other = await user("user", SCOPES);
  library = await project({ withVersion: true });
  libraryVersionId = library.versionId!;
  mod = await project({ withVersion: true });
  // The mod's second version depends on the library's version: dependencies in both versions' shapes.
  await createVersion(database.db, mod.owner.actor, mod.id, {
    versionNumber: "2.0.0",
    loaders: ["fabric"],
    gameVersions: ["1.20.1"],
    dependencies: [{ versionId: libraryVersionId, dependencyType: "required" }],
    files: [{ filename: `second-${mod.id}.jar`, body: VALID_FILES.fabric.bytes() }],
  });
  await indexProjects(database.db, await searchEngine(), [mod.id, library.id]);
  client = clientFor({ token: mod.owner.token });
  anonymous = clientFor();
});

describe("projects (v2 and v3 modules)", () => {
  it("projects_v2.get, check, getMultiple, getRandom and getDependencies answer the v2 shapes", async () => {
    const got = expectShape(shapes.projectV2, await anonymous.labrinth.projects_v2.get(mod.slug));
    expect(got.id).toBe(mod.id);
    expect(await anonymous.labrinth.projects_v2.check(mod.slug)).toEqual({ id: mod.id });
    const many = await anonymous.labrinth.projects_v2.getMultiple([mod.id, library.slug]);
    expect(many.map((p) => expectShape(shapes.projectV2, p).id)).toEqual([mod.id, library.id]);
    const random = await anonymous.labrinth.projects_v2.getRandom(2);
    for (const p of random) expectShape(shapes.projectV2, p);
    const dependencies = await anonymous.labrinth.projects_v2.getDependencies(mod.id);
    expect(dependencies.projects.map((p) => expectShape(shapes.projectV2, p).id)).toEqual([library.id]);
    expect(dependencies.versions.map((v) => expectShape(shapes.versionV2, v).id)).toEqual([libraryVersionId]);
  });

  it("projects_v3.get, getMultiple, getMembers and getDependencies answer the v3 shapes", async () => {
    const got = expectShape(shapes.projectV3, await anonymous.labrinth.projects_v3.get(mod.slug));
    expect(got).toMatchObject({ id: mod.id, project_types: ["mod"], loaders: ["fabric"], mrpack_loaders: [] });
    expect(got.versions).toHaveLength(2);
    const many = await anonymous.labrinth.projects_v3.getMultiple([mod.id, library.id]);
    expect(many.map((p) => expectShape(shapes.projectV3, p).id)).toEqual([mod.id, library.id]);
    const members = await anonymous.labrinth.projects_v3.getMembers(mod.id);
    expect(members.map((m) => expectShape(shapes.teamMemberV3, m).user.id)).toEqual([mod.owner.id]);
    const dependencies = await anonymous.labrinth.projects_v3.getDependencies(mod.id);
    expect(dependencies.projects.map((p) => expectShape(shapes.projectV3, p).id)).toEqual([library.id]);
    expect(dependencies.versions.map((v) => expectShape(shapes.versionV3, v).id)).toEqual([libraryVersionId]);
  });

  it("an unknown project is the client's 404 error", async () => {
    expect(await statusOf(anonymous.labrinth.projects_v3.get("no-such-project"))).toBe(404);
    expect(await statusOf(anonymous.labrinth.projects_v2.get("no-such-project"))).toBe(404);
  });

  it("projects_v2.search and projects_v3.search answer their result shapes", async () => {
    const v2 = expectShape(
      shapes.searchV2,
      await anonymous.labrinth.projects_v2.search({ facets: [["project_type:mod"]], limit: 50 }),
    );
    expect(v2.hits.map((hit) => hit.project_id)).toEqual(expect.arrayContaining([mod.id, library.id]));
    const v3 = expectShape(
      shapes.searchV3,
      await anonymous.labrinth.projects_v3.search({ facets: [["project_types:mod"], ["game_versions:1.20.1"]] }),
    );
    expect(v3.hits.map((hit) => hit.project_id)).toEqual(expect.arrayContaining([mod.id, library.id]));
    expect(v3).toMatchObject({ page: 1, hits_per_page: 10 });
    expect(v3.hits.find((hit) => hit.project_id === mod.id)?.loaders).toEqual(["fabric"]);
  });

  it("projects_v2.edit, bulkEdit and the gallery methods change the project", async () => {
    await client.labrinth.projects_v2.edit(mod.id, { description: "Edited through the reference client" });
    await client.labrinth.projects_v2.bulkEdit([mod.id], { issues_url: "https://example.com/issues" });
    await client.labrinth.projects_v2.createGalleryImage(mod.id, new Blob([PNG]), {
      ext: "png",
      featured: true,
      title: "Shot",
    });
    const withImage = expectShape(shapes.projectV3, await client.labrinth.projects_v3.get(mod.id));
    expect(withImage.summary).toBe("Edited through the reference client");
    expect(withImage.link_urls.issues).toEqual({
      platform: "issues",
      donation: false,
      url: "https://example.com/issues",
    });
    const image = withImage.gallery[0]!;
    expect(image).toMatchObject({ featured: true, name: "Shot" });
    await client.labrinth.projects_v2.editGalleryImage(mod.id, image.url, { featured: false, title: "Renamed" });
    expect((await client.labrinth.projects_v2.get(mod.id)).gallery?.[0]).toMatchObject({ title: "Renamed" });
    await client.labrinth.projects_v2.deleteGalleryImage(mod.id, image.url);
    expect((await client.labrinth.projects_v3.get(mod.id)).gallery).toEqual([]);
  });

  it("projects_v2.delete removes a project", async () => {
    const doomed = await project();
    await clientFor({ token: doomed.owner.token }).labrinth.projects_v2.delete(doomed.id);
    expect(await statusOf(anonymous.labrinth.projects_v2.get(doomed.id))).toBe(404);
  });
});

describe("versions (v2 and v3 modules)", () => {
  it("versions_v2 reads answer the v2 version shape", async () => {
    const list = await anonymous.labrinth.versions_v2.getProjectVersions(mod.id, { loaders: ["fabric"] });
    expect(list.map((v) => expectShape(shapes.versionV2, v).version_number)).toEqual(["2.0.0", "1.0.0"]);
    const one = expectShape(shapes.versionV2, await anonymous.labrinth.versions_v2.getVersion(mod.versionId!));
    expect(one.id).toBe(mod.versionId);
    const sha1 = one.files[0]!.hashes.sha1;
    const byHash = await anonymous.labrinth.versions_v2.getVersionFromFileHash(sha1, "sha1");
    expect(expectShape(shapes.versionV2, byHash).id).toBe(mod.versionId);
    const several = await anonymous.labrinth.versions_v2.getVersions([mod.versionId!, libraryVersionId]);
    expect(several.map((v) => expectShape(shapes.versionV2, v).id)).toEqual([mod.versionId, libraryVersionId]);
    const byNumber = await anonymous.labrinth.versions_v2.getVersionFromIdOrNumber(mod.id, "1.0.0");
    expect(expectShape(shapes.versionV2, byNumber).id).toBe(mod.versionId);
  });

  it("versions_v3 reads answer the v3 version shape, through v2 and v3 version lists", async () => {
    const viaV2 = await anonymous.labrinth.versions_v3.getProjectVersions(mod.id);
    expect(viaV2).toHaveLength(2);
    const viaV3 = await anonymous.labrinth.versions_v3.getProjectVersions(mod.id, { apiVersion: 3 });
    expect(viaV3.map((v) => expectShape(shapes.versionV3, v).version_number)).toEqual(["2.0.0", "1.0.0"]);
    const one = expectShape(shapes.versionV3, await anonymous.labrinth.versions_v3.getVersion(mod.versionId!));
    expect(one).toMatchObject({ id: mod.versionId, loaders: ["fabric"], game_versions: ["1.20.1"] });
    const several = await anonymous.labrinth.versions_v3.getVersions([libraryVersionId, mod.versionId!]);
    expect(several.map((v) => expectShape(shapes.versionV3, v).id)).toEqual([libraryVersionId, mod.versionId]);
    const byNumber = await anonymous.labrinth.versions_v3.getVersionFromIdOrNumber(mod.slug, "2.0.0");
    expect(expectShape(shapes.versionV3, byNumber).dependencies).toEqual([
      expect.objectContaining({ version_id: libraryVersionId, dependency_type: "required" }),
    ]);
  });

  it("versions_v3.modifyVersion edits and answers the version; both modules' deleteVersion remove one", async () => {
    const edited = await client.labrinth.versions_v3.modifyVersion(mod.versionId!, {
      name: "First release",
      changelog: "Edited through the reference client",
    });
    expect(expectShape(shapes.versionV3, edited)).toMatchObject({ name: "First release" });
    expect((await anonymous.labrinth.versions_v2.getVersion(mod.versionId!)).changelog).toBe(
      "Edited through the reference client",
    );
    const throwaway = await project({ withVersion: true });
    const ownerClient = clientFor({ token: throwaway.owner.token });
    await ownerClient.labrinth.versions_v2.deleteVersion(throwaway.versionId!);
    expect(await statusOf(anonymous.labrinth.versions_v3.getVersion(throwaway.versionId!))).toBe(404);
    const second = await createVersion(database.db, throwaway.owner.actor, throwaway.id, {
      versionNumber: "1.0.1",
      loaders: ["fabric"],
      gameVersions: ["1.20.1"],
      files: [{ filename: `again-${throwaway.id}.jar`, body: VALID_FILES.fabric.bytes() }],
    });
    await ownerClient.labrinth.versions_v3.deleteVersion(second.id);
    expect(await statusOf(anonymous.labrinth.versions_v2.getVersion(second.id))).toBe(404);
  });

  it("a version edit without a token is the client's 401 error", async () => {
    expect(await statusOf(anonymous.labrinth.versions_v3.modifyVersion(mod.versionId!, { name: "x" }))).toBe(401);
  });
});

describe("modpacks in the v3 shapes", () => {
  it("list the mrpack loader with the pack's own loaders in mrpack_loaders, and take them back on edit", async () => {
    const pack = await project({ type: "modpack" });
    const version = await createVersion(database.db, pack.owner.actor, pack.id, {
      versionNumber: "5.0",
      loaders: ["fabric"],
      gameVersions: ["1.20.1"],
      files: [{ filename: VALID_FILES.modpack.filename, body: VALID_FILES.modpack.bytes() }],
    });
    const projectV3 = expectShape(shapes.projectV3, await anonymous.labrinth.projects_v3.get(pack.id));
    expect(projectV3).toMatchObject({ project_types: ["modpack"], loaders: ["mrpack"], mrpack_loaders: ["fabric"] });
    const versionV3 = expectShape(shapes.versionV3, await anonymous.labrinth.versions_v3.getVersion(version.id));
    expect(versionV3).toMatchObject({ loaders: ["mrpack"], mrpack_loaders: ["fabric"] });
    // The v2 shapes keep the pack's loaders, as the reference's v2 does.
    expect((await anonymous.labrinth.versions_v2.getVersion(version.id)).loaders).toEqual(["fabric"]);

    // The client's modifyVersion sends a modpack's loaders as ["mrpack"] plus mrpack_loaders.
    const edited = await clientFor({ token: pack.owner.token }).labrinth.versions_v3.modifyVersion(version.id, {
      loaders: ["mrpack"],
      mrpack_loaders: ["quilt"],
    });
    expect(edited).toMatchObject({ loaders: ["mrpack"], mrpack_loaders: ["quilt"] });
    expect((await anonymous.labrinth.versions_v2.getVersion(version.id)).loaders).toEqual(["quilt"]);
  });
});

describe("users, teams and tags", () => {
  it("users_v2 and users_v3 reads answer their user shapes", async () => {
    const self = expectShape(
      shapes.userV3,
      await clientFor({ token: owner.token }).labrinth.users_v3.getAuthenticated(),
    );
    expect(self).toMatchObject({ id: owner.id, username: owner.username });
    expectShape(shapes.userV3, await anonymous.labrinth.users_v3.get(owner.username));
    expectShape(shapes.userV2, await anonymous.labrinth.users_v2.get(owner.id));
    const several = await anonymous.labrinth.users_v2.getMultiple([owner.id, other.username]);
    expect(several.map((u) => expectShape(shapes.userV2, u).id)).toEqual([owner.id, other.id]);
  });

  it("a user's projects and follows, in v2 and v3", async () => {
    const ownerOfMod = mod.owner;
    const projectsV2 = await anonymous.labrinth.users_v2.getProjects(ownerOfMod.id);
    expect(projectsV2.map((p) => expectShape(shapes.projectV2, p).id)).toEqual([mod.id]);
    const projectsV3 = await anonymous.labrinth.users_v3.getProjects(ownerOfMod.username);
    expect(projectsV3.map((p) => expectShape(shapes.projectV3, p).id)).toEqual([mod.id]);

    await api.request(`/v2/project/${library.id}/follow`, { method: "POST", token: owner.token, ip: "10.78.0.1" });
    const ownClient = clientFor({ token: owner.token });
    const followsV2 = await ownClient.labrinth.users_v2.getFollowedProjects(owner.id);
    expect(followsV2.map((p) => expectShape(shapes.projectV2, p).id)).toEqual([library.id]);
    const followsV3 = await ownClient.labrinth.users_v3.getFollowedProjects(owner.username);
    expect(followsV3.map((p) => expectShape(shapes.projectV3, p).id)).toEqual([library.id]);
    expect(await statusOf(anonymous.labrinth.users_v3.getFollowedProjects(owner.id))).toBe(401);
  });

  it("users_v2.patch, changeIcon and deleteIcon edit the user", async () => {
    const ownClient = clientFor({ token: other.token });
    await ownClient.labrinth.users_v2.patch(other.id, { bio: "Written by the reference client" });
    await ownClient.labrinth.users_v2.changeIcon(other.id, new Blob([PNG]), "png");
    const withIcon = await anonymous.labrinth.users_v3.get(other.id);
    expect(withIcon.bio).toBe("Written by the reference client");
    expect(withIcon.avatar_url).toMatch(/^http/);
    await ownClient.labrinth.users_v2.deleteIcon(other.id);
    expect((await anonymous.labrinth.users_v2.get(other.id)).avatar_url ?? null).toBeNull();
  });

  it("teams_v2 invites, edits, removes and hands over; teams_v3.getMultiple answers the v3 members", async () => {
    const team = await project();
    const teamClient = clientFor({ token: team.owner.token });
    await teamClient.labrinth.teams_v2.addMember(team.teamId, { user_id: other.id, role: "Artist" });
    await teamClient.labrinth.teams_v2.editMember(team.teamId, other.id, { role: "Painter" });
    await teamClient.labrinth.teams_v2.removeMember(team.teamId, other.id);
    await teamClient.labrinth.teams_v2.addMember(team.teamId, { user_id: owner.id });
    await api.request(`/v2/team/${team.teamId}/join`, { method: "POST", token: owner.token, ip: "10.78.0.2" });
    await teamClient.labrinth.teams_v2.transferOwnership(team.teamId, { user_id: owner.id });

    const teams = await anonymous.labrinth.teams_v3.getMultiple([team.teamId, mod.teamId]);
    expect(teams).toHaveLength(2);
    const members = teams[0]!.map((member) => expectShape(shapes.teamMemberV3, member));
    expect(members.find((member) => member.is_owner)?.user.id).toBe(owner.id);
  });

  it("tags_v2.getLicenseText answers a license's title and body", async () => {
    const text = expectShape(shapes.licenseText, await anonymous.labrinth.tags_v2.getLicenseText("MIT"));
    expect(text.body).toContain("Permission is hereby granted");
  });
});

describe("organizations and collections (v3)", () => {
  it("organizations_v3 reads and project moves answer the organization shapes", async () => {
    const slug = `org-${mod.id.toLowerCase()}`;
    const orgToken = await tokenFor(mod.owner.id, SCOPES);
    const orgClient = clientFor({ token: orgToken });
    const created = await api.json<{ id: string }>("/v3/organization", {
      method: "POST",
      token: orgToken,
      ip: "10.78.0.3",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ slug, name: "Contract Org", description: "Made by the contract tests" }),
    });
    expect(created.status).toBe(200);
    const organization = expectShape(shapes.organizationV3, await anonymous.labrinth.organizations_v3.get(slug));
    const several = await anonymous.labrinth.organizations_v3.getMultiple([organization.id]);
    expect(several.map((o) => expectShape(shapes.organizationV3, o).id)).toEqual([organization.id]);
    const memberOf = await anonymous.labrinth.users_v2.getOrganizations(mod.owner.id);
    expect(memberOf.map((o) => expectShape(shapes.organizationV3, o).id)).toEqual([organization.id]);

    expect(await anonymous.labrinth.projects_v3.getOrganization(mod.id)).toBeNull();
    await orgClient.labrinth.organizations_v3.addProject(organization.id, { project_id: mod.id });
    const owning = await anonymous.labrinth.projects_v3.getOrganization(mod.id);
    expect(owning?.id).toBe(organization.id);
    const inside = await anonymous.labrinth.organizations_v3.getProjects(organization.id);
    expect(inside.map((p) => expectShape(shapes.projectV3, p).id)).toEqual([mod.id]);
    await orgClient.labrinth.organizations_v3.removeProject(organization.id, mod.id, { new_owner: mod.owner.id });
    expect(await anonymous.labrinth.projects_v3.getOrganization(mod.id)).toBeNull();
  });

  it("collections reads, edits, icon and delete answer the collection shape", async () => {
    const created = await api.json<{ id: string }>("/v3/collection", {
      method: "POST",
      token: owner.token,
      ip: "10.78.0.4",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Contract picks", projects: [mod.id] }),
    });
    expect(created.status).toBe(200);
    const id = created.body.id;
    const ownClient = clientFor({ token: owner.token });
    expect(expectShape(shapes.collection, await anonymous.labrinth.collections.get(id)).projects).toEqual([mod.id]);
    const several = await anonymous.labrinth.collections.getMultiple([id]);
    expect(several.map((c) => expectShape(shapes.collection, c).id)).toEqual([id]);
    const listed = await anonymous.labrinth.users_v2.getCollections(owner.id);
    expect(listed.map((c) => expectShape(shapes.collection, c).id)).toEqual([id]);

    await ownClient.labrinth.collections.edit(id, { description: "Edited", new_projects: [mod.id, library.id] });
    await ownClient.labrinth.collections.editIcon(id, new Blob([PNG]), "png");
    const edited = await anonymous.labrinth.collections.get(id);
    expect(edited).toMatchObject({ description: "Edited", projects: [mod.id, library.id] });
    expect(edited.icon_url).toMatch(/^http/);
    await ownClient.labrinth.collections.deleteIcon(id);
    expect((await anonymous.labrinth.collections.get(id)).icon_url).toBeNull();
    await ownClient.labrinth.collections.delete(id);
    expect(await statusOf(anonymous.labrinth.collections.get(id))).toBe(404);
  });
});

describe("tokens and sessions (a signed-in session only)", () => {
  it("pats_v2.list and sessions_v2.list answer the signed-in user's tokens and sessions", async () => {
    const session = await signIn(database.db, owner.id);
    try {
      const browser = clientFor({ cookie: session.cookie });
      const pats = await browser.labrinth.pats_v2.list();
      expect(pats.map((token) => expectShape(shapes.pat, token))).toEqual([
        expect.objectContaining({ user_id: owner.id, access_token: null }),
      ]);
      const sessions = await browser.labrinth.sessions_v2.list();
      const listed = sessions.map((entry) => expectShape(shapes.session, entry));
      expect(listed).toEqual([expect.objectContaining({ user_id: owner.id, current: true, session: null })]);
    } finally {
      await session.revoke();
    }
  });

  it("refuses a token with 401, even alongside a session cookie; the cookie opens no other route", async () => {
    const session = await signIn(database.db, owner.id);
    try {
      expect(await statusOf(clientFor({ token: owner.token }).labrinth.pats_v2.list())).toBe(401);
      expect(await statusOf(clientFor({ token: owner.token }).labrinth.sessions_v2.list())).toBe(401);
      const both = clientFor({ token: owner.token, cookie: session.cookie });
      expect(await statusOf(both.labrinth.pats_v2.list())).toBe(401);
      expect(await statusOf(anonymous.labrinth.sessions_v2.list())).toBe(401);
      // The cookie opens these two lists only: every other route still needs a token (open CORS stays safe).
      expect(await statusOf(clientFor({ cookie: session.cookie }).labrinth.users_v3.getAuthenticated())).toBe(401);
    } finally {
      await session.revoke();
    }
  });
});
