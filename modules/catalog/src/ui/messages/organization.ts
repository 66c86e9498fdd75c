import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The organization page. */
export const organizationMessages = defineCatalogue("catalog.organization", {
  notFoundTitle: "Organization not found - Hopper",
  organization: "Organization",
  organizationId: "Organization ID: {id}",
  manage: "Manage",
  onHopper: "{name} on Hopper",
  details: "Details",
  projects: "{count} projects",
  downloads: "{count} downloads",
  created: "Created <date></date>",
  members: "Members",
  projectTypes: "Project types",
  all: "All",
  noProjects: "This organization has no projects yet.",
  noProjectsOfType: "This organization has no projects of this type yet.",
});
