import { describe, expect, it } from "vitest";

import { createOrganization } from "../src/server/services/organizations/organizations";
import { setupApi } from "./api-project-fixtures";

const { database, call, send, user, tokenFor, project, addMember, callers, events } = setupApi("api-teams");

type Member = {
  team_id: string;
  user: { id: string; username: string };
  role: string;
  permissions: number | null;
  accepted: boolean;
  payouts_split: number | null;
  ordering: number;
};

const rowOf = (teamId: string, userId: string) =>
  database.db.teamMember.findUnique({ where: { teamId_userId: { teamId, userId } } });

describe("GET /v2/team/{id}/members and /v2/teams", () => {
  it("lists a team's members in the v2 shape; invitations and permissions only for insiders", async () => {
    const target = await project();
    const invited = await user();
    await addMember(target.teamId, invited.id, 1n, false);
    const outside = await call<Member[]>(`/v2/team/${target.teamId}/members`);
    expect(outside.status).toBe(200);
    expect(outside.body).toEqual([
      {
        team_id: target.teamId,
        user: expect.objectContaining({ id: target.owner.id, username: target.owner.username, avatar_url: null }),
        role: "Owner",
        is_owner: true,
        permissions: null,
        accepted: true,
        payouts_split: null,
        ordering: 0,
      },
    ]);
    const inside = await call<Member[]>(`/v2/team/${target.teamId}/members`, { token: target.owner.token });
    expect(inside.body.map((member) => [member.user.id, member.accepted, member.permissions])).toEqual([
      [target.owner.id, true, 1023],
      [invited.id, false, 1],
    ]);
    expect((await call("/v2/team/AAAAAAAA/members")).status).toBe(404);
    const hidden = await project({ status: "private" });
    expect((await call(`/v2/team/${hidden.teamId}/members`)).status).toBe(404);
  });

  it("answers several teams at once, leaving out unknown and hidden ones", async () => {
    const a = await project();
    const b = await project({ status: "unlisted" });
    const hidden = await project({ status: "draft" });
    const ids = encodeURIComponent(JSON.stringify([b.teamId, hidden.teamId, "nope", a.teamId]));
    const { status, body } = await call<Member[][]>(`/v2/teams?ids=${ids}`);
    expect(status).toBe(200);
    expect(body.map((members) => members[0]!.team_id)).toEqual([b.teamId, a.teamId]);
    const asOwner = await call<Member[][]>(`/v2/teams?ids=${ids}`, { token: hidden.owner.token });
    expect(asOwner.body).toHaveLength(3);
    expect((await call("/v2/teams?ids=nope")).status).toBe(400);
  });
});

