import { z } from "zod";

import { jsonIdList } from "@hopper/core/module";

import { NOTIFICATION_IDS_MAX } from "../server/services/limits";

// Query strings of the notification routes: the handlers parse with them and /v2/openapi.json documents them.
// Only zod is imported, so the manifest stays light.

/** `ids=["AABBCCDD", …]`, at most NOTIFICATION_IDS_MAX of them. */
export const notificationIdsQuery = z.object({ ids: jsonIdList("ids", NOTIFICATION_IDS_MAX) });
