import { z } from "zod";

import { actorOf, hasScope, isStaff } from "@hopper/core/auth";
import type { Viewer } from "@hopper/core/auth";
import { AppError } from "@hopper/core/errors";
import { parseRestQuery, readRestBytes, readRestJson, restJson, restNoContent } from "@hopper/core/module";
import type { RestContext, RestHandler } from "@hopper/core/module";
import { multiLineText, singleLineText } from "@hopper/core/validation";

import { userIconQuery, usersQuery } from "../../api/user-queries";
import { AVATAR_MAX_BYTES, BIO_MAX } from "../services/profile";
import { USERNAME_MAX } from "../services/usernames";
import { editUser, editUserIcon, findUsers, requireUser } from "../services/user-api";
import { userBody } from "./user-body";

/** The email only to the user or staff, and only through a token that may read emails (USER_READ_EMAIL). */
function showsEmail(viewer: Viewer | null, userId: string): boolean {
  if (!viewer || !hasScope(viewer.scopes, "USER_READ_EMAIL")) return false;
  return viewer.user.id === userId || isStaff(actorOf(viewer));
}

function editor(ctx: RestContext) {
  if (!ctx.viewer) throw new AppError("unauthorized", "Authentication Error: this endpoint needs a token");
  return actorOf(ctx.viewer);
}

/** GET /v2/user/{id|username}: a profile; the username matches in any case. */
export const getUser: RestHandler = async (_request, ctx) => {
  const user = await requireUser(ctx.db, ctx.params.id ?? "");
  return restJson(userBody(user, { withEmail: showsEmail(ctx.viewer, user.id), origin: ctx.url.origin }));
};

/** GET /v2/users?ids=["id","username"]: the known ones in the order asked; unknown ones left out. */
export const getUsers: RestHandler = async (_request, ctx) => {
  const { ids } = parseRestQuery(usersQuery, ctx);
  const users = await findUsers(ctx.db, ids);
  return restJson(
    users.map((user) => userBody(user, { withEmail: showsEmail(ctx.viewer, user.id), origin: ctx.url.origin })),
  );
};

/** The reference's user PATCH fields; unknown ones are ignored. */
export const userPatchSchema = z.object({
  username: singleLineText({ label: "The username", max: USERNAME_MAX }).optional(),
  // Hopper keeps no display name apart from the username; accepted and ignored so clients sending it work.
  name: singleLineText({ label: "The name", max: 64 }).nullable().optional(),
  email: singleLineText({ label: "The email address", max: 254 }).nullable().optional(),
  bio: multiLineText({ label: "The bio", max: BIO_MAX }).nullable().optional(),
  role: singleLineText({ label: "The role", max: 32 }).optional(),
  // Hopper awards no badges (every user answers 0): accepted and ignored.
  badges: z.number({ error: "badges must be a number" }).optional(),
});

/** PATCH /v2/user/{id|username} (USER_WRITE): username and bio, by the user or an admin; role by an admin. 204. */
export const patchUser: RestHandler = async (request, ctx) => {
  const who = editor(ctx);
  const patch = await readRestJson(request, userPatchSchema);
  await ctx.db.$transaction((tx) =>
    editUser(tx, who, ctx.params.id ?? "", {
      username: patch.username,
      bio: patch.bio,
      email: patch.email,
      role: patch.role,
    }),
  );
  return restNoContent();
};

/** PATCH /v2/user/{id|username}/icon?ext=png (USER_WRITE): the image is the raw body, at most 256 KiB. 204. */
export const patchUserIcon: RestHandler = async (request, ctx) => {
  const who = editor(ctx);
  // The body is read (an oversized one dropped) before anything can refuse the request.
  const bytes = await readRestBytes(request, AVATAR_MAX_BYTES, "Avatars");
  parseRestQuery(userIconQuery, ctx);
  await editUserIcon(ctx.db, who, ctx.params.id ?? "", bytes);
  return restNoContent();
};

/** DELETE /v2/user/{id|username}/icon (USER_WRITE). 204. */
export const deleteUserIcon: RestHandler = async (_request, ctx) => {
  await editUserIcon(ctx.db, editor(ctx), ctx.params.id ?? "", null);
  return restNoContent();
};
