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
  inviteForm: "Invite a member",
  username: "Username",
  defaultRole: "Member",
  permissions: "Permissions",
  invite: "Invite",
});
