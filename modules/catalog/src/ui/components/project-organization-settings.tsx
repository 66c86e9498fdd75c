import { db } from "@hopper/core/db";
import type { Actor } from "@hopper/core/auth";
import { Button } from "@hopper/ui/components/button";
import { getT } from "@hopper/ui/i18n/server";

import {
  OrganizationPermission,
  organizationAccess,
} from "../../server/services/organizations/organization-permissions";
import { organizationsAcceptingProjects } from "../../server/services/organizations/member-organizations";
import { findOrganization } from "../../server/services/organizations/organizations";
import { teamMemberRow } from "../../server/services/teams/team-listing";
import { organizationProjectAction } from "../actions/organizations";
import { settingsMessages } from "../messages/settings";
import { card } from "./project-frame";

/**
 * The "Organization" box of a project's Members settings: the organization it is in (with a way out), or, for
 * the project's owner, the organizations it can be moved into (those where the owner may add projects).
 */
export async function ProjectOrganizationSettings({
  project,
  actor,
  back,
}: {
  project: { id: string; teamId: string; organizationId: string | null };
  actor: Actor | null;
  back: string;
}) {
  if (!actor) return null;
  const t = await getT(settingsMessages);
  const own = await teamMemberRow(db(), project.teamId, actor.userId);
  const isOwner = Boolean(own?.accepted && own.isOwner) || actor.role === "admin";
  const current = project.organizationId ? await findOrganization(db(), project.organizationId) : null;
  const hidden = (
    <>
      <input type="hidden" name="projectId" value={project.id} />
      <input type="hidden" name="back" value={back} />
    </>
  );

  if (current) {
    const access = await organizationAccess(db(), actor, current.teamId);
    const canRemove = isOwner || (access.permissions & OrganizationPermission.REMOVE_PROJECT) !== 0n;
    return (
      <section className={`${card} flex flex-col gap-2`} aria-labelledby="organization-heading">
        <h2 id="organization-heading" className="font-bold">
          {t("organization.heading")}
        </h2>
        <p className="text-sm" data-testid="settings-organization">
          {t.rich("organization.belongsTo", {
            name: current.name,
            link: (chunks) => (
              <a className="font-semibold underline" href={`/organization/${current.slug}`}>
                {chunks}
              </a>
            ),
          })}
        </p>
        {canRemove ? (
          <form action={organizationProjectAction}>
            {hidden}
            <input type="hidden" name="organizationId" value={current.id} />
            <input type="hidden" name="intent" value="remove" />
            <button type="submit" className="underline">
              {t("organization.remove")}
            </button>
          </form>
        ) : null}
      </section>
    );
  }
  if (!isOwner) return null;

  const choices = await organizationsAcceptingProjects(db(), actor.userId);
  return (
    <section className={`${card} flex flex-col gap-2`} aria-labelledby="organization-heading">
      <h2 id="organization-heading" className="font-bold">
        {t("organization.heading")}
      </h2>
      {choices.length ? (
        <form
          action={organizationProjectAction}
          className="flex flex-wrap items-end gap-2"
          aria-label={t("organization.moveForm")}
        >
          {hidden}
          <input type="hidden" name="intent" value="add" />
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t("organization.choice")}
            <select name="organizationId" className="rounded-lg border border-divider bg-input px-3 py-2">
              {choices.map((organization) => (
                <option key={organization.id} value={organization.id}>
                  {organization.name}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit">{t("organization.move")}</Button>
        </form>
      ) : (
        <p className="text-sm text-secondary">
          {t.rich("organization.none", {
            link: (chunks) => (
              <a className="underline" href="/dashboard/organizations">
                {chunks}
              </a>
            ),
          })}
        </p>
      )}
    </section>
  );
}
