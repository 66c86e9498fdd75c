import { describe, expect, it } from "vitest";

import { listMembers, listOrganizationMembers, removeMember } from "@hopper/catalog/server";

import type { Actor } from "../../core/src/auth";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { notifyInvite } from "../src/server/services/invite-notifications";
import { notify } from "../src/server/services/notify";
import { anonymousCaller, organizationInvitation, person, projectInvitation, tokenCaller } from "./invite-fixtures";

// notifications.acceptInvite / declineInvite (what the site's Accept and Decline buttons call) and the bell's
// unreadCount, from outside: anonymous, another user, a moderator, an admin and the invitee.

const database = setupTestDatabase();
const db = () => database.db;

/** A project invitation of a new invitee, with its notification (as the catalog.team-invited job writes it). */
async function invitedToProject() {
  const owner = await person(db(), "owner");
  const invitee = await person(db(), "invitee");
  const { project, row } = await projectInvitation(db(), owner.actor, invitee.id);
  await notifyInvite(db(), {
    teamId: project.teamId,
    invitationId: row.id,
    userId: invitee.id,
    invitedBy: owner.id,
    role: row.role,
    projectId: project.id,
  });
  const notification = await db().notification.findFirstOrThrow({ where: { userId: invitee.id } });
  return { owner, invitee, project, notification };
}

/** An organization invitation of a new invitee, with its notification (as the job writes it). */
async function invitedToOrganization() {
  const owner = await person(db(), "org-owner");
  const invitee = await person(db(), "org-invitee");
  const { organization, row } = await organizationInvitation(db(), owner.actor, invitee.id);
  await notifyInvite(db(), {
    teamId: organization.teamId,
    invitationId: row.id,
    userId: invitee.id,
    invitedBy: owner.id,
    role: row.role,
    organizationId: organization.id,
  });
  const notification = await db().notification.findFirstOrThrow({ where: { userId: invitee.id } });
  return { owner, invitee, organization, notification };
}

const memberRow = async (projectId: string, userId: string, as: Actor) =>
  (await listMembers(db(), as, projectId)).find((member) => member.userId === userId);

describe("notifications.acceptInvite and declineInvite", () => {
  it("are refused to anonymous visitors", async () => {
    const { notification } = await invitedToProject();
    await expect(anonymousCaller(db()).acceptInvite({ id: notification.id })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    await expect(anonymousCaller(db()).declineInvite({ id: notification.id })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });

  it("are refused to the invitee's own token without NOTIFICATION_WRITE, and change nothing", async () => {
    const { owner, invitee, project, notification } = await invitedToProject();
    const narrow = await tokenCaller(db(), invitee.id, ["NOTIFICATION_READ", "PROJECT_WRITE"]);
    await expect(narrow.acceptInvite({ id: notification.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(narrow.declineInvite({ id: notification.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await memberRow(project.id, invitee.id, owner.actor)).toMatchObject({ accepted: false });
    expect(await invitee.caller.unreadCount()).toBe(1);
  });

  it("answer another user's invite for nobody: a user, a moderator, an admin and the inviter get not found", async () => {
    const { owner, invitee, project, notification } = await invitedToProject();
    const others = [
      owner,
      await person(db(), "other"),
      await person(db(), "mod", "moderator"),
      await person(db(), "admin", "admin"),
    ];
    for (const other of others) {
      await expect(other.caller.acceptInvite({ id: notification.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
      await expect(other.caller.declineInvite({ id: notification.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    expect(await memberRow(project.id, invitee.id, owner.actor)).toMatchObject({ accepted: false });
    expect(await db().notification.findUniqueOrThrow({ where: { id: notification.id } })).toMatchObject({
      read: false,
    });
  });

  it("Accept makes the invitee an accepted member and marks the notification read", async () => {
    const { owner, invitee, project, notification } = await invitedToProject();
    expect(await invitee.caller.unreadCount()).toBe(1);
    await invitee.caller.acceptInvite({ id: notification.id });
    expect(await memberRow(project.id, invitee.id, owner.actor)).toMatchObject({ accepted: true, role: "Tester" });
    expect(await db().notification.findUniqueOrThrow({ where: { id: notification.id } })).toMatchObject({
      read: true,
    });
    expect(await invitee.caller.unreadCount()).toBe(0);
  });

  it("Decline withdraws the invitation and marks the notification read", async () => {
    const { owner, invitee, project, notification } = await invitedToProject();
    await invitee.caller.declineInvite({ id: notification.id });
    expect(await memberRow(project.id, invitee.id, owner.actor)).toBeUndefined();
    expect(await invitee.caller.unreadCount()).toBe(0);
  });

  it("a cancelled invitation answers 404 with the catalogue's clear message, not a 5xx, and stays unread", async () => {
    const { owner, invitee, project, notification } = await invitedToProject();
    await removeMember(db(), owner.actor, project.id, invitee.id);
    await expect(invitee.caller.acceptInvite({ id: notification.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "You have no pending invitation to this project.",
    });
    expect(await invitee.caller.unreadCount()).toBe(1);
  });

  it("accepts an organization's invitation from its notification", async () => {
    const { owner, invitee, organization, notification } = await invitedToOrganization();
    expect(notification.type).toBe("organization_invite");
    await invitee.caller.acceptInvite({ id: notification.id });
    const { members } = await listOrganizationMembers(db(), owner.actor, organization.id);
    expect(members.find((member) => member.userId === invitee.id)).toMatchObject({ accepted: true });
  });

  it("declines an organization's invitation from its notification; another user's Decline changes nothing", async () => {
    const { owner, invitee, organization, notification } = await invitedToOrganization();
    const pending = async () =>
      (await listOrganizationMembers(db(), owner.actor, organization.id)).members.find(
        (member) => member.userId === invitee.id,
      );
    await expect(owner.caller.declineInvite({ id: notification.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await pending()).toMatchObject({ accepted: false });
    await invitee.caller.declineInvite({ id: notification.id });
    expect(await pending()).toBeUndefined();
    expect(await invitee.caller.unreadCount()).toBe(0);
  });

  it("a notification that is no invitation has nothing to accept: not found", async () => {
    const user = await person(db(), "plain");
    await notify(db(), { userId: user.id, type: "legacy_markdown", title: "Hello" });
    const notification = await db().notification.findFirstOrThrow({ where: { userId: user.id } });
    await expect(user.caller.acceptInvite({ id: notification.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses an over-long id with a 400", async () => {
    const user = await person(db(), "long");
    await expect(user.caller.acceptInvite({ id: "x".repeat(9) })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("notifications.unreadCount (the bell)", () => {
  it("is refused to visitors and counts only the viewer's own unread ones, for every role", async () => {
    await expect(anonymousCaller(db()).unreadCount()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const owner = await person(db(), "counted");
    await notify(db(), { userId: owner.id, type: "legacy_markdown", title: "One", dedupeKey: "one" });
    await notify(db(), { userId: owner.id, type: "legacy_markdown", title: "Two", dedupeKey: "two" });
    expect(await owner.caller.unreadCount()).toBe(2);
    for (const role of ["user", "moderator", "admin"] as const) {
      expect(await (await person(db(), `n-${role}`, role)).caller.unreadCount()).toBe(0);
    }
  });
});
