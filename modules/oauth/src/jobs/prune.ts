import { componentLogger } from "@hopper/core/log";
import type { JobHandler } from "@hopper/core/module";

import { pruneOAuth } from "../server/services/tokens/prune";

/** Daily: expired consent flows, codes, refresh and access tokens (docs/oauth.md "The protocol"). */
const handler: JobHandler<Record<string, never>> = async (_payload, { db }) => {
  const report = await pruneOAuth(db);
  componentLogger("oauth").info(report, "pruned expired OAuth rows");
};

export default handler;
