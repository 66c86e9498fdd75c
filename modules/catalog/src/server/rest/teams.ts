import { z } from "zod";

import { findUserByIdOrName } from "@hopper/accounts/server";
import { AppError } from "@hopper/core/errors";
import type { RestContext, RestHandler } from "@hopper/core/module";
import { restJson } from "@hopper/core/module";

import {
  acceptOrganizationInvitation,
  editOrganizationMember,
  inviteOrganizationMember,
  removeOrganizationMember,
  transferOrganizationOwnership,
} from "../services/organizations/organization-members";
import { ALL_ORGANIZATION_PERMISSIONS } from "../services/organizations/organization-permissions";
import { permissionNames } from "../services/permissions";
import { ROLE_MAX } from "../services/teams/team-members";
import {
  acceptInvitation,
  editMember,
  inviteMember,
  removeMember,
  teamOwner,
  teamRoster,
  teamRosters,
  transferOwnership,
} from "../services/teams/teams";
import { teamsQuery } from "../../api/project-queries";
import { noContent, parseQuery, readActor, readJson, writeActor } from "./context";
import { line, ref } from "./body-fields";
import { memberBody } from "./team-body";

/** Permission bits as a number (the reference API's u64); only the defined project bits are accepted. */
const permissionsField = z
  .number({ error: "permissions must be a number" })
  .int("permissions must be a whole number")
  .min(0, "permissions must not be negative")
  .transform((value, ctx) => {
    const bits = BigInt(value);
    const known = permissionNames(bits).length;
    if (bits >> 10n !== 0n || known !== bits.toString(2).replace(/0/g, "").length) {
      ctx.addIssue({ code: "custom", message: "permissions has unknown bits (the project bits are 0–9)" });
      return z.NEVER;
    }
    return bits;
  });
/** An organization member's organization bits (0–7); accepted and ignored on a project's team. */
const organizationPermissionsField = z
  .number({ error: "organization_permissions must be a number or null" })
  .int("organization_permissions must be a whole number")
  .min(0, "organization_permissions must not be negative")
  .max(
    Number(ALL_ORGANIZATION_PERMISSIONS),
    "organization_permissions has unknown bits (the organization bits are 0–7)",
  )
  .transform((value) => BigInt(value))
  .nullable();
const role = line("The role", ROLE_MAX);
const payoutsSplit = z.number({ error: "payouts_split must be a number" });
const ordering = z.number({ error: "ordering must be a number" }).int("ordering must be a whole number");
const userId = z.string({ error: "user_id is required" }).min(1, "user_id is required").pipe(ref("user_id"));

export const inviteBody = z.object({
  user_id: userId,
  role: role.optional(),
  permissions: permissionsField.optional(),
  organization_permissions: organizationPermissionsField.optional(),
  payouts_split: payoutsSplit.optional(),
  ordering: ordering.optional(),
});
export const editMemberBody = z.object({
  role: role.optional(),
  permissions: permissionsField.optional(),
  organization_permissions: organizationPermissionsField.optional(),
  payouts_split: payoutsSplit.optional(),
  ordering: ordering.optional(),
});
export const ownerBody = z.object({ user_id: userId });

async function userIdOf(ctx: RestContext, idOrName: string): Promise<string> {
  const user = await findUserByIdOrName(ctx.db, idOrName);
  if (!user) throw new AppError("not_found", "The requested user was not found.");
  return user.id;
}

/** GET /v2/team/{id}/members — a project's team or an organization's. */
export const getTeamMembers: RestHandler = async (_request, ctx) => {
  const { insider, members } = await teamRoster(ctx.db, readActor(ctx), ctx.params.id ?? "");
  return restJson(members.map((member) => memberBody(member, insider, ctx.url.origin)));
};

