import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/**
 * An organization's settings tabs (server components: the frame, general, projects). Texts the
 * project settings, the organization form of /dashboard/organizations or the members manager already say are
 * read from those catalogues (settings, dashboard, members), not repeated here.
 */
export const organizationSettingsMessages = defineCatalogue("catalog.organizationSettings", {
  /** The one tab the project settings do not have; the others are `settings.tabs.*`. */
  projectsTab: "Projects",
  notices: {
    saved: "Saved.",
    projects: "Projects updated.",
  },
  general: {
    title: "Organization settings - Hopper",
    form: "Organization details",
    icon: "Icon (PNG, JPEG, GIF or WebP, at most 256 KiB)",
    deleteHeading: "Delete organization",
    deleteHint: "Its projects stay with their own teams. Type <code></code> to confirm.",
    confirm: "Confirm the URL",
  },
  members: {
    title: "Organization members - Hopper",
  },
  projects: {
    title: "Organization projects - Hopper",
    intro:
      "A project's owner moves it in here or from the project's settings (Members tab). Each project keeps its own team; members of the organization get their project permissions on it.",
    none: "No projects yet.",
    addForm: "Add a project",
    addChoice: "Your project",
    add: "Add to organization",
    nothingToAdd: "You own no project outside an organization.",
    removeForm: "Remove {name} from the organization",
    newOwner: "Its owner afterwards",
    keepOwner: "Keep its owner",
  },
});
