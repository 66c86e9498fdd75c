import { imageRestBody } from "@hopper/core/module";
import type { RestHandler, RestRoute, RestTag } from "@hopper/core/module";

import { appCreateBody, appEditBody, appIconQuery, appsQuery } from "./app-queries";

const handlers = () => import("../server/rest/apps");
/** One named handler of the apps REST file, loaded on first use. */
const load = (name: keyof Awaited<ReturnType<typeof handlers>>) => async () => ({
  default: (await handlers())[name] as RestHandler,
});
const schemas = () => import("../server/rest/app-schema");

const APPS: RestTag = {
  name: "OAuth apps",
  description:
    "Third-party applications registered to sign users in (reading one is public; managing them takes a signed-in session, tokens get 401)",
};

/**
 * The reference's app routes as its own client (`labrinth_oauth_internal`) calls them (docs/oauth.md, "Registering an
 * app"). The writes are SESSION_ACCESS routes: the dispatcher reads the browser's session cookie and refuses every
 * token, as the reference serves app management to its website only.
 */
export const appRoutes: readonly RestRoute[] = [
  {
    method: "POST",
    path: "/_internal/oauth/app",
    summary: "Register an app; the answer holds its client secret, shown once (null for a public client)",
    operationId: "createOAuthApp",
    tag: APPS,
    body: { kind: "json", schema: async () => appCreateBody },
    response: {
      kind: "json",
      description: "The new app with its client secret",
      schema: () => schemas().then((m) => m.oauthClientCreationSchema),
    },
    scope: "SESSION_ACCESS",
    handler: load("postApp"),
  },
  {
    method: "GET",
    path: "/_internal/oauth/app/:id",
    summary: "An app's public details (no sign-in)",
    operationId: "getOAuthApp",
    tag: APPS,
    response: { kind: "json", description: "The app", schema: () => schemas().then((m) => m.oauthClientSchema) },
    handler: load("getAppRoute"),
  },
  {
    method: "GET",
    path: "/_internal/oauth/apps",
    summary: "Several apps by id (unknown ids are left out)",
    operationId: "getOAuthApps",
    tag: APPS,
    query: appsQuery,
    response: {
      kind: "json",
      description: "The apps that exist, in the order asked",
      schema: () => schemas().then((m) => m.oauthClientSchema.array()),
    },
    handler: load("getAppsRoute"),
  },
  {
    method: "PATCH",
    path: "/_internal/oauth/app/:id",
    summary: "Edit an app (its owner); a narrower max_scopes cuts the app's tokens at once",
    operationId: "modifyOAuthApp",
    tag: APPS,
    body: { kind: "json", schema: async () => appEditBody },
    response: { kind: "empty", description: "The app was edited" },
    scope: "SESSION_ACCESS",
    handler: load("patchApp"),
  },
  {
    method: "DELETE",
    path: "/_internal/oauth/app/:id",
    summary: "Delete an app (its owner, or an admin) with its authorizations and tokens",
    operationId: "deleteOAuthApp",
    tag: APPS,
    response: { kind: "empty", description: "The app was deleted" },
    scope: "SESSION_ACCESS",
    handler: load("removeApp"),
  },
  {
    method: "PATCH",
    path: "/_internal/oauth/app/:id/icon",
    summary: "Set an app's icon (raw image body, at most 256 KiB; its owner)",
    operationId: "changeOAuthAppIcon",
    tag: APPS,
    query: appIconQuery,
    body: imageRestBody("The icon"),
    response: { kind: "empty", description: "The icon was set" },
    scope: "SESSION_ACCESS",
    handler: load("patchAppIcon"),
  },
  {
    method: "DELETE",
    path: "/_internal/oauth/app/:id/icon",
    summary: "Remove an app's icon (its owner)",
    operationId: "deleteOAuthAppIcon",
    tag: APPS,
    response: { kind: "empty", description: "The icon was removed" },
    scope: "SESSION_ACCESS",
    handler: load("deleteAppIcon"),
  },
  {
    method: "GET",
    path: "/v3/user/:id/oauth_apps",
    summary: "A user's apps (the user themself or staff, signed-in session only; others get 404)",
    operationId: "getUserOAuthApps",
    tag: APPS,
    response: {
      kind: "json",
      description: "The user's apps, newest first",
      schema: () => schemas().then((m) => m.oauthClientSchema.array()),
    },
    scope: "SESSION_ACCESS",
    handler: load("getUserApps"),
  },
];
