import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** Small pieces shared by project and organization settings (client components: kept small, it ships). */
export const partsMessages = defineCatalogue("catalog.parts", {
  invitation: {
    project: "You have been invited to join this project as <strong>{role}</strong>.",
    organization: "You have been invited to join this organization as <strong>{role}</strong>.",
    accept: "Accept",
    decline: "Decline",
  },
});
