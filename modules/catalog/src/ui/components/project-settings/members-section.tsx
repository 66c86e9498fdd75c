import { ProjectPermission } from "../../../server/services/permissions";
import type { ProjectPermissionName } from "../../../server/services/permissions";
import { memberAction } from "../../actions/projects";
import { card } from "../project-frame";
import { button, field, TextInput } from "../project-settings-frame";

export interface MemberRow {
  id: string;
  userId: string;
  role: string;
  isOwner: boolean;
  accepted: boolean;
  permissions: bigint;
  user: { username: string };
}

/** Checkboxes for the permission flags the viewer holds (nobody hands out a flag they lack). */
function PermissionBoxes({ held, checked = 0n }: { held: bigint; checked?: bigint }) {
  return (
    <>
      {(Object.keys(ProjectPermission) as ProjectPermissionName[])
        .filter((name) => (held & ProjectPermission[name]) !== 0n)
        .map((name) => (
          <label key={name}>
            <input
              type="checkbox"
              name="permissions"
              value={name}
              defaultChecked={(checked & ProjectPermission[name]) !== 0n}
            />{" "}
            {name}
          </label>
        ))}
    </>
  );
}

/** The project's team: edit, make owner, remove per member, and the invite form, as the viewer's flags allow. */
export function MembersSection({
  projectId,
  members,
  permissions,
  canTransfer,
}: {
  projectId: string;
  members: MemberRow[];
  /** The viewer's flags on the project. */
  permissions: bigint;
  /** The owner and admins may make another member the owner. */
  canTransfer: boolean;
}) {
  const can = (flag: bigint) => (permissions & flag) !== 0n;
  const hidden = (intent: string, userId?: string) => (
    <>
      <input type="hidden" name="projectId" value={projectId} />
      <input type="hidden" name="intent" value={intent} />
      {userId ? <input type="hidden" name="userId" value={userId} /> : null}
    </>
  );
  return (
    <section className={`${card} flex flex-col gap-3`} aria-labelledby="members-heading">
      <h2 id="members-heading" className="font-bold">
        Members
      </h2>
      <ul className="flex flex-col gap-2 text-sm">
        {members.map((member) => (
          <li key={member.id} className="flex items-center gap-2">
            <strong>{member.user.username}</strong> {member.role}
            {member.isOwner ? " (owner)" : ""}
            {member.accepted ? "" : " (invited)"}
            {!member.isOwner && member.accepted && can(ProjectPermission.EDIT_MEMBER) ? (
              <details>
                <summary className="cursor-pointer underline">Edit</summary>
                <form action={memberAction} className="flex flex-col gap-1">
                  {hidden("edit", member.userId)}
                  <input name="role" defaultValue={member.role} aria-label="Role" className={field} />
                  <fieldset className="flex flex-wrap gap-2 text-xs">
                    <PermissionBoxes held={permissions} checked={member.permissions} />
                  </fieldset>
                  <button type="submit" className="w-fit underline">
                    Save member
                  </button>
                </form>
              </details>
            ) : null}
            {!member.isOwner && member.accepted && canTransfer ? (
              <form action={memberAction}>
                {hidden("transfer", member.userId)}
                <button type="submit" className="underline">
                  Make owner
                </button>
              </form>
            ) : null}
            {!member.isOwner && can(ProjectPermission.REMOVE_MEMBER) ? (
              <form action={memberAction}>
                {hidden("remove", member.userId)}
                <button type="submit" className="underline">
                  Remove
                </button>
              </form>
            ) : null}
          </li>
        ))}
      </ul>
      {can(ProjectPermission.MANAGE_INVITES) ? (
        <form action={memberAction} className="flex flex-col gap-2" aria-label="Invite a member">
          {hidden("invite")}
          <TextInput label="Username" name="username" value="" />
          <TextInput label="Role" name="role" value="Member" />
          <fieldset className="flex flex-wrap gap-2 text-xs">
            <legend className="text-sm font-semibold">Permissions</legend>
            <PermissionBoxes held={permissions} />
          </fieldset>
          <button type="submit" className={button}>
            Invite
          </button>
        </form>
      ) : null}
    </section>
  );
}
