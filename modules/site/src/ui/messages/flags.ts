import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/**
 * What each feature flag of /flags does, by the flag's id (server/feature-flags.ts keeps the ids and states,
 * which are data; these are the sentences a person reads). A flag missing here shows its id alone.
 */
export const flagMessages = defineCatalogue("site.flags", {
  "new-build-check": "Reload on the next navigation when a newer web build is deployed.",
  "loading-bar": "Thin progress bar during page transitions.",
  "language-picker": "Interface languages other than English (United States).",
  "show-project-ids": "Show internal project and version IDs next to titles.",
  "toast-test-hook": "window.__hopperToast for raising toasts by hand.",
  "site-state-banner": "Warn when the build could not load part of its site data.",
});
