// Public services of the profiles module.
export { loadProfilePage, PROJECTS_PER_PAGE } from "./services/profile-page";
export type { ProfileProject } from "./services/profile-page";