describe("POST /v2/team/{id}/members (invite) and POST /v2/team/{id}/join", () => {
  it("invites with role, permissions, payouts split and ordering; the invited user joins", async () => {
    const target = await project();
    const who = await callers(target.teamId, "MANAGE_INVITES");
    const guest = await user();
    const invite = { user_id: guest.username, role: "Artist", permissions: 16, payouts_split: 25, ordering: 3 };
    expect((await send("POST", `/v2/team/${target.teamId}/members`, who.withFlag.token, invite)).status).toBe(204);
    expect(await rowOf(target.teamId, guest.id)).toMatchObject({
      accepted: false,
      role: "Artist",
      permissions: 16n,
      payoutsSplit: 25,
      ordering: 3,
    });
    expect(await send("POST", `/v2/team/${target.teamId}/members`, target.owner.token, invite)).toMatchObject({
      status: 409,
      body: { error: "conflict", description: "This user has already been invited." },
    });
    const stranger = await user();
    expect((await send("POST", `/v2/team/${target.teamId}/join`, stranger.token)).status).toBe(404);
    expect((await send("POST", `/v2/team/${target.teamId}/join`, undefined)).status).toBe(401);
    expect(
      (await send("POST", `/v2/team/${target.teamId}/join`, await tokenFor(guest.id, ["PROJECT_READ"]))).status,
    ).toBe(401);
    expect((await rowOf(target.teamId, guest.id))!.accepted).toBe(false);
    expect((await send("POST", `/v2/team/${target.teamId}/join`, guest.token)).status).toBe(204);
    expect((await rowOf(target.teamId, guest.id))!.accepted).toBe(true);
    expect(await send("POST", `/v2/team/${target.teamId}/join`, guest.token)).toMatchObject({
      status: 404,
      body: { description: "You have no pending invitation to this project." },
    });
  });

  it("is refused to anonymous, a token without PROJECT_WRITE, another user, a member without MANAGE_INVITES and a moderator", async () => {
    const target = await project();
    const who = await callers(target.teamId, "MANAGE_INVITES");
    const guest = await user();
    const invite = { user_id: guest.id };
    expect((await send("POST", `/v2/team/${target.teamId}/members`, undefined, invite)).status).toBe(401);
    const narrow = await tokenFor(target.owner.id, ["PROJECT_READ"]);
    expect(await send("POST", `/v2/team/${target.teamId}/members`, narrow, invite)).toMatchObject({
      status: 401,
      body: { description: "Authentication Error: the token does not have the PROJECT_WRITE scope" },
    });
    for (const caller of [who.other, who.without, who.moderator]) {
      expect(await send("POST", `/v2/team/${target.teamId}/members`, caller.token, invite)).toMatchObject({
        status: 403,
        body: { description: "You do not have permission to invite members to this project." },
      });
    }
    expect(await rowOf(target.teamId, guest.id)).toBeNull();
    expect((await send("POST", `/v2/team/${target.teamId}/members`, who.admin.token, invite)).status).toBe(204);
  });

  it("refuses bad input and changes nothing", async () => {
    const target = await project();
    const guest = await user();
    const token = target.owner.token;
    const cases: [unknown, number, string][] = [
      [{}, 400, "user_id: user_id is required"],
      [
        { user_id: guest.id, permissions: 1 << 12 },
        400,
        "permissions: permissions has unknown bits (the project bits are 0–9)",
      ],
      [{ user_id: guest.id, permissions: -1 }, 400, "permissions: permissions must not be negative"],
      [{ user_id: guest.id, payouts_split: 9000 }, 400, "The payouts split must be between 0 and 5000."],
      [{ user_id: guest.id, role: "" }, 400, "The role must be between 1 and 64 characters."],
      [{ user_id: guest.id, ordering: 1.5 }, 400, "ordering: ordering must be a whole number"],
      [{ user_id: "nobody-at-all" }, 404, "The requested user was not found."],
    ];
    for (const [body, status, description] of cases) {
      expect(await send("POST", `/v2/team/${target.teamId}/members`, token, body)).toEqual({
        status,
        body: { error: status === 404 ? "not_found" : "invalid_input", description },
        headers: expect.anything(),
      });
    }
    expect(await rowOf(target.teamId, guest.id)).toBeNull();
  });

  it("does not let an inviter give permissions they do not have", async () => {
    const target = await project();
    const inviter = await user();
    await addMember(target.teamId, inviter.id, 16n);
    const guest = await user();
    expect(
      await send("POST", `/v2/team/${target.teamId}/members`, inviter.token, { user_id: guest.id, permissions: 128 }),
    ).toMatchObject({ status: 403, body: { description: "You cannot give permissions you do not have." } });
    expect(await rowOf(target.teamId, guest.id)).toBeNull();
  });
});

describe("PATCH /v2/team/{id}/members/{user}", () => {
  it("edits role, permissions, split and ordering with EDIT_MEMBER; refuses the others", async () => {
    const target = await project();
    const who = await callers(target.teamId, "EDIT_MEMBER");
    const subject = await user();
    await addMember(target.teamId, subject.id, 1n);
    const route = `/v2/team/${target.teamId}/members/${subject.id}`;
    const edit = { role: "Lead", permissions: 0, payouts_split: 10, ordering: 1 };
    expect((await send("PATCH", route, undefined, edit)).status).toBe(401);
    expect((await send("PATCH", route, await tokenFor(who.withFlag.id, ["USER_READ"]), edit)).status).toBe(401);
    for (const caller of [who.other, who.without, who.moderator]) {
      expect(await send("PATCH", route, caller.token, edit)).toMatchObject({
        status: 403,
        body: { description: "You do not have permission to edit members of this project." },
      });
    }
    expect(await rowOf(target.teamId, subject.id)).toMatchObject({ role: "Helper", permissions: 1n });
    expect((await send("PATCH", route, who.withFlag.token, edit)).status).toBe(204);
    expect(await rowOf(target.teamId, subject.id)).toMatchObject({
      role: "Lead",
      permissions: 0n,
      payoutsSplit: 10,
      ordering: 1,
    });
    expect((await send("PATCH", route, who.admin.token, { role: "Admin-set" })).status).toBe(204);
    expect((await rowOf(target.teamId, subject.id))!.role).toBe("Admin-set");
  });

  it("refuses changing the owner's permissions and unknown members", async () => {
    const target = await project();
    expect(
      await send("PATCH", `/v2/team/${target.teamId}/members/${target.owner.id}`, target.owner.token, {
        permissions: 1,
      }),
    ).toMatchObject({ status: 400, body: { description: "The owner always has every permission." } });
    const stranger = await user();
    expect(
      await send("PATCH", `/v2/team/${target.teamId}/members/${stranger.id}`, target.owner.token, { role: "x" }),
    ).toMatchObject({ status: 404, body: { description: "This user is not a member of the project." } });
  });
});

