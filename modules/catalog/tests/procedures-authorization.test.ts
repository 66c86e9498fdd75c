// Who may call each catalog procedure, tried from outside through the tRPC caller (a real session per user):
// anonymous, another user, a team member without the needed flag, a moderator, an admin, and the owner (or the
// invitee). "ok" means the call passed authorization (it may still be refused for its input, as noted).

import { beforeEach, describe, expect, it } from "vitest";
import type { Actor } from "@hopper/core/auth";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import {
  inviteOrganizationMember,
  acceptOrganizationInvitation,
} from "../src/server/services/organizations/organization-members";
import { addProjectToOrganization } from "../src/server/services/organizations/organization-projects";
import { createOrganization } from "../src/server/services/organizations/organizations";
import { createProject } from "../src/server/services/projects/project-create";
import { acceptInvitation, inviteMember } from "../src/server/services/teams/teams";
import { createVersion } from "../src/server/services/versions/version-create";
import { VALID_FILES } from "./archives";
import { anonymousCaller, callerFor } from "./callers";
import type { CatalogCaller } from "./callers";
import { makeUser, uniqueSlug } from "./helpers";
import { tempDataDir } from "../../../tests/support/temp-dir";

tempDataDir("hopper-procedures-");
const database = setupTestDatabase();
const db = () => database.db;

type Who = "anonymous" | "stranger" | "member" | "moderator" | "admin" | "owner" | "invitee";
type Outcome = "ok" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "BAD_REQUEST";

interface World {
  callers: Record<Who, CatalogCaller>;
  actors: Record<Exclude<Who, "anonymous">, Actor>;
  projectId: string;
  projectSlug: string;
  versionId: string;
  /** A second accepted member, for remove. */
  other: Actor;
  /** A user with no relation to anything, to invite. */
  newcomer: { actor: Actor; username: string };
  organizationId: string;
  organizationSlug: string;
}

async function usernameOf(actor: Actor) {
  return (await db().user.findUniqueOrThrow({ where: { id: actor.userId } })).username;
}

/** A draft project (hidden from strangers) with a version, two plain members and a pending invitee. */
async function projectWorld(): Promise<World> {
  const [owner, member, other, invitee, stranger, moderator, admin, newcomer] = await Promise.all([
    makeUser(db()),
    makeUser(db()),
    makeUser(db()),
    makeUser(db()),
    makeUser(db()),
    makeUser(db(), "moderator"),
    makeUser(db(), "admin"),
    makeUser(db()),
  ]);
  const project = await createProject(db(), owner, {
    name: "Authorization",
    slug: uniqueSlug("authz"),
    projectType: "mod",
    summary: "Who may call what",
  });
  for (const user of [member, other]) {
    await inviteMember(db(), owner, project.id, { userId: user.userId, permissions: 0n });
    await acceptInvitation(db(), user, project.id);
  }
  await inviteMember(db(), owner, project.id, { userId: invitee.userId });
  const version = await createVersion(db(), owner, project.id, {
    versionNumber: "1.0.0",
    loaders: ["fabric"],
    gameVersions: ["1.20.1"],
    files: [{ filename: "authz.jar", body: VALID_FILES.fabric.bytes() }],
  });
  const organization = await createOrganization(db(), owner, {
    name: "Authorization org",
    slug: uniqueSlug("authz-org"),
    description: "Who may call what",
  });
  for (const user of [member, other]) {
    await inviteOrganizationMember(db(), owner, organization.id, { userId: user.userId });
    await acceptOrganizationInvitation(db(), user, organization.id);
  }
  await inviteOrganizationMember(db(), owner, organization.id, { userId: invitee.userId });
  const actors = { owner, member, invitee, stranger, moderator, admin };
  const callers = Object.fromEntries(
    await Promise.all(Object.entries(actors).map(async ([who, actor]) => [who, await callerFor(db(), actor)])),
  ) as Record<Exclude<Who, "anonymous">, CatalogCaller>;
  return {
    callers: { ...callers, anonymous: anonymousCaller(db()) },
    actors,
    projectId: project.id,
    projectSlug: project.slug,
    versionId: version.id,
    other,
    newcomer: { actor: newcomer, username: await usernameOf(newcomer) },
    organizationId: organization.id,
    organizationSlug: organization.slug,
  };
}

async function outcomeOf(call: Promise<unknown>): Promise<Outcome> {
  try {
    await call;
    return "ok";
  } catch (error) {
    return (error as { code: Outcome }).code;
  }
}

