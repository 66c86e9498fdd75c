import { router } from "@hopper/core/trpc";

import { install } from "./install";
import { installModpack } from "./install-modpack";
import { list } from "./list";
import { remove } from "./remove";
import { search } from "./search";
import { update } from "./update";

/** `hosting.content.*`: a server's installed catalogue content (/servers/manage/{id}/content). */
export const contentRouter = router({ list, search, install, remove, update, installModpack });
