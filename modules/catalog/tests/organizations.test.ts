import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import {
  acceptOrganizationInvitation,
  editOrganizationMember,
  inviteOrganizationMember,
  listOrganizationMembers,
  removeOrganizationMember,
} from "../src/server/services/organizations/organization-members";
import {
  OrganizationPermission,
  organizationPermissionNames,
} from "../src/server/services/organizations/organization-permissions";
import {
  addProjectToOrganization,
  listOrganizationProjects,
  projectOrganization,
  removeProjectFromOrganization,
} from "../src/server/services/organizations/organization-projects";
import {
  createOrganization,
  deleteOrganization,
  findOrganization,
  listUserOrganizations,
  MAX_ORGANIZATIONS_PER_USER,
  setOrganizationIcon,
  updateOrganization,
} from "../src/server/services/organizations/organizations";
import { projectAccess, ProjectPermission } from "../src/server/services/permissions";
import { canViewProject } from "../src/server/services/projects/project-access";
import { createProject } from "../src/server/services/projects/project-create";
import { updateProject } from "../src/server/services/projects/project-update";
import { seedCatalog } from "../src/seed/catalog-seed";
import { DEMO_ORGANIZATIONS, seedOrganizations } from "../src/seed/organizations-seed";
import { makeUser, uniqueSlug } from "./helpers";
import { tempDataDir } from "../../../tests/support/temp-dir";

tempDataDir("hopper-orgs-");
const database = setupTestDatabase();
const db = () => database.db;

const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  ),
);

async function organization() {
  const owner = await makeUser(db());
  const org = await createOrganization(db(), owner, {
    slug: uniqueSlug("org"),
    name: "Demo Org",
    description: "Makes things",
  });
  return { owner, org };
}

async function project(owner: Awaited<ReturnType<typeof makeUser>>, status = "approved") {
  const created = await createProject(db(), owner, {
    name: "Org project",
    slug: uniqueSlug("orgp"),
    projectType: "mod",
    summary: "In an organization",
  });
  return db().project.update({ where: { id: created.id }, data: { status } });
}

/** Invites and accepts a member with the given flags. */
async function member(org: { id: string }, owner: Awaited<ReturnType<typeof makeUser>>, orgBits = 0n, projBits = 0n) {
  const user = await makeUser(db());
  await inviteOrganizationMember(db(), owner, org.id, {
    userId: user.userId,
    organizationPermissions: orgBits,
    permissions: projBits,
  });
  await acceptOrganizationInvitation(db(), user, org.id);
  return user;
}

