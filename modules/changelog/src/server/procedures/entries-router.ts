import { router } from "@hopper/core/trpc";

import { adminList } from "./admin-list";
import { create } from "./create";
import { get } from "./get";
import { remove } from "./remove";
import { update } from "./update";

/**
 * `changelog.entries.*`: the admins' writing side (/admin/changelog). The editor's preview is the house editor's
 * own action (@hopper/ui/editor/actions), the same renderer as the public pages, so there is no preview here.
 */
export const entriesRouter = router({ create, update, remove, get, adminList });
