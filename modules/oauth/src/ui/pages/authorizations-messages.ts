import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** Every text of /settings/authorizations ("Authorized apps") and its settings menu entry. */
export const authorizationsMessages = defineCatalogue("oauth.authorizations", {
  nav: "Authorized apps",
  menu: "Settings",
  title: "Authorized apps - Hopper",
  heading: "Authorized apps",
  intro:
    "These apps can act for you within the permissions you granted them. Revoke an app to stop it at once: its tokens stop working and it must ask you again.",
  none: "You have not authorized any app.",
  byCreator: "by <profile>{creator}</profile>",
  granted: "Authorized <date></date>",
  scopes: "It can:",
  revoke: "Revoke",
  revokeLabel: "Revoke {app}'s access",
  revoked: "Access revoked.",
});
