import { notFound } from "next/navigation";

import { db } from "@hopper/core/db";
import type { PageProps } from "@hopper/ui/server/render-page";
import { currentPath } from "@hopper/ui/server/request-info";

import { listOrganizationMembers } from "../../server/services/organization-members";
import { OrganizationPermission } from "../../server/services/organization-permissions";
import type { OrganizationPermissionName } from "../../server/services/organization-permissions";
import { listOrganizationProjects } from "../../server/services/organization-projects";
import { ProjectPermission } from "../../server/services/permissions";
import type { ProjectPermissionName } from "../../server/services/permissions";
import {
  deleteOrganizationAction,
  organizationMemberAction,
  organizationProjectAction,
  updateOrganizationAction,
} from "../actions/organizations";
import { OrganizationFrame } from "../components/organization-frame";
import { card } from "../components/project-frame";
import { projectPath } from "../load";
import { loadOrganizationPage } from "../organization-load";

export const metadata = { title: "Organization settings - Hopper" };

const TABS = [
  ["general", "General"],
  ["members", "Members"],
  ["projects", "Projects"],
  ["analytics", "Analytics"],
] as const;
const field = "rounded-lg border border-divider bg-input px-3 py-2";
const button = "w-fit rounded-lg bg-brand px-4 py-2 font-semibold text-on-brand";
const NOTICES: Record<string, string> = {
  saved: "Saved.",
  members: "Members updated.",
  organization: "Projects updated.",
};

/** Checkboxes for the flags the viewer holds (an invitation may only carry those). */
function Flags<T extends string>({
  legend,
  name,
  flags,
  held,
  checked = 0n,
}: {
  legend: string;
  name: string;
  flags: Record<T, bigint>;
  held: bigint;
  checked?: bigint;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2 text-xs">
      <legend className="text-sm font-semibold">{legend}</legend>
      {(Object.keys(flags) as T[])
        .filter((flag) => (held & flags[flag]) !== 0n)
        .map((flag) => (
          <label key={flag}>
            <input type="checkbox" name={name} value={flag} defaultChecked={(checked & flags[flag]) !== 0n} /> {flag}
          </label>
        ))}
    </fieldset>
  );
}

/** Downloads of the organization's projects over the last 30 days, from the daily roll-up. */
async function Analytics({ projectIds }: { projectIds: string[] }) {
  const since = new Date(Date.now() - 30 * 86_400_000);
  const rows = await db().downloadDaily.groupBy({
    by: ["day"],
    where: { projectId: { in: projectIds }, day: { gte: since } },
    _sum: { count: true },
    orderBy: { day: "asc" },
  });
  const total = rows.reduce((sum, row) => sum + (row._sum.count ?? 0), 0);
  const max = Math.max(1, ...rows.map((row) => row._sum.count ?? 0));
  return (
    <section className={card} aria-labelledby="analytics-heading" data-testid="organization-analytics">
      <h2 id="analytics-heading" className="mb-2 font-bold">
        Downloads of its projects, previous 30 days: {total}
      </h2>
      <ul className="flex flex-col gap-1 text-xs">
        {rows.map((row) => (
          <li key={row.day.toISOString()} className="flex items-center gap-2">
            <span className="w-24">{row.day.toISOString().slice(0, 10)}</span>
            <span className="h-2 bg-brand" style={{ width: `${((row._sum.count ?? 0) / max) * 60}%` }} />
            <span>{row._sum.count}</span>
          </li>
        ))}
      </ul>
      {rows.length === 0 ? <p className="text-sm text-secondary">No downloads yet.</p> : null}
    </section>
  );
}

/**
 * /organization/{id}/settings, /settings/members, /settings/projects and /settings/analytics — for members,
 * invitees and staff.
 */
