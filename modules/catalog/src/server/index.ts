// Public services of the catalogue module, for other modules that list it in dependsOn.
export { catalogStatistics } from "./services/projects/project-reads";
export * from "../tags";
export {
  ALL_PROJECT_PERMISSIONS,
  MODERATOR_PERMISSIONS,
  ProjectPermission,
  permissionBits,
  permissionNames,
  projectAccess,
  projectAccessMany,
} from "./services/permissions";
export type { ProjectPermissionName } from "./services/permissions";
export * from "./services/projects/statuses";
export { canViewProject, findProject, getVisibleProject } from "./services/projects/project-access";
export { createProject } from "./services/projects/project-create";
export { deleteProject } from "./services/projects/project-delete";
export { followProject } from "./services/projects/project-follow";
export { getFollowFilters, setFollowFilters } from "./services/projects/follow-filters";
export type { FollowFilters } from "./services/projects/follow-filters";
export { followerRanges, followersToTell, publishedVersion } from "./services/projects/follower-fanout";
export type { FollowerRange, PublishedVersion } from "./services/projects/follower-fanout";
export { VERSION_PUBLISHED } from "./services/versions/version-published";
export type { VersionPublishedEvent } from "./services/versions/version-published";
export { viewerFollows } from "./services/projects/viewer-follows";
export { referenceNames } from "./services/projects/reference-names";
export type { ReferenceIds, ReferenceNames } from "./services/projects/reference-names";
export { listUserProjects, userProjectSummary } from "./services/projects/project-summary";
export { userProjectRoles } from "./services/teams/user-project-roles";
export { decideReview, REVIEW_DECISIONS, setProjectStatus, submitForReview } from "./services/projects/project-review";
export type { ReviewDecisionKind } from "./services/projects/project-review";
// The review lock the moderation module's procedures take and show (staff only, 15 minutes).
export { acquireReviewLock, releaseReviewLock, reviewLockStatus } from "./services/review/review-lock";
export type { ReviewLockStatus } from "./services/review/review-lock";
export { MODERATOR_MESSAGE_BODY_MAX, MODERATOR_MESSAGE_MAX, REVIEW_LOCK_MINUTES } from "./services/review/status-rules";
// The moderation module's review queue (staff): the page's projects with everything at hand, and the home's counts.
export {
  REVIEW_QUEUE_PAGE_SIZE,
  REVIEW_QUEUE_TEXT_MAX,
  reviewQueuePage,
  reviewQueueSummary,
} from "./services/moderation-queue/queue-page";
export type { ReviewQueueEntry, ReviewQueueFilter, ReviewQueuePage } from "./services/moderation-queue/queue-page";
export {
  isProjectTeamMember,
  projectTeamMemberships,
  projectThreadRef,
  projectThreadRefs,
} from "./services/projects/project-thread";
export { updateProject } from "./services/projects/project-update";
export { MONETIZATION_STATUSES, setMonetizationStatus } from "./services/projects/project-monetization";
export type { MonetizationStatus } from "./services/projects/project-monetization";
export { monetizationMessages } from "../ui/messages/monetization";
export {
  ESTIMATE_WINDOW_DAYS,
  estimateDays,
  reviewHistory,
  reviewQueueStanding,
  reviewQueueStandings,
} from "./services/review/queue-position";
export type { QueueStanding, ReviewHistory } from "./services/review/queue-position";
// Other modules' demo data (the moderation seed's projects in review) uploads the same kind of archives.
export { demoArchive } from "../seed/archives";
export {
  acceptInvitation,
  declineInvitation,
  editMember,
  inviteMember,
  listMembers,
  removeMember,
  transferOwnership,
} from "./services/teams/teams";
export { PROJECT_STATUS_CHANGED, TEAM_INVITED } from "./services/teams/team-events";
export { listTeamMembers } from "./services/teams/team-listing";
export type { ProjectStatusChangedEvent, TeamInvitedEvent } from "./services/teams/team-events";
export { createVersion } from "./services/versions/version-create";
export { deleteVersion } from "./services/versions/version-delete";
export { fileUrl } from "./services/versions/version-file-keys";
export { findFileByHash, listVersions } from "./services/versions/version-list";
// What game servers take of the catalogue (the hosting module's content and modpack installs): bounded reads.
export {
  newestListedVersion,
  newestServerVersions,
  SERVER_VERSION_PROJECTS_MAX,
  serverVersion,
  versionInstallFile,
} from "./services/versions/server-versions";
export type { ServerFit, ServerVersion } from "./services/versions/server-versions";
export { suggestFromFile } from "./services/versions/intake/suggest";
export type { CreateVersionInput } from "./services/versions/version-create";
export type { UploadFile } from "./services/versions/intake/version-intake";
export { displayType, primaryFile, versionAddress } from "./services/versions/version-rules";
export { updateVersion } from "./services/versions/version-update";
export { addGalleryImage, removeGalleryImage, setProjectIcon } from "./services/media/media";
export { visibleProjectIds } from "./services/projects/project-reads";
// Other modules' v3 answers that embed projects (analytics' /v3/analytics `projects` map) use the same shape.
export { projectsV3 } from "./rest/v3-projects";
export { projectV3Schema } from "./rest/v3-shapes";
export type { ProjectV3 } from "./rest/v3-shapes";
// A reported version is looked up by id as its reader may see it (moderation's report form).
export { findVersion, versionProjectIds } from "./services/versions/version-reads";
export { visibleVersionIds } from "./services/versions/version-statuses";
export { projectCard, projectCardLabel, visibleProjectCards } from "./services/projects/project-cards";
export type { ProjectCardLabels } from "./services/projects/project-cards";
// The catalogues other modules' pages label catalogue data with (plain data; docs/shell.md, "Languages").
export { statusMessages } from "../ui/messages/statuses";
export { errorMessages as catalogErrorMessages } from "../ui/messages/errors";
export { labelFrom, projectTypeMessages, projectTypePluralMessages, tagMessages } from "../ui/messages/tags";
export { searchRecords } from "./services/projects/search-records";
export type { SearchRecord } from "./services/projects/search-records";
export {
  createOrganization,
  deleteOrganization,
  findOrganization,
  findOrganizations,
  getOrganization,
  listUserOrganizations,
  setOrganizationIcon,
  updateOrganization,
} from "./services/organizations/organizations";
export {
  addProjectToOrganization,
  listOrganizationProjects,
  projectOrganization,
  removeProjectFromOrganization,
} from "./services/organizations/organization-projects";
export {
  acceptOrganizationInvitation,
  declineOrganizationInvitation,
  editOrganizationMember,
  inviteOrganizationMember,
  listOrganizationMembers,
  removeOrganizationMember,
} from "./services/organizations/organization-members";
export {
  ALL_ORGANIZATION_PERMISSIONS,
  OrganizationPermission,
  organizationAccess,
  organizationPermissionBits,
  organizationPermissionNames,
} from "./services/organizations/organization-permissions";
export type { OrganizationPermissionName } from "./services/organizations/organization-permissions";
// Atom feeds of new versions: the project's public feed is catalog's route; the private feed of followed
// projects is the notifications module's (its secret address), rendered here.
export { followedFeedAtom } from "./services/feeds/followed-atom";
export { atomResponse, ATOM_CONTENT_TYPE, feedNotFound } from "@hopper/core/http/atom-response";
// Counting of views and downloads (docs/analytics.md, "Counting"): the analytics module reads the daily tables.
export { recordView, rollUpViews } from "./services/counting/views";
export type { ViewInput } from "./services/counting/views";
export { recordDownload, rollUpDownloads } from "./services/counting/downloads";
export { REFERRER_KINDS } from "./services/counting/referrer-kind";
export type { ReferrerKind } from "./services/counting/referrer-kind";
