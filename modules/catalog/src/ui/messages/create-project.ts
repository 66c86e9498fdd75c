import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The "Create a project" dialog (a client component: keep this catalogue small, it ships to the browser). */
export const createProjectMessages = defineCatalogue("catalog.create-project", {
  open: "Create a project",
  name: "Name",
  url: "URL",
  type: "Type",
  visibility: "Visibility",
  visibilities: { public: "Public", unlisted: "Unlisted", private: "Private" },
  summary: "Summary ({min} to {max} characters, shown in search results)",
  create: "Create project",
  cancel: "Cancel",
});
