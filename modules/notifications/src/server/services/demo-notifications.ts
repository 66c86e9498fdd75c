import { findUserByIdOrName } from "@hopper/accounts/server";
import { inviteMember, listMembers, listVersions, userProjectSummary } from "@hopper/catalog/server";
import type { Db } from "@hopper/core/db";

import { englishCopy, projectUpdateCopy } from "../../ui/notification-copy";
import { notifyInvite } from "./invite-notifications";
import { notify } from "./notify";

/** The creators whose projects the demo user hears about (seeded by the catalogue), in the order tried. */
const OTHER_CREATORS = ["quietowl", "pixel-marten", "copperfox", "lumen-dev"];

/** A listed project of another demo creator, with its owner: the first, by slug, `accept` takes. */
async function otherProject(db: Db, accept: (members: { userId: string; accepted: boolean }[]) => boolean) {
  for (const name of OTHER_CREATORS) {
    const owner = await findUserByIdOrName(db, name);
    if (!owner) continue;
    const actor = { userId: owner.id, role: owner.role };
    const { projects } = await userProjectSummary(db, null, owner.id);
    for (const project of [...projects].sort((a, b) => a.slug.localeCompare(b.slug))) {
      if (project.status !== "approved") continue;
      const members = await listMembers(db, actor, project.id);
      if (members.some((member) => member.isOwner && member.userId === owner.id) && accept(members)) {
        return { project, actor };
      }
    }
  }
  return null;
}

/**
 * The demo notifications of `username` (the seed): a followed project's new version, a pending invitation to
 * another creator's project (a real one, so Accept works) and an older one already read. Idempotent: each
 * carries a dedupe key, and a pending invitation is reused. Returns how many were new, null without the user.
 */
export async function demoNotifications(db: Db, username: string): Promise<number | null> {
  const user = await findUserByIdOrName(db, username);
  if (!user) return null;
  let made = 0;

  const updated = await otherProject(db, () => true);
  if (updated) {
    const { project } = updated;
    const [latest] = await listVersions(db, project.id, { take: 1 });
    if (latest) {
      const created = await notify(db, {
        userId: user.id,
        type: "project_update",
        ...englishCopy(projectUpdateCopy({ project: project.name, version: latest.versionNumber })),
        link: `/project/${project.id}/version/${latest.id}`,
        body: { project_id: project.id, version_id: latest.id },
        dedupeKey: `version:${latest.id}`,
      });
      if (created) made++;
    }
  }

  // A project where the user is invited already (an earlier seed), else one where it has no row yet.
  const invitedTo =
    (await otherProject(db, (members) => members.some((m) => m.userId === user.id && !m.accepted))) ??
    (await otherProject(db, (members) => members.every((m) => m.userId !== user.id)));
  if (invitedTo) {
    const { project, actor } = invitedTo;
    const members = await listMembers(db, actor, project.id);
    const row =
      members.find((member) => member.userId === user.id) ??
      (await inviteMember(db, actor, project.id, { userId: user.id, role: "Contributor" }));
    const created = await notifyInvite(db, {
      teamId: project.teamId,
      invitationId: row.id,
      userId: user.id,
      invitedBy: actor.userId,
      role: row.role,
      projectId: project.id,
    });
    if (created) made++;
  }

  const welcome = await notify(db, {
    userId: user.id,
    type: "legacy_markdown",
    title: "Welcome to Hopper!",
    text: "Your notifications arrive here: new versions of projects you follow, invitations and status changes.",
    link: "/dashboard/notifications",
    dedupeKey: "demo:welcome",
  });
  if (welcome) {
    made++;
    // An older one, already read: the history page has something that the unread list does not.
    await db.notification.updateMany({
      where: { userId: user.id, dedupeKey: "demo:welcome" },
      data: { read: true, createdAt: new Date(Date.now() - 7 * 24 * 3600 * 1000) },
    });
  }
  return made;
}