describe("PATCH /v2/team/{id}/owner", () => {
  it("lets the owner (or an admin) hand ownership to an accepted member; nobody else", async () => {
    const target = await project();
    const who = await callers(target.teamId, "EDIT_MEMBER");
    const invited = await user();
    await addMember(target.teamId, invited.id, 0n, false);
    const route = `/v2/team/${target.teamId}/owner`;
    expect((await send("PATCH", route, undefined, { user_id: who.withFlag.id })).status).toBe(401);
    const narrow = await tokenFor(target.owner.id, ["PROJECT_READ", "USER_WRITE"]);
    expect(await send("PATCH", route, narrow, { user_id: who.withFlag.id })).toMatchObject({
      status: 401,
      body: { description: "Authentication Error: the token does not have the PROJECT_WRITE scope" },
    });
    for (const caller of [who.other, who.without, who.withFlag, who.moderator]) {
      expect(await send("PATCH", route, caller.token, { user_id: who.withFlag.id })).toMatchObject({
        status: 403,
        body: { description: "Only the owner can transfer ownership." },
      });
    }
    expect(await send("PATCH", route, target.owner.token, { user_id: invited.id })).toMatchObject({
      status: 400,
      body: { description: "The new owner must have accepted the invitation." },
    });
    expect(await send("PATCH", route, target.owner.token, {})).toMatchObject({ status: 400 });
    expect((await rowOf(target.teamId, target.owner.id))!.isOwner).toBe(true);
    expect(await events.take()).toEqual([]);

    expect((await send("PATCH", route, target.owner.token, { user_id: who.withFlag.username })).status).toBe(204);
    // The search hit's author is the owner: the project is re-indexed.
    expect(await events.take()).toEqual([target.id]);
    expect((await rowOf(target.teamId, who.withFlag.id))!.isOwner).toBe(true);
    expect((await rowOf(target.teamId, target.owner.id))!.isOwner).toBe(false);
    expect((await send("PATCH", route, who.admin.token, { user_id: target.owner.id })).status).toBe(204);
    expect((await rowOf(target.teamId, target.owner.id))!.isOwner).toBe(true);
  });
});

describe("DELETE /v2/team/{id}/members/{user}", () => {
  it("removes with REMOVE_MEMBER; anyone may leave; the owner cannot be removed", async () => {
    const target = await project();
    const who = await callers(target.teamId, "REMOVE_MEMBER");
    const subject = await user();
    await addMember(target.teamId, subject.id, 0n);
    const route = `/v2/team/${target.teamId}/members/${subject.id}`;
    expect((await send("DELETE", route, undefined)).status).toBe(401);
    expect((await send("DELETE", route, await tokenFor(who.withFlag.id, ["PROJECT_READ"]))).status).toBe(401);
    for (const caller of [who.other, who.without, who.moderator]) {
      expect(await send("DELETE", route, caller.token)).toMatchObject({
        status: 403,
        body: { description: "You do not have permission to remove members of this project." },
      });
    }
    expect(await rowOf(target.teamId, subject.id)).not.toBeNull();
    expect((await send("DELETE", route, who.withFlag.token)).status).toBe(204);
    expect(await rowOf(target.teamId, subject.id)).toBeNull();

    expect(
      (await send("DELETE", `/v2/team/${target.teamId}/members/${who.without.id}`, who.without.token)).status,
    ).toBe(204);
    expect(await send("DELETE", `/v2/team/${target.teamId}/members/${target.owner.id}`, who.admin.token)).toMatchObject(
      { status: 400, body: { description: "The owner cannot be removed. Transfer ownership first." } },
    );
    expect((await send("DELETE", `/v2/team/${target.teamId}/members/${who.other.id}`, who.admin.token)).status).toBe(
      404,
    );
  });
});