describe("organizations", () => {
  it("creates one with an owner team, finds it by slug in any case and rejects bad input without writing", async () => {
    const { owner, org } = await organization();
    expect(org.id).toMatch(/^[0-9A-Za-z]{8}$/);
    expect((await findOrganization(db(), org.slug.toUpperCase()))?.id).toBe(org.id);
    const members = await db().teamMember.findMany({ where: { teamId: org.teamId } });
    expect(members).toMatchObject([{ userId: owner.userId, isOwner: true, accepted: true }]);
    expect(await listUserOrganizations(db(), owner.userId)).toMatchObject([{ id: org.id }]);

    const before = await db().organization.count();
    await expect(
      createOrganization(db(), owner, { slug: "a", name: "Okay name", description: "Fine" }),
    ).rejects.toThrow("The URL must be between 3 and 64 characters.");
    await expect(
      createOrganization(db(), owner, { slug: org.slug.toUpperCase(), name: "Clash", description: "Fine" }),
    ).rejects.toThrow("This URL is already used by another organization.");
    await expect(
      createOrganization(db(), owner, { slug: uniqueSlug("o"), name: "Okay", description: "x".repeat(257) }),
    ).rejects.toThrow("The description must be between 3 and 256 characters.");
    await expect(
      createOrganization(db(), null, { slug: uniqueSlug("o"), name: "Anon", description: "Nope" }),
    ).rejects.toThrow("You must be signed in to create an organization.");
    expect(await db().organization.count()).toBe(before);
  });

  it("limits how many organizations one user owns", async () => {
    const owner = await makeUser(db());
    for (let index = 0; index < MAX_ORGANIZATIONS_PER_USER; index++) {
      await createOrganization(db(), owner, { slug: uniqueSlug("lim"), name: `Org ${index}`, description: "Many" });
    }
    await expect(
      createOrganization(db(), owner, { slug: uniqueSlug("lim"), name: "One more", description: "Too many" }),
    ).rejects.toThrow(`You can own at most ${MAX_ORGANIZATIONS_PER_USER} organizations.`);
  });

  it("edits details only with EDIT_DETAILS; moderators may, other users and plain members may not", async () => {
    const { owner, org } = await organization();
    const plain = await member(org, owner);
    const editor = await member(org, owner, OrganizationPermission.EDIT_DETAILS);
    const stranger = await makeUser(db());
    const moderator = await makeUser(db(), "moderator");
    await expect(updateOrganization(db(), plain, org.id, { name: "Nope" })).rejects.toThrow(
      "You do not have permission to edit this organization's details.",
    );
    await expect(updateOrganization(db(), stranger, org.id, { name: "Nope" })).rejects.toThrow(/permission/);
    await expect(updateOrganization(db(), null, org.id, { name: "Nope" })).rejects.toThrow("You must be signed in");
    expect((await updateOrganization(db(), editor, org.id, { name: "Edited" })).name).toBe("Edited");
    expect((await updateOrganization(db(), moderator, org.id, { description: "By staff" })).description).toBe(
      "By staff",
    );
    await expect(updateOrganization(db(), owner, org.id, { slug: "settings" })).rejects.toThrow(
      "This URL is reserved.",
    );
    expect((await findOrganization(db(), org.id))?.slug).toBe(org.slug);
  });

  it("stores and removes an icon; refuses something that is not an image", async () => {
    const { owner, org } = await organization();
    const withIcon = await setOrganizationIcon(db(), owner, org.id, PNG);
    expect(withIcon.iconUrl).toMatch(new RegExp(`^/cdn/data/organizations/${org.id}/[0-9a-f]{40}\\.icon\\.webp$`));
    await expect(setOrganizationIcon(db(), owner, org.id, new TextEncoder().encode("hello"))).rejects.toThrow(
      "Upload a PNG, JPEG, GIF or WebP image.",
    );
    expect((await findOrganization(db(), org.id))?.iconUrl).toBe(withIcon.iconUrl);
    expect((await setOrganizationIcon(db(), owner, org.id, null)).iconUrl).toBeNull();
  });

  it("adds a project only for its owner with ADD_PROJECT; organization members then get its project flags", async () => {
    const { owner, org } = await organization();
    const adder = await member(org, owner, OrganizationPermission.ADD_PROJECT);
    const uploader = await member(org, owner, 0n, ProjectPermission.UPLOAD_VERSION);
    const mine = await project(adder);
    const theirs = await project(await makeUser(db()));

    // Not the project's owner: refused even with ADD_PROJECT.
    await expect(addProjectToOrganization(db(), adder, org.id, theirs.id)).rejects.toThrow(
      "Only the project's owner can add it to an organization.",
    );
    // The project's owner without ADD_PROJECT in the organization: refused.
    await expect(addProjectToOrganization(db(), uploader, org.id, (await project(uploader)).id)).rejects.toThrow(
      "You do not have permission to add projects to this organization.",
    );
    expect((await db().project.findUniqueOrThrow({ where: { id: theirs.id } })).organizationId).toBeNull();

    await addProjectToOrganization(db(), adder, org.id, mine.slug);
    expect((await projectOrganization(db(), null, mine.id))?.id).toBe(org.id);
    expect((await projectAccess(db(), uploader, mine.teamId)).permissions).toBe(ProjectPermission.UPLOAD_VERSION);
    expect((await projectAccess(db(), owner, mine.teamId)).permissions & ProjectPermission.DELETE_PROJECT).not.toBe(0n);
    await expect(updateProject(db(), uploader, mine.id, { name: "Renamed" })).rejects.toThrow(
      "You do not have permission to edit this project's details.",
    );

    // A second organization cannot take it.
    const other = await organization();
    await db().teamMember.create({
      data: {
        id: `m${Date.now().toString(36).slice(-7)}`,
        teamId: other.org.teamId,
        userId: adder.userId,
        accepted: true,
        organizationPermissions: OrganizationPermission.ADD_PROJECT,
      },
    });
    await expect(addProjectToOrganization(db(), adder, other.org.id, mine.id)).rejects.toThrow(
      "This project is already in an organization.",
    );
  });

  it("lists public projects to visitors and every project to members; members see hidden ones", async () => {
    const { owner, org } = await organization();
    const viewer = await member(org, owner);
    const open = await project(owner);
    const draft = await project(owner, "draft");
    await addProjectToOrganization(db(), owner, org.id, open.id);
    await addProjectToOrganization(db(), owner, org.id, draft.id);
    expect((await listOrganizationProjects(db(), null, org.slug)).map((p) => p.id)).toEqual([open.id]);
    expect((await listOrganizationProjects(db(), viewer, org.id)).map((p) => p.id).sort()).toEqual(
      [open.id, draft.id].sort(),
    );
    const moved = await db().project.findUniqueOrThrow({ where: { id: draft.id } });
    expect(await canViewProject(db(), viewer, moved)).toBe(true);
    expect(await canViewProject(db(), await makeUser(db()), moved)).toBe(false);
  });

  it("removes a project with REMOVE_PROJECT or as the project's owner", async () => {
    const { owner, org } = await organization();
    const remover = await member(org, owner, OrganizationPermission.REMOVE_PROJECT);
    const plain = await member(org, owner);
    const first = await project(owner);
    await addProjectToOrganization(db(), owner, org.id, first.id);
    await expect(removeProjectFromOrganization(db(), plain, org.id, first.id)).rejects.toThrow(
      "You do not have permission to remove projects from this organization.",
    );
    await removeProjectFromOrganization(db(), remover, org.id, first.id);
    expect(await projectOrganization(db(), null, first.id)).toBeNull();
    await expect(removeProjectFromOrganization(db(), owner, org.id, first.id)).rejects.toThrow(
      "This project is not in this organization.",
    );
  });

  it("invites, accepts, edits and removes members through the team rows", async () => {
    const { owner, org } = await organization();
    const inviter = await member(org, owner, OrganizationPermission.MANAGE_INVITES);
    const guest = await makeUser(db());
    // An invitation may not carry flags the inviter lacks.
    await expect(
      inviteOrganizationMember(db(), inviter, org.id, {
        userId: guest.userId,
        organizationPermissions: OrganizationPermission.DELETE_ORGANIZATION,
      }),
    ).rejects.toThrow("You cannot give permissions you do not have.");
    await inviteOrganizationMember(db(), inviter, org.id, { userId: guest.userId, role: "Artist" });
    await expect(inviteOrganizationMember(db(), owner, org.id, { userId: guest.userId })).rejects.toThrow(
      "This user has already been invited.",
    );
    // Pending invitations are shown to members only.
    expect((await listOrganizationMembers(db(), null, org.id)).members.map((m) => m.userId)).not.toContain(
      guest.userId,
    );
    expect((await listOrganizationMembers(db(), inviter, org.id)).members.map((m) => m.userId)).toContain(guest.userId);
    await acceptOrganizationInvitation(db(), guest, org.id);
    await expect(acceptOrganizationInvitation(db(), guest, org.id)).rejects.toThrow(
      "You have no pending invitation to this organization.",
    );
    await expect(
      editOrganizationMember(db(), inviter, org.id, guest.userId, { organizationPermissions: 1n }),
    ).rejects.toThrow("You do not have permission to edit members of this organization.");
    const edited = await editOrganizationMember(db(), owner, org.id, guest.userId, {
      role: "Lead artist",
      organizationPermissions: OrganizationPermission.EDIT_DETAILS,
    });
    expect(edited).toMatchObject({ role: "Lead artist", organizationPermissions: OrganizationPermission.EDIT_DETAILS });
    await expect(removeOrganizationMember(db(), inviter, org.id, guest.userId)).rejects.toThrow(
      "You do not have permission to remove members of this organization.",
    );
    await expect(removeOrganizationMember(db(), owner, org.id, owner.userId)).rejects.toThrow(
      "The owner cannot be removed from the organization.",
    );
    await removeOrganizationMember(db(), guest, org.id, guest.userId);
    expect((await listOrganizationMembers(db(), owner, org.id)).members.map((m) => m.userId)).not.toContain(
      guest.userId,
    );
  });

  it("deletes with DELETE_ORGANIZATION only; its projects stay and leave the organization", async () => {
    const { owner, org } = await organization();
    const admin = await makeUser(db(), "admin");
    const moderator = await makeUser(db(), "moderator");
    const editor = await member(org, owner, OrganizationPermission.EDIT_DETAILS);
    const kept = await project(owner);
    await addProjectToOrganization(db(), owner, org.id, kept.id);
    await expect(deleteOrganization(db(), editor, org.id)).rejects.toThrow(
      "You do not have permission to delete this organization.",
    );
    await expect(deleteOrganization(db(), moderator, org.id)).rejects.toThrow(/permission/);
    await deleteOrganization(db(), admin, org.id);
    expect(await findOrganization(db(), org.id)).toBeNull();
    expect(await db().team.findUnique({ where: { id: org.teamId } })).toBeNull();
    expect((await db().project.findUniqueOrThrow({ where: { id: kept.id } })).organizationId).toBeNull();
  });

  it("seeds demo organizations that own some of their owners' projects, once", async () => {
    await seedCatalog({ db: db(), report: () => {} }, 10);
    const lines: string[] = [];
    await seedOrganizations({ db: db(), report: (line) => lines.push(line) });
    await seedOrganizations({ db: db(), report: () => {} });
    const seeded = await db().organization.findMany({
      where: { slugKey: { in: DEMO_ORGANIZATIONS.map((demo) => demo.slug) } },
      include: { projects: true, team: { include: { members: true } } },
    });
    expect(seeded).toHaveLength(2);
    for (const organization of seeded) {
      expect(organization.projects.length).toBeGreaterThanOrEqual(2);
      expect(organization.team.members.length).toBeGreaterThanOrEqual(2);
      expect(organization.iconUrl).toMatch(/^\/cdn\/data\/organizations\/.+\/icon\.svg$/);
      const owner = organization.team.members.find((member) => member.isOwner)!;
      for (const project of organization.projects) {
        const projectOwner = await db().teamMember.findFirst({ where: { teamId: project.teamId, isOwner: true } });
        expect(projectOwner?.userId).toBe(owner.userId);
      }
    }
    // The studio's members hold different rights, so its settings show what the flags mean (a small seed may
    // have only some of them).
    const [studioDemo] = DEMO_ORGANIZATIONS;
    expect(new Set(studioDemo!.members.map((member) => member.organization.join())).size).toBe(
      studioDemo!.members.length,
    );
    const studio = seeded.find((organization) => organization.slugKey === studioDemo!.slug)!;
    for (const row of studio.team.members.filter((member) => !member.isOwner)) {
      const { usernameKey } = await db().user.findUniqueOrThrow({ where: { id: row.userId } });
      const demo = studioDemo!.members.find((member) => member.username === usernameKey)!;
      expect({ role: row.role, flags: organizationPermissionNames(row.organizationPermissions ?? 0n) }).toEqual({
        role: demo.role,
        flags: demo.organization,
      });
    }
    expect(lines).toEqual([expect.stringMatching(/^catalog +2 demo organizations owning \d+ projects$/)]);
  }, 120_000);
});