/** GET /v2/teams?ids=[...]: one member list per visible team, in the order asked. */
export const getTeams: RestHandler = async (_request, ctx) => {
  const { ids } = parseQuery(teamsQuery, ctx);
  const rosters = await teamRosters(ctx.db, readActor(ctx), ids);
  const answer = [...new Set(ids)].flatMap((id) => {
    const roster = rosters.get(id);
    return roster ? [roster.members.map((member) => memberBody(member, roster.insider, ctx.url.origin))] : [];
  });
  return restJson(answer);
};

/** POST /v2/team/{id}/members: invite `{ user_id, role, permissions, payouts_split, ordering }`. */
export const inviteTeamMember: RestHandler = async (request, ctx) => {
  const actor = writeActor(ctx);
  const owner = await teamOwner(ctx.db, ctx.params.id ?? "");
  const body = await readJson(request, inviteBody);
  const invitation = { userId: await userIdOf(ctx, body.user_id), role: body.role, permissions: body.permissions };
  if ("organizationId" in owner) {
    await inviteOrganizationMember(ctx.db, actor, owner.organizationId, {
      ...invitation,
      organizationPermissions: body.organization_permissions ?? undefined,
    });
  } else {
    await inviteMember(ctx.db, actor, owner.projectId, {
      ...invitation,
      payoutsSplit: body.payouts_split,
      ordering: body.ordering,
    });
  }
  return noContent();
};

/** POST /v2/team/{id}/join: accept one's own pending invitation. */
export const joinTeam: RestHandler = async (_request, ctx) => {
  const actor = writeActor(ctx);
  const owner = await teamOwner(ctx.db, ctx.params.id ?? "");
  if ("organizationId" in owner) await acceptOrganizationInvitation(ctx.db, actor, owner.organizationId);
  else await acceptInvitation(ctx.db, actor, owner.projectId);
  return noContent();
};

/** PATCH /v2/team/{id}/members/{user}: `{ role, permissions, payouts_split, ordering }`. */
export const editTeamMember: RestHandler = async (request, ctx) => {
  const actor = writeActor(ctx);
  const owner = await teamOwner(ctx.db, ctx.params.id ?? "");
  const body = await readJson(request, editMemberBody);
  const userId = await userIdOf(ctx, ctx.params.user ?? "");
  if ("organizationId" in owner) {
    await editOrganizationMember(ctx.db, actor, owner.organizationId, userId, {
      role: body.role,
      permissions: body.permissions,
      organizationPermissions: body.organization_permissions ?? undefined,
    });
  } else {
    await editMember(ctx.db, actor, owner.projectId, userId, {
      role: body.role,
      permissions: body.permissions,
      payoutsSplit: body.payouts_split,
      ordering: body.ordering,
    });
  }
  return noContent();
};

/** PATCH /v2/team/{id}/owner: `{ user_id }` becomes the owner of a project's team or an organization's. */
export const transferTeamOwnership: RestHandler = async (request, ctx) => {
  const actor = writeActor(ctx);
  const owner = await teamOwner(ctx.db, ctx.params.id ?? "");
  const body = await readJson(request, ownerBody);
  const userId = await userIdOf(ctx, body.user_id);
  await ctx.db.$transaction((tx) =>
    "organizationId" in owner
      ? transferOrganizationOwnership(tx, actor, owner.organizationId, userId)
      : transferOwnership(tx, actor, owner.projectId, userId),
  );
  return noContent();
};

/** DELETE /v2/team/{id}/members/{user}: remove a member, withdraw an invitation, or leave. */
export const removeTeamMember: RestHandler = async (_request, ctx) => {
  const actor = writeActor(ctx);
  const owner = await teamOwner(ctx.db, ctx.params.id ?? "");
  const userId = await userIdOf(ctx, ctx.params.user ?? "");
  if ("organizationId" in owner) await removeOrganizationMember(ctx.db, actor, owner.organizationId, userId);
  else await removeMember(ctx.db, actor, owner.projectId, userId);
  return noContent();
};
