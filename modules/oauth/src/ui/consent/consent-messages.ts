import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** Every text of the consent screen (/auth/authorize) and its error page. Scopes in words: scope-messages.ts. */
export const consentMessages = defineCatalogue("oauth.consent", {
  title: "Authorize {app} - Hopper",
  errorTitle: "Authorization failed - Hopper",
  byCreator: "<name>{app}</name> by <profile>{creator}</profile>",
  iconAlt: "{app}'s icon",
  wants: "This application will be able to:",
  redirect: "You will be redirected to <em>{origin}</em>{rest}",
  appUrl: "The app's website: <link>{url}</link>",
  notice: "Only authorize apps you trust. You can revoke access at any time in Settings, Authorized apps.",
  authorize: "Authorize",
  decline: "Decline",
  answers: "Your answer",
  redirectingTitle: "Redirecting - Hopper",
  redirecting: "Taking you back to {target}…",
  continue: "Continue",
  noLocationTitle: "Authorization failed - Hopper",
  noLocation: "No redirect location found in response",
  noLocationHelp:
    "This authorization request has expired or was already answered. Go back to the app and sign in again.",
  signedOut: "You were signed out. Sign in and open the app's link again.",
  error: {
    heading: "This app cannot be authorized",
    notRedirected:
      "You were not sent back to the app: Hopper only answers to an address the app registered, and this request is not valid.",
    reasons: {
      invalid_client: "Unknown app",
      invalid_redirect_uri: "Redirect URI not registered",
      invalid_scope: "The app asks for permissions it may not have",
      invalid_request: "The request is malformed",
    },
    repeated: "The {name} parameter appears more than once.",
    home: "Go to the home page",
  },
});
