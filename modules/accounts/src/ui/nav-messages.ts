import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/**
 * The labels of the accounts module's menu entries (`nav` in its manifest; user, settings, dashboard and admin
 * menus). Small and apart from the page catalogue: the manifest imports it, and so every process loads it.
 */
export const navMessages = defineCatalogue("accounts.nav", {
  dashboard: "Dashboard",
  settings: "Settings",
  mailbox: "Mailbox",
  signOut: "Sign out",
  appearance: "Appearance",
  language: "Language",
  publicProfile: "Public profile",
  accountSecurity: "Account and security",
  sessions: "Sessions",
  tokens: "Personal access tokens",
  overview: "Overview",
  profile: "Profile",
  userDetails: "User details",
});