export default async function OrganizationSettingsPage({ params, searchParams }: PageProps) {
  const { id } = await params;
  const query = await searchParams;
  const { organization, actor, permissions } = await loadOrganizationPage(id);
  const [{ members }, projects] = await Promise.all([
    listOrganizationMembers(db(), actor, organization.id),
    listOrganizationProjects(db(), actor, organization.id),
  ]);
  const mine = members.find((row) => row.userId === actor?.id);
  const invitation = mine && !mine.accepted ? mine : null;
  if (permissions === 0n && !mine && actor?.role !== "moderator") notFound();
  const can = (flag: OrganizationPermissionName) => (permissions & OrganizationPermission[flag]) !== 0n;
  // Project flags the viewer may hand out: the owner's and admins' are all, a member's are its own.
  const projectFlags =
    actor?.role === "admin" || mine?.isOwner
      ? Object.values(ProjectPermission).reduce((all, bit) => all | bit, 0n)
      : mine?.accepted
        ? mine.permissions
        : 0n;
  const path = new URL(await currentPath(), "http://hopper.invalid").pathname.split("/");
  const tab = (path[4] ?? "general") as (typeof TABS)[number][0];
  const base = `/organization/${organization.slug}/settings`;
  const error = typeof query.error === "string" ? query.error : null;
  const notice = error ?? (typeof query.notice === "string" ? (NOTICES[query.notice] ?? null) : null);
  const hidden = <input type="hidden" name="organizationId" value={organization.id} />;

  return (
    <OrganizationFrame organization={organization} canManage={false} notice={notice}>
      <nav className="flex flex-wrap gap-2 text-sm" aria-label="Settings">
        {TABS.map(([key, label]) => (
          <a
            key={key}
            href={`${base}${key === "general" ? "" : `/${key}`}`}
            aria-current={tab === key ? "page" : undefined}
            className="rounded px-2 py-1 underline aria-[current=page]:bg-input aria-[current=page]:no-underline"
          >
            {label}
          </a>
        ))}
      </nav>
      {invitation ? (
        <section className={card} data-testid="organization-invitation">
          <p className="mb-2 text-sm">
            You have been invited to join this organization as <strong>{invitation.role}</strong>.
          </p>
          <form action={organizationMemberAction} className="flex gap-2">
            {hidden}
            <button type="submit" name="intent" value="accept" className={button}>
              Accept
            </button>
            <button type="submit" name="intent" value="decline" className="rounded-lg border border-divider px-4 py-2">
              Decline
            </button>
          </form>
        </section>
      ) : null}

      {tab === "general" ? (
        <>
          <form
            action={updateOrganizationAction}
            className={`${card} flex flex-col gap-3`}
            aria-label="Organization details"
          >
            {hidden}
            <input type="hidden" name="intent" value="details" />
            <label className="flex flex-col gap-1 text-sm font-semibold">
              Name
              <input name="name" defaultValue={organization.name} className={field} disabled={!can("EDIT_DETAILS")} />
            </label>
            <label className="flex flex-col gap-1 text-sm font-semibold">
              URL
              <input name="slug" defaultValue={organization.slug} className={field} disabled={!can("EDIT_DETAILS")} />
            </label>
            <label className="flex flex-col gap-1 text-sm font-semibold">
              Description
              <textarea
                name="description"
                defaultValue={organization.description}
                className={field}
                rows={3}
                disabled={!can("EDIT_DETAILS")}
              />
            </label>
            {can("EDIT_DETAILS") ? (
              <button type="submit" className={button}>
                Save
              </button>
            ) : null}
          </form>
          {can("EDIT_DETAILS") ? (
            <form action={updateOrganizationAction} className={`${card} flex flex-wrap items-end gap-3`}>
              {hidden}
              <label className="flex flex-col gap-1 text-sm font-semibold">
                Icon (PNG, JPEG, GIF or WebP, at most 256 KiB)
                <input type="file" name="icon" accept="image/png,image/jpeg,image/gif,image/webp" />
              </label>
              <button type="submit" name="intent" value="icon" className={button}>
                Upload icon
              </button>
              {organization.iconUrl ? (
                <button type="submit" name="intent" value="remove-icon" className="underline">
                  Remove icon
                </button>
              ) : null}
            </form>
          ) : null}
          {can("DELETE_ORGANIZATION") ? (
            <form action={deleteOrganizationAction} className={`${card} flex flex-col gap-2`}>
              {hidden}
              <h2 className="font-bold">Delete organization</h2>
              <p className="text-sm text-secondary">
                Its projects stay with their own teams. Type <code>{organization.slug}</code> to confirm.
              </p>
              <input name="confirm" aria-label="Confirm the URL" className={field} />
              <button type="submit" className="w-fit rounded-lg bg-danger px-4 py-2 font-semibold text-white">
                Delete organization
              </button>
            </form>
          ) : null}
        </>
      ) : null}

      {tab === "members" ? (
        <section className={`${card} flex flex-col gap-3`} aria-labelledby="members-heading">
          <h2 id="members-heading" className="font-bold">
            Members
          </h2>
          <ul className="flex flex-col gap-2 text-sm" data-testid="organization-settings-members">
            {members.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center gap-2">
                <strong>{row.user.username}</strong> {row.role}
                {row.isOwner ? " (owner)" : ""}
                {row.accepted ? "" : " (invited)"}
                {!row.isOwner && row.accepted && can("EDIT_MEMBER") ? (
                  <details>
                    <summary className="cursor-pointer underline">Edit</summary>
                    <form action={organizationMemberAction} className="flex flex-col gap-1">
                      {hidden}
                      <input type="hidden" name="intent" value="edit" />
                      <input type="hidden" name="userId" value={row.userId} />
                      <input name="role" defaultValue={row.role} aria-label="Role" className={field} />
                      <Flags<OrganizationPermissionName>
                        legend="Organization permissions"
                        name="organizationPermissions"
                        flags={OrganizationPermission}
                        held={permissions}
                        checked={row.organizationPermissions ?? 0n}
                      />
                      <Flags<ProjectPermissionName>
                        legend="Permissions on the organization's projects"
                        name="permissions"
                        flags={ProjectPermission}
                        held={projectFlags}
                        checked={row.permissions}
                      />
                      <button type="submit" className="w-fit underline">
                        Save member
                      </button>
                    </form>
                  </details>
                ) : null}
                {!row.isOwner &&
                (row.userId === actor?.id || can(row.accepted ? "REMOVE_MEMBER" : "MANAGE_INVITES")) ? (
                  <form action={organizationMemberAction}>
                    {hidden}
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="userId" value={row.userId} />
                    <button type="submit" className="underline">
                      {row.userId === actor?.id ? "Leave" : "Remove"}
                    </button>
                  </form>
                ) : null}
              </li>
            ))}
          </ul>
          {can("MANAGE_INVITES") ? (
            <form action={organizationMemberAction} className="flex flex-col gap-2" aria-label="Invite a member">
              {hidden}
              <input type="hidden" name="intent" value="invite" />
              <label className="flex flex-col gap-1 text-sm font-semibold">
                Username
                <input name="username" className={field} />
              </label>
              <label className="flex flex-col gap-1 text-sm font-semibold">
                Role
                <input name="role" defaultValue="Member" className={field} />
              </label>
              <Flags<OrganizationPermissionName>
                legend="Organization permissions"
                name="organizationPermissions"
                flags={OrganizationPermission}
                held={permissions}
              />
              <Flags<ProjectPermissionName>
                legend="Permissions on the organization's projects"
                name="permissions"
                flags={ProjectPermission}
                held={projectFlags}
              />
              <button type="submit" className={button}>
                Invite
              </button>
            </form>
          ) : null}
        </section>
      ) : null}

      {tab === "projects" ? (
        <section className={`${card} flex flex-col gap-3`} aria-labelledby="projects-heading">
          <h2 id="projects-heading" className="font-bold">
            Projects
          </h2>
          <p className="text-sm text-secondary">
            A project's owner moves it in from the project's settings (Members tab). Each project keeps its own team;
            members of the organization get their project permissions on it.
          </p>
          <ul className="flex flex-col gap-2 text-sm" data-testid="organization-settings-projects">
            {projects.map((project) => (
              <li key={project.id} className="flex items-center gap-2">
                <a className="font-semibold underline" href={projectPath(project)}>
                  {project.name}
                </a>
                {can("REMOVE_PROJECT") ? (
                  <form action={organizationProjectAction}>
                    {hidden}
                    <input type="hidden" name="projectId" value={project.id} />
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="back" value={`${base}/projects`} />
                    <button type="submit" className="underline">
                      Remove from organization
                    </button>
                  </form>
                ) : null}
              </li>
            ))}
          </ul>
          {projects.length === 0 ? <p className="text-secondary">No projects yet.</p> : null}
        </section>
      ) : null}
      {tab === "analytics" ? (
        mine?.accepted || permissions !== 0n ? (
          <Analytics projectIds={projects.map((project) => project.id)} />
        ) : (
          <p className="text-secondary">Accept the invitation to see the organization's analytics.</p>
        )
      ) : null}
    </OrganizationFrame>
  );
}