const WHO: Who[] = ["anonymous", "stranger", "member", "moderator", "admin", "owner"];

/** Procedure → what each caller gets. */
const CASES: {
  name: string;
  call: (caller: CatalogCaller, world: World) => Promise<unknown>;
  expected: Partial<Record<Who, Outcome>>;
}[] = [
  {
    name: "projects.create",
    call: (c) =>
      c.projects.create({
        name: "Created",
        slug: uniqueSlug("created"),
        projectType: "mod",
        summary: "Made by the test",
      }),
    expected: { anonymous: "UNAUTHORIZED", stranger: "ok", member: "ok", moderator: "ok", admin: "ok", owner: "ok" },
  },
  {
    name: "organizations.create",
    call: (c) =>
      c.organizations.create({ name: "Created org", slug: uniqueSlug("created-org"), description: "New one" }),
    expected: { anonymous: "UNAUTHORIZED", stranger: "ok", member: "ok", moderator: "ok", admin: "ok", owner: "ok" },
  },
  {
    name: "organizations.setIcon (remove)",
    call: (c, w) => c.organizations.setIcon({ organizationId: w.organizationId, bytes: null }),
    expected: {
      anonymous: "UNAUTHORIZED",
      stranger: "FORBIDDEN",
      member: "FORBIDDEN",
      moderator: "ok",
      admin: "ok",
      owner: "ok",
    },
  },
  {
    name: "organizations.invitations.decline",
    call: (c, w) => c.organizations.invitations.decline({ organizationId: w.organizationId }),
    expected: {
      anonymous: "UNAUTHORIZED",
      stranger: "NOT_FOUND",
      member: "NOT_FOUND",
      moderator: "NOT_FOUND",
      admin: "NOT_FOUND",
      owner: "NOT_FOUND",
      invitee: "ok",
    },
  },
  {
    name: "projects.update (general)",
    call: (c, w) =>
      c.projects.update({
        projectId: w.projectId,
        section: "general",
        name: "Renamed",
        slug: w.projectSlug,
        summary: "Who may call what",
        clientSide: "required",
        serverSide: "optional",
      }),
    expected: {
      anonymous: "UNAUTHORIZED",
      stranger: "NOT_FOUND",
      member: "FORBIDDEN",
      moderator: "ok",
      admin: "ok",
      owner: "ok",
    },
  },
  {
    name: "projects.update (description)",
    call: (c, w) => c.projects.update({ projectId: w.projectId, section: "description", body: "# Hello" }),
    expected: {
      anonymous: "UNAUTHORIZED",
      stranger: "NOT_FOUND",
      member: "FORBIDDEN",
      moderator: "ok",
      admin: "ok",
      owner: "ok",
    },
  },
  {
    name: "projects.setLinks",
    call: (c, w) => c.projects.setLinks({ projectId: w.projectId, sourceUrl: "https://example.com/source" }),
    expected: {
      anonymous: "UNAUTHORIZED",
      stranger: "NOT_FOUND",
      member: "FORBIDDEN",
      moderator: "ok",
      admin: "ok",
      owner: "ok",
    },
  },
  {
    name: "projects.setIcon (remove)",
    call: (c, w) => c.projects.setIcon({ projectId: w.projectId, bytes: null }),
    expected: {
      anonymous: "UNAUTHORIZED",
      stranger: "NOT_FOUND",
      member: "FORBIDDEN",
      moderator: "ok",
      admin: "ok",
      owner: "ok",
    },
  },
  {
    name: "projects.submitForReview",
    call: (c, w) => c.projects.submitForReview({ projectId: w.projectId }),
    expected: {
      anonymous: "UNAUTHORIZED",
      stranger: "NOT_FOUND",
      member: "FORBIDDEN",
      moderator: "ok",
      admin: "ok",
      owner: "ok",
    },
  },
  {
    name: "projects.delete",
    call: (c, w) => c.projects.delete({ projectId: w.projectId, confirm: w.projectSlug }),
    expected: {
      anonymous: "UNAUTHORIZED",
      stranger: "NOT_FOUND",
      member: "FORBIDDEN",
      moderator: "FORBIDDEN",
      admin: "ok",
      owner: "ok",
    },
  },
  {
    name: "projects.follow",
    call: (c, w) => c.projects.follow({ projectId: w.projectId, follow: true }),
    expected: {
      anonymous: "UNAUTHORIZED",
      stranger: "NOT_FOUND",
      member: "ok",
      moderator: "ok",
      admin: "ok",
      owner: "ok",
    },
  },
  {
    name: "members.list",
    call: (c, w) => c.members.list({ projectId: w.projectId }),
    // A member with no flag still sees their own team.
    expected: {
      anonymous: "UNAUTHORIZED",
      stranger: "NOT_FOUND",
      member: "ok",
      moderator: "ok",
      admin: "ok",
      owner: "ok",
    },
  },
  {
    name: "members.invite",
    call: (c, w) =>
      c.members.invite({ projectId: w.projectId, username: w.newcomer.username, role: "Tester", permissions: [] }),
    expected: {
      anonymous: "UNAUTHORIZED",
      stranger: "NOT_FOUND",
      member: "FORBIDDEN",
      moderator: "FORBIDDEN",
      admin: "ok",
      owner: "ok",
    },
  },
  {
    name: "members.edit",
    call: (c, w) => c.members.edit({ projectId: w.projectId, userId: w.other.userId, role: "Editor", permissions: [] }),
    expected: {
      anonymous: "UNAUTHORIZED",
      stranger: "NOT_FOUND",
      member: "FORBIDDEN",
      moderator: "FORBIDDEN",
      admin: "ok",
      owner: "ok",
    },
  },
  {
    name: "members.remove",
    call: (c, w) => c.members.remove({ projectId: w.projectId, userId: w.other.userId }),
    expected: {
      anonymous: "UNAUTHORIZED",
      stranger: "NOT_FOUND",
      member: "FORBIDDEN",
      moderator: "FORBIDDEN",
      admin: "ok",
      owner: "ok",
    },
  },
  {
    name: "members.transfer",
    call: (c, w) => c.members.transfer({ projectId: w.projectId, userId: w.other.userId }),
    expected: {
      anonymous: "UNAUTHORIZED",
      stranger: "NOT_FOUND",
      member: "FORBIDDEN",
      moderator: "FORBIDDEN",
      admin: "ok",
      owner: "ok",
    },
  },
  {
    name: "invitations.accept",
    call: (c, w) => c.invitations.accept({ projectId: w.projectId }),
    expected: {
      anonymous: "UNAUTHORIZED",
      stranger: "NOT_FOUND",
      member: "NOT_FOUND",
      moderator: "NOT_FOUND",
      admin: "NOT_FOUND",
      owner: "NOT_FOUND",
      invitee: "ok",
    },
  },
  {
    name: "invitations.decline",
    call: (c, w) => c.invitations.decline({ projectId: w.projectId }),
    expected: {
      anonymous: "UNAUTHORIZED",
      stranger: "NOT_FOUND",
      member: "NOT_FOUND",
      moderator: "NOT_FOUND",
      admin: "NOT_FOUND",
      owner: "NOT_FOUND",
      invitee: "ok",
    },
  },
  {
    name: "versions.update",
    call: (c, w) => c.versions.update({ versionId: w.versionId, name: "Renamed version" }),
    expected: {
      anonymous: "UNAUTHORIZED",
      stranger: "NOT_FOUND",
      member: "FORBIDDEN",
      moderator: "ok",
      admin: "ok",
      owner: "ok",
    },
  },
  {
    name: "versions.bulkEdit",
    call: (c, w) => c.versions.bulkEdit({ projectId: w.projectId, versionIds: [w.versionId], versionType: "beta" }),
    expected: {
      anonymous: "UNAUTHORIZED",
      stranger: "NOT_FOUND",
      member: "FORBIDDEN",
      moderator: "ok",
      admin: "ok",
      owner: "ok",
    },
  },
  {
    name: "versions.delete",
    call: (c, w) => c.versions.delete({ versionId: w.versionId }),
    expected: {
      anonymous: "UNAUTHORIZED",
      stranger: "NOT_FOUND",
      member: "FORBIDDEN",
      moderator: "FORBIDDEN",
      admin: "ok",
      owner: "ok",
    },
  },
  {
    name: "organizations.update",
    call: (c, w) =>
      c.organizations.update({
        organizationId: w.organizationId,
        name: "Renamed org",
        slug: w.organizationSlug,
        description: "Renamed",
      }),
    expected: {
      anonymous: "UNAUTHORIZED",
      stranger: "FORBIDDEN",
      member: "FORBIDDEN",
      moderator: "ok",
      admin: "ok",
      owner: "ok",
    },
  },
  {
    name: "organizations.delete",
    call: (c, w) => c.organizations.delete({ organizationId: w.organizationId, confirm: w.organizationSlug }),
    expected: {
      anonymous: "UNAUTHORIZED",
      stranger: "FORBIDDEN",
      member: "FORBIDDEN",
      moderator: "FORBIDDEN",
      admin: "ok",
      owner: "ok",
    },
  },
  {
    name: "organizations.members.invite",
    call: (c, w) => c.organizations.members.invite({ organizationId: w.organizationId, username: w.newcomer.username }),
    expected: {
      anonymous: "UNAUTHORIZED",
      stranger: "FORBIDDEN",
      member: "FORBIDDEN",
      moderator: "FORBIDDEN",
      admin: "ok",
      owner: "ok",
    },
  },
  {
    name: "organizations.members.edit",
    call: (c, w) =>
      c.organizations.members.edit({
        organizationId: w.organizationId,
        userId: w.other.userId,
        role: "Editor",
        permissions: [],
        organizationPermissions: [],
      }),
    expected: {
      anonymous: "UNAUTHORIZED",
      stranger: "FORBIDDEN",
      member: "FORBIDDEN",
      moderator: "FORBIDDEN",
      admin: "ok",
      owner: "ok",
    },
  },
  {
    name: "organizations.members.remove",
    call: (c, w) => c.organizations.members.remove({ organizationId: w.organizationId, userId: w.other.userId }),
    expected: {
      anonymous: "UNAUTHORIZED",
      stranger: "FORBIDDEN",
      member: "FORBIDDEN",
      moderator: "FORBIDDEN",
      admin: "ok",
      owner: "ok",
    },
  },
  {
    name: "organizations.members.transfer",
    call: (c, w) => c.organizations.members.transfer({ organizationId: w.organizationId, userId: w.other.userId }),
    // Only the organization's owner (or an admin); its members, even with every flag, may not.
    expected: {
      anonymous: "UNAUTHORIZED",
      stranger: "FORBIDDEN",
      member: "FORBIDDEN",
      moderator: "FORBIDDEN",
      admin: "ok",
      owner: "ok",
    },
  },
  {
    name: "organizations.projects.remove (to a new owner)",
    call: async (c, w) => {
      await addProjectToOrganization(db(), w.actors.owner, w.organizationId, w.projectId);
      return c.organizations.projects.remove({
        organizationId: w.organizationId,
        projectId: w.projectId,
        newOwnerId: w.other.userId,
      });
    },
    // The project is a draft: a stranger may not see it, so it is not found for them.
    expected: {
      anonymous: "UNAUTHORIZED",
      stranger: "NOT_FOUND",
      member: "FORBIDDEN",
      moderator: "FORBIDDEN",
      admin: "ok",
      owner: "ok",
    },
  },
  {
    name: "organizations.invitations.accept",
    call: (c, w) => c.organizations.invitations.accept({ organizationId: w.organizationId }),
    expected: {
      anonymous: "UNAUTHORIZED",
      stranger: "NOT_FOUND",
      member: "NOT_FOUND",
      moderator: "NOT_FOUND",
      admin: "NOT_FOUND",
      owner: "NOT_FOUND",
      invitee: "ok",
    },
  },
  {
    name: "organizations.projects.add",
    call: (c, w) => c.organizations.projects.add({ organizationId: w.organizationId, projectId: w.projectId }),
    // The organization is public: a stranger is refused for lacking ADD_PROJECT there.
    expected: {
      anonymous: "UNAUTHORIZED",
      stranger: "FORBIDDEN",
      member: "FORBIDDEN",
      moderator: "FORBIDDEN",
      admin: "ok",
      owner: "ok",
    },
  },
];

let world: World;
beforeEach(async () => {
  world = await projectWorld();
});

describe.each(CASES)("$name", ({ call, expected }) => {
  it.each(Object.entries(expected) as [Who, Outcome][])("as %s: %s", async (who, outcome) => {
    expect(await outcomeOf(call(world.callers[who], world))).toBe(outcome);
  });
});

it("covers every caller for every procedure", () => {
  for (const { name, expected } of CASES) expect(Object.keys(expected), name).toEqual(expect.arrayContaining(WHO));
});

describe("organizations.members.list", () => {
  it("shows pending invitations to the organization's members and staff only", async () => {
    const invited = async (who: Who) =>
      (await world.callers[who].organizations.members.list({ organizationId: world.organizationId })).some(
        (member) => member.userId === world.actors.invitee.userId,
      );
    expect(await invited("anonymous")).toBe(false);
    expect(await invited("stranger")).toBe(false);
    expect(await invited("member")).toBe(true);
    expect(await invited("moderator")).toBe(true);
    expect(await invited("admin")).toBe(true);
    expect(await invited("owner")).toBe(true);
  });
});
