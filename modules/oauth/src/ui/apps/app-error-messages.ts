import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/**
 * The app services' refusals (docs/shell.md, "Errors from services"): a service throws them through `problem()` /
 * `refusal()` (server/services/apps/refusals.ts), the en-US text is what the REST API sends, the site reads the key
 * in the reader's language. Values are strings.
 */
export const appErrorMessages = defineCatalogue("oauth.appErrors", {
  appNotFound: "Application not found.",
  tooManyApps: "You can have at most {max} applications. Delete one you no longer use first.",
  signIn: "You must be signed in to manage applications.",
  nameLength: "The name must be between {min} and {max} characters.",
  nameControlCharacters: "The name must not contain control characters.",
  descriptionLength: "The description must be at most {max} characters.",
  descriptionNul: "The description must not contain NUL characters.",
  urlLength: "The URL must be at most {max} characters.",
  urlInvalid: "The URL must be an absolute http or https address.",
  redirectUrisCount: "An application needs between {min} and {max} redirect URIs.",
  redirectUri: "{problem}",
  scopesEmpty: "Choose at least one scope the application may ask for.",
  scopesRestricted: "An application may not ask for these scopes: {names}.",
  scopesUnknown: "The maximum scopes hold unknown scope bits.",
  publicFixed: "Whether an application is a public client is chosen when it is created and cannot be changed.",
  noSecretForPublic: "A public client has no client secret to rotate.",
  iconTooLarge: "Icons must be at most 256 KiB.",
  iconType: "Icons must be PNG, JPEG, GIF or WebP images.",
  ownerNotFound: "User not found: {user}",
  staffOnly: "Only moderators and admins can do this.",
});
