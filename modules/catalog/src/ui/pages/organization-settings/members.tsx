import type { PageProps } from "@hopper/ui/server/render-page";

import { OrganizationPermission } from "../../../server/services/organizations/organization-permissions";
import type { OrganizationPermissionName } from "../../../server/services/organizations/organization-permissions";
import { ProjectPermission } from "../../../server/services/permissions";
import type { ProjectPermissionName } from "../../../server/services/permissions";
import { organizationMemberAction } from "../../actions/organizations";
import { OrganizationSettingsFrame } from "../../components/organization-settings-frame";
import { card } from "../../components/project-frame";
import { button, field } from "../../components/project-settings-frame";
import { loadOrganizationSettings } from "../../organization-settings-load";

export const metadata = { title: "Organization members - Hopper" };

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

/** /organization/{id}/settings/members: the members (edit, remove, leave) and the invite form. */
export default async function OrganizationMembersSettingsPage(props: PageProps) {
  const settings = await loadOrganizationSettings(props);
  const { organization, actor, permissions, members, projectFlags, can } = settings;
  const hidden = <input type="hidden" name="organizationId" value={organization.id} />;
  return (
    <OrganizationSettingsFrame settings={settings} tab="members">
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
              (row.userId === actor?.userId || can(row.accepted ? "REMOVE_MEMBER" : "MANAGE_INVITES")) ? (
                <form action={organizationMemberAction}>
                  {hidden}
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="userId" value={row.userId} />
                  <button type="submit" className="underline">
                    {row.userId === actor?.userId ? "Leave" : "Remove"}
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
    </OrganizationSettingsFrame>
  );
}
