import { actorOf } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import { AppError } from "@hopper/core/errors";
import { parseRestQuery, readRestBytes, readRestJson, restJson, restNoContent } from "@hopper/core/module";
import type { RestContext, RestHandler } from "@hopper/core/module";

import { appCreateBody, appEditBody, appIconQuery, appsQuery } from "../../api/app-queries";
import { createApp } from "../services/apps/app-create";
import { deleteApp } from "../services/apps/app-delete";
import { setAppIcon } from "../services/apps/app-icon";
import { getApp, getApps } from "../services/apps/app-reads";
import { APP_ICON_MAX_BYTES } from "../services/apps/app-rules";
import { updateApp } from "../services/apps/app-update";
import { userApps } from "../services/apps/user-apps";
import { oauthClientBody } from "./app-schema";

// The reference's app routes (labrinth_oauth_internal). Writes are SESSION_ACCESS routes: the dispatcher reads the
// signed-in session cookie and refuses every token, so no app can register or change apps for its user.

/** The signed-in user (the dispatcher has already refused a missing session on SESSION_ACCESS routes). */
function signedIn(ctx: RestContext): Actor {
  const actor = actorOf(ctx.viewer);
  if (!actor) throw new AppError("unauthorized", "Authentication Error: this endpoint needs a signed-in session");
  return actor;
}

/** POST /_internal/oauth/app: registers an app; answers it with its client secret (null for a public client). */
export const postApp: RestHandler = async (request, ctx) => {
  const actor = signedIn(ctx);
  const body = await readRestJson(request, appCreateBody);
  const { app, clientSecret } = await createApp(ctx.db, actor, {
    name: body.name,
    description: body.description,
    url: body.url,
    redirectUris: body.redirect_uris,
    maxScopes: BigInt(body.max_scopes),
    isPublic: body.is_public,
  });
  return restJson({ ...oauthClientBody(app, ctx.url.origin), client_secret: clientSecret });
};

/** GET /_internal/oauth/app/{id}: public, no sign-in (the consent screen shows it). */
export const getAppRoute: RestHandler = async (_request, ctx) =>
  restJson(oauthClientBody(await getApp(ctx.db, ctx.params.id ?? ""), ctx.url.origin));

/** GET /_internal/oauth/apps?ids=[…]: the apps that exist, in the order asked. */
export const getAppsRoute: RestHandler = async (_request, ctx) => {
  const { ids } = parseRestQuery(appsQuery, ctx);
  return restJson((await getApps(ctx.db, ids)).map((app) => oauthClientBody(app, ctx.url.origin)));
};

/** PATCH /_internal/oauth/app/{id}: the owner's edit. 204. */
export const patchApp: RestHandler = async (request, ctx) => {
  const actor = signedIn(ctx);
  const body = await readRestJson(request, appEditBody);
  await updateApp(ctx.db, actor, ctx.params.id ?? "", {
    name: body.name,
    description: body.description,
    url: body.url,
    redirectUris: body.redirect_uris,
    maxScopes: body.max_scopes === undefined ? undefined : BigInt(body.max_scopes),
  });
  return restNoContent();
};

/** DELETE /_internal/oauth/app/{id}: the owner (or an admin). 204. */
export const removeApp: RestHandler = async (_request, ctx) => {
  await deleteApp(ctx.db, signedIn(ctx), ctx.params.id ?? "");
  return restNoContent();
};

/** PATCH /_internal/oauth/app/{id}/icon?ext=png: the raw image body, at most 256 KiB. 204. */
export const patchAppIcon: RestHandler = async (request, ctx) => {
  const actor = signedIn(ctx);
  // The body is read (an oversized one dropped) before anything can refuse the request.
  const bytes = await readRestBytes(request, APP_ICON_MAX_BYTES, "Icons");
  parseRestQuery(appIconQuery, ctx);
  await setAppIcon(ctx.db, actor, ctx.params.id ?? "", bytes);
  return restNoContent();
};

/** DELETE /_internal/oauth/app/{id}/icon: the owner. 204. */
export const deleteAppIcon: RestHandler = async (_request, ctx) => {
  await setAppIcon(ctx.db, signedIn(ctx), ctx.params.id ?? "", null);
  return restNoContent();
};

/** GET /v3/user/{id|username}/oauth_apps: the user themself or staff (session only); others 404. */
export const getUserApps: RestHandler = async (_request, ctx) =>
  restJson(
    (await userApps(ctx.db, signedIn(ctx), ctx.params.id ?? "")).map((app) => oauthClientBody(app, ctx.url.origin)),
  );
