// Public services of the profiles module.
export { loadProfilePage, PROJECTS_PER_PAGE } from "./services/profile-page";
export type { ProfilePage, ProfileProject } from "./services/profile-page";
export { isSubscriber, PROFILE_BADGES } from "./services/profile-badges";
export type { ProfileBadge } from "./services/profile-badges";
