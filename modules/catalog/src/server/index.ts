// Public services of the catalogue module, for other modules that list it in dependsOn.
export { catalogStatistics } from "./services/project-reads";
export * from "../tags";
export {
  ALL_PROJECT_PERMISSIONS,
  MODERATOR_PERMISSIONS,
  ProjectPermission,
  permissionBits,
  permissionNames,
  projectAccess,
} from "./services/permissions";
export type { ProjectPermissionName } from "./services/permissions";
export * from "./services/statuses";
export {
  canViewProject,
  createProject,
  deleteProject,
  findProject,
  followProject,
  getVisibleProject,
  listUserProjects,
  setProjectStatus,
  submitForReview,
  updateProject,
  userProjectSummary,
} from "./services/projects";
export {
  acceptInvitation,
  declineInvitation,
  editMember,
  inviteMember,
  listMembers,
  removeMember,
  transferOwnership,
} from "./services/teams";
export {
  createVersion,
  deleteVersion,
  fileUrl,
  findFileByHash,
  listVersions,
  suggestFromFile,
} from "./services/versions";
export type { CreateVersionInput, UploadFile } from "./services/versions";
export { displayType, primaryFile, versionAddress } from "./services/version-rules";
export { updateVersion } from "./services/versions";
export { addGalleryImage, removeGalleryImage, setProjectIcon } from "./services/media";
export { visibleProjectIds } from "./services/project-reads";
export { projectCard, visibleProjectCards } from "./services/project-cards";
export { searchRecords } from "./services/search-records";
export type { SearchRecord } from "./services/search-records";
export {
  createOrganization,
  deleteOrganization,
  findOrganization,
  findOrganizations,
  getOrganization,
  listUserOrganizations,
  setOrganizationIcon,
  updateOrganization,
} from "./services/organizations";
export {
  addProjectToOrganization,
  listOrganizationProjects,
  projectOrganization,
  removeProjectFromOrganization,
} from "./services/organization-projects";
export {
  acceptOrganizationInvitation,
  declineOrganizationInvitation,
  editOrganizationMember,
  inviteOrganizationMember,
  listOrganizationMembers,
  removeOrganizationMember,
} from "./services/organization-members";
export {
  ALL_ORGANIZATION_PERMISSIONS,
  OrganizationPermission,
  organizationAccess,
  organizationPermissionBits,
  organizationPermissionNames,
} from "./services/organization-permissions";
export type { OrganizationPermissionName } from "./services/organization-permissions";
