import { router } from "@hopper/core/trpc";

import { addProject } from "./procedures/add-project";
import { collectionPage } from "./procedures/collection-page";
import { create } from "./procedures/create";
import { dashboard } from "./procedures/dashboard";
import { remove } from "./procedures/delete";
import { mine } from "./procedures/mine";
import { removeProject } from "./procedures/remove-project";
import { setIcon } from "./procedures/set-icon";
import { unfollow } from "./procedures/unfollow";
import { update } from "./procedures/update";

/** The collections module's API for its pages (`collections.*` under /api/trpc); /v3 stays the public REST. */
export const collectionsRouter = router({
  page: collectionPage,
  mine,
  addProject,
  removeProject,
  dashboard,
  create,
  update,
  setIcon,
  delete: remove,
  unfollow,
});

export type CollectionsRouter = typeof collectionsRouter;

export default collectionsRouter;
