import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The members managers of project and organization settings (client components: kept small, it ships). */
export const membersMessages = defineCatalogue("catalog.members", {
  heading: "Members",
  updated: "Members updated.",
  ownerMark: " (owner)",
  invitedMark: " (invited)",
  edit: "Edit",
  role: "Role",
  saveMember: "Save member",
  makeOwner: "Make owner",
  remove: "Remove",
  /** The organization manager's Remove on the viewer's own row. */
  leave: "Leave",
  inviteForm: "Invite a member",
  username: "Username",
  defaultRole: "Member",
  permissions: "Permissions",
  organizationPermissions: "Organization permissions",
  projectPermissions: "Permissions on the organization's projects",
  invite: "Invite",
});
