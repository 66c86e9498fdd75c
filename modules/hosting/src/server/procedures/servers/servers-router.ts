import { router } from "@hopper/core/trpc";

import { list } from "./list";
import { view } from "./view";

/** The viewer's servers: the list (/servers/manage) and one server's view (every /servers/manage/{id} page). */
export const serversRouter = router({ list, view });
