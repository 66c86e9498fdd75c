import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The catalogue's dashboard pages: the viewer's organizations and their project invitations. */
export const dashboardMessages = defineCatalogue("catalog.dashboard", {
  organizations: {
    title: "Organizations - Hopper",
    heading: "Organizations",
    create: "Create an organization",
    name: "Name",
    url: "URL",
    description: "Description",
    submit: "Create organization",
    deleted: "Organization deleted.",
    counts:
      "{projects, plural, one {{projectsText} project} other {{projectsText} projects}} · {members, plural, one {{membersText} member} other {{membersText} members}}",
    invitedMark: " · invited",
    manage: "Manage",
    answer: "Answer the invitation",
    none: "You are not in any organization yet.",
  },
  projects: {
    title: "Projects - Hopper",
    heading: "Projects",
    deleted: "Project deleted.",
    invitationAccepted: "Invitation accepted.",
    invitationDeclined: "Invitation declined.",
    bulkNone: "Choose at least one project.",
    bulkUpdated: "{done} of {total} projects updated.",
    bulkForm: "Bulk actions",
    select: "Select",
    selectProject: "Select {name}",
    columns: { name: "Name", type: "Type", status: "Status", downloads: "Downloads", followers: "Followers" },
    withSelected: "With the selected projects",
    submit: "Submit for review",
    links: { issuesUrl: "Issues link", sourceUrl: "Source link", wikiUrl: "Wiki link", discordUrl: "Discord link" },
    setLinks: "Set links",
    none: "You have no projects yet.",
  },
  invitations: {
    heading: "Invitations",
    invitedAs: "{type} · invited as {role}",
    form: "Invitation to {name}",
    accept: "Accept",
    decline: "Decline",
  },
});