describe("an organization's team through /v2/team", () => {
  async function organizationTeam() {
    const founder = await user();
    const organization = await createOrganization(database.db, founder.actor, {
      slug: `team-org-${founder.id.toLowerCase()}`,
      name: "Team Org",
      description: "Has members",
    });
    return { founder, organization, teamId: organization.teamId };
  }

  it("lists its members, alone and in bulk, with invitations and permissions only for insiders and staff", async () => {
    const { founder, teamId } = await organizationTeam();
    const invited = await user();
    await addMember(teamId, invited.id, 4n, false);
    const outside = await call<Member[]>(`/v2/team/${teamId}/members`);
    expect(outside.body.map((member) => [member.user.id, member.accepted, member.permissions])).toEqual([
      [founder.id, true, null],
    ]);
    const inside = await call<Member[]>(`/v2/team/${teamId}/members`, { token: founder.token });
    expect(inside.body.map((member) => [member.user.id, member.accepted])).toEqual([
      [founder.id, true],
      [invited.id, false],
    ]);
    const moderator = await user("moderator");
    expect((await call<Member[]>(`/v2/team/${teamId}/members`, { token: moderator.token })).body).toHaveLength(2);
    // A pending invitation is not membership.
    expect((await call<Member[]>(`/v2/team/${teamId}/members`, { token: invited.token })).body).toHaveLength(1);
    const projectTeam = (await project()).teamId;
    const ids = encodeURIComponent(JSON.stringify([teamId, projectTeam]));
    const bulk = await call<Member[][]>(`/v2/teams?ids=${ids}`);
    expect(bulk.body.map((members) => members[0]!.team_id)).toEqual([teamId, projectTeam]);
  });

  it("invites, joins, edits, transfers and removes through the organization's permissions", async () => {
    const { founder, teamId } = await organizationTeam();
    const guest = await user();
    const colleague = await user();
    await addMember(teamId, colleague.id, 0n);
    const invite = { user_id: guest.username, role: "Artist", permissions: 16 };
    expect((await send("POST", `/v2/team/${teamId}/members`, undefined, invite)).status).toBe(401);
    expect((await send("POST", `/v2/team/${teamId}/members`, (await user()).token, invite)).status).toBe(403);
    expect((await send("POST", `/v2/team/${teamId}/members`, colleague.token, invite)).status).toBe(403);
    expect(await rowOf(teamId, guest.id)).toBeNull();
    expect((await send("POST", `/v2/team/${teamId}/members`, founder.token, invite)).status).toBe(204);
    expect(await rowOf(teamId, guest.id)).toMatchObject({ accepted: false, role: "Artist", permissions: 16n });
    expect((await send("POST", `/v2/team/${teamId}/join`, colleague.token)).status).toBe(404);
    expect((await send("POST", `/v2/team/${teamId}/join`, guest.token)).status).toBe(204);
    expect((await rowOf(teamId, guest.id))!.accepted).toBe(true);

    const edit = { role: "Lead artist", permissions: 48 };
    expect((await send("PATCH", `/v2/team/${teamId}/members/${guest.id}`, colleague.token, edit)).status).toBe(403);
    expect((await send("PATCH", `/v2/team/${teamId}/members/${guest.id}`, founder.token, edit)).status).toBe(204);
    expect(await rowOf(teamId, guest.id)).toMatchObject({ role: "Lead artist", permissions: 48n });

    // Ownership moves to an accepted member, by the owner only; the old owner keeps every permission.
    expect((await send("PATCH", `/v2/team/${teamId}/owner`, colleague.token, { user_id: guest.id })).status).toBe(403);
    expect((await send("PATCH", `/v2/team/${teamId}/owner`, founder.token, { user_id: guest.id })).status).toBe(204);
    expect(await rowOf(teamId, guest.id)).toMatchObject({ isOwner: true, organizationPermissions: 255n });
    expect(await rowOf(teamId, founder.id)).toMatchObject({ isOwner: false, organizationPermissions: 255n });
    expect((await send("PATCH", `/v2/team/${teamId}/owner`, guest.token, { user_id: founder.id })).status).toBe(204);
    expect((await rowOf(teamId, founder.id))!.isOwner).toBe(true);

    expect((await send("DELETE", `/v2/team/${teamId}/members/${guest.id}`, colleague.token)).status).toBe(403);
    const admin = await user("admin");
    expect((await send("DELETE", `/v2/team/${teamId}/members/${guest.id}`, admin.token)).status).toBe(204);
    expect(await rowOf(teamId, guest.id)).toBeNull();
    // Anyone may leave.
    expect((await send("DELETE", `/v2/team/${teamId}/members/${colleague.id}`, colleague.token)).status).toBe(204);
  });
});
