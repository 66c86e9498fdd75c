// The pending invitations on /dashboard/projects: the list the page reads (listPendingProjectInvitations) and the
// Accept / Decline its server action sends to the team services, tried by the invitee and by everyone else.
import { beforeEach, describe, expect, it } from "vitest";
import type { Actor } from "@hopper/core/auth";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { createProject } from "../src/server/services/projects/project-create";
import { acceptInvitation, declineInvitation, inviteMember } from "../src/server/services/teams/teams";
import { listPendingProjectInvitations } from "../src/server/services/teams/user-invitations";
import { makeUser, uniqueSlug } from "./helpers";

const database = setupTestDatabase();

let owner: Actor;
let invitee: Actor;
let project: Awaited<ReturnType<typeof createProject>>;

const invitationRow = () =>
  database.db.teamMember.findUnique({ where: { teamId_userId: { teamId: project.teamId, userId: invitee.userId } } });

beforeEach(async () => {
  [owner, invitee] = await Promise.all([makeUser(database.db), makeUser(database.db)]);
  project = await createProject(database.db, owner, {
    name: "Invited to",
    slug: uniqueSlug("invited"),
    projectType: "mod",
    summary: "A project with a pending invitation",
  });
  await inviteMember(database.db, owner, project.id, { userId: invitee.userId, role: "Artist" });
});

describe("pending project invitations", () => {
  it("lists only the viewer's own unanswered invitations, with the project and the role offered", async () => {
    expect(await listPendingProjectInvitations(database.db, invitee.userId)).toEqual([
      {
        project: expect.objectContaining({ id: project.id, name: "Invited to", slug: project.slug }),
        role: "Artist",
        invitedAt: expect.any(Date),
      },
    ]);
    // The owner's accepted membership and other users' invitations are not pending invitations of theirs.
    expect(await listPendingProjectInvitations(database.db, owner.userId)).toEqual([]);
    const stranger = await makeUser(database.db);
    expect(await listPendingProjectInvitations(database.db, stranger.userId)).toEqual([]);
    await acceptInvitation(database.db, invitee, project.id);
    expect(await listPendingProjectInvitations(database.db, invitee.userId)).toEqual([]);
  });

  it.each([
    ["accept", acceptInvitation],
    ["decline", declineInvitation],
  ] as const)("lets nobody but the invitee %s it; refusals change nothing", async (_intent, answer) => {
    const before = await invitationRow();
    const [stranger, moderator, admin] = await Promise.all([
      makeUser(database.db),
      makeUser(database.db, "moderator"),
      makeUser(database.db, "admin"),
    ]);
    await expect(answer(database.db, null, project.id)).rejects.toMatchObject({ code: "unauthorized" });
    // The draft is hidden from a stranger; the owner and staff see it but have no invitation to answer.
    await expect(answer(database.db, stranger, project.id)).rejects.toMatchObject({ code: "not_found" });
    for (const actor of [owner, moderator, admin]) {
      await expect(answer(database.db, actor, project.id)).rejects.toMatchObject({
        code: "not_found",
        message: "You have no pending invitation to this project.",
      });
    }
    expect(await invitationRow()).toEqual(before);
    expect(await database.db.teamMember.count({ where: { teamId: project.teamId } })).toBe(2);
  });

  it("accepts for the invitee, and declining removes the invitation", async () => {
    await acceptInvitation(database.db, invitee, project.id);
    expect(await invitationRow()).toMatchObject({ accepted: true, role: "Artist" });
    await expect(declineInvitation(database.db, invitee, project.id)).rejects.toMatchObject({ code: "not_found" });

    const other = await makeUser(database.db);
    await inviteMember(database.db, owner, project.id, { userId: other.userId });
    await declineInvitation(database.db, other, project.id);
    expect(await listPendingProjectInvitations(database.db, other.userId)).toEqual([]);
    expect(await database.db.teamMember.count({ where: { teamId: project.teamId, userId: other.userId } })).toBe(0);
  });
});
