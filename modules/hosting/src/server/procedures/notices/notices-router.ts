import { router } from "@hopper/core/trpc";

import { create } from "./create";
import { dismiss } from "./dismiss";
import { forServer } from "./for-server";
import { list } from "./list";
import { remove } from "./remove";
import { update } from "./update";

/** Server notices: `hosting.notices.*` (admins write them; a server's owner or an admin sees and dismisses them). */
export const noticesRouter = router({ list, create, update, remove, forServer, dismiss });
