import type { RestHandler } from "@hopper/core/module";
import { AppError } from "@hopper/core/errors";

import { userBody } from "./user-body";

/** GET /v2/user/{id|username} — a public profile. */
const handler: RestHandler = async (_request, { db, params }) => {
  const key = params.id ?? "";
  const user = await db.user.findFirst({ where: { OR: [{ id: key }, { usernameKey: key.toLowerCase() }] } });
  if (!user) throw new AppError("not_found", "the requested user was not found");
  return Response.json(userBody(user, { withEmail: false }));
};

export default handler;
