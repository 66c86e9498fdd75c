import type { RestHandler } from "@hopper/core/module";
import { hasScope } from "@hopper/core/auth";
import { restJson } from "@hopper/core/module";

import { findOwnUser } from "../services/find-user";
import { userBody } from "./user-body";

/** GET /v2/user — the token's own user; the email only with USER_READ_EMAIL. */
const handler: RestHandler = async (_request, { db, viewer, url }) => {
  const user = await findOwnUser(db, viewer!.user.id);
  return restJson(userBody(user, { withEmail: hasScope(viewer!.scopes, "USER_READ_EMAIL"), origin: url.origin }));
};

export default handler;
