import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/**
 * The authorization services' refusals (docs/shell.md, "Errors from services"): the en-US text is what REST sends as
 * the description; the site reads the key in the reader's language.
 */
export const authorizationErrorMessages = defineCatalogue("oauth.authorizationErrors", {
  notFound: "You have not authorized this app, or it does not exist.",
});
