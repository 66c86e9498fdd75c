import { router } from "@hopper/core/trpc";

import { accept as acceptInvitation } from "./procedures/invitations/accept";
import { decline as declineInvitation } from "./procedures/invitations/decline";
import { addGalleryImage } from "./procedures/media/add-gallery-image";
import { removeGalleryImage } from "./procedures/media/remove-gallery-image";
import { setIcon as setProjectIcon } from "./procedures/media/set-icon";
import { edit as editMember } from "./procedures/members/edit";
import { invite as inviteMember } from "./procedures/members/invite";
import { list as listMembers } from "./procedures/members/list";
import { remove as removeMember } from "./procedures/members/remove";
import { transfer as transferOwnership } from "./procedures/members/transfer";
import { acceptInvitation as acceptOrganizationInvitation } from "./procedures/organizations/accept-invitation";
import { addProject } from "./procedures/organizations/add-project";
import { create as createOrganization } from "./procedures/organizations/create";
import { declineInvitation as declineOrganizationInvitation } from "./procedures/organizations/decline-invitation";
import { remove as deleteOrganization } from "./procedures/organizations/delete";
import { editMember as editOrganizationMember } from "./procedures/organizations/edit-member";
import { inviteMember as inviteOrganizationMember } from "./procedures/organizations/invite-member";
import { listMembers as listOrganizationMembers } from "./procedures/organizations/list-members";
import { removeMember as removeOrganizationMember } from "./procedures/organizations/remove-member";
import { removeProject } from "./procedures/organizations/remove-project";
import { setIcon as setOrganizationIcon } from "./procedures/organizations/set-icon";
import { update as updateOrganization } from "./procedures/organizations/update";
import { transferOwnership as transferOrganizationOwnership } from "./procedures/organizations/transfer-ownership";
import { create as createProject } from "./procedures/projects/create";
import { remove as deleteProject } from "./procedures/projects/delete";
import { follow } from "./procedures/projects/follow";
import { followFilters } from "./procedures/projects/follow-filters";
import { setFollowFiltersProcedure } from "./procedures/projects/set-follow-filters";
import { setLinks } from "./procedures/projects/set-links";
import { setStatus } from "./procedures/projects/set-status";
import { submitForReview } from "./procedures/projects/submit-for-review";
import { update as updateProject } from "./procedures/projects/update";
import { remove as deleteVersion } from "./procedures/versions/delete";
import { bulkEdit as bulkEditVersions } from "./procedures/versions/bulk-edit";
import { update as updateVersion } from "./procedures/versions/update";

/**
 * The catalogue's API for its own pages (served as `catalog.*` under /api/trpc): client components call it
 * through TanStack Query, server actions through the server-side caller. Each procedure is one file under
 * ./procedures with its zod input, over the services; the public REST API is a second adapter over the same
 * services.
 */
export const catalogRouter = router({
  projects: router({
    create: createProject,
    update: updateProject,
    setLinks,
    submitForReview,
    setStatus,
    delete: deleteProject,
    follow,
    followFilters,
    setFollowFilters: setFollowFiltersProcedure,
    setIcon: setProjectIcon,
    addGalleryImage,
    removeGalleryImage,
  }),
  members: router({
    list: listMembers,
    invite: inviteMember,
    edit: editMember,
    remove: removeMember,
    transfer: transferOwnership,
  }),
  invitations: router({ accept: acceptInvitation, decline: declineInvitation }),
  versions: router({ update: updateVersion, bulkEdit: bulkEditVersions, delete: deleteVersion }),
  organizations: router({
    create: createOrganization,
    update: updateOrganization,
    setIcon: setOrganizationIcon,
    delete: deleteOrganization,
    members: router({
      list: listOrganizationMembers,
      invite: inviteOrganizationMember,
      edit: editOrganizationMember,
      remove: removeOrganizationMember,
      transfer: transferOrganizationOwnership,
    }),
    invitations: router({ accept: acceptOrganizationInvitation, decline: declineOrganizationInvitation }),
    projects: router({ add: addProject, remove: removeProject }),
  }),
});

export type CatalogRouter = typeof catalogRouter;

export default catalogRouter;
