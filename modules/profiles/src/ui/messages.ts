import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The profiles module's pages: a user's public profile. */
export const messages = defineCatalogue("profiles", {
  notFoundTitle: "User not found - Hopper",
  onHopper: "{username} on Hopper",
  badgesLabel: "Badges",
  badges: {
    admin: "Admin",
    moderator: "Moderator",
    creator: "Creator",
    teamMember: "Team member",
    subscriber: "Subscriber",
  },
  joined: "Joined <date></date>",
  totals: { projects: "Projects", downloads: "Downloads", followers: "Followers" },
  userId: "User ID: {id}",
  editProfile: "Edit profile",
  manageProjects: "Manage projects",
  viewDetails: "View user details",
  manageBilling: "Manage user billing",
  organizations: "Organizations",
  projectTypes: "Project types",
  allTypes: "All",
  collections: "Collections",
  collectionProjects: "{count} projects",
  projects: "Projects",
  noProjects: "{username} has no projects yet.",
  pages: "Project pages",
  previous: "Previous",
  pageOf: "Page {page} of {pages}",
  next: "Next",
});
