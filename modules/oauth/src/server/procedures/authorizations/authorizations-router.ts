import { router } from "@hopper/core/trpc";

import { list } from "./list";
import { revoke } from "./revoke";

/** The viewer's authorized apps: `oauth.authorizations.*` (/settings/authorizations). */
export const authorizationsRouter = router({ list, revoke });
