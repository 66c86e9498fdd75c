import { router } from "@hopper/core/trpc";

import { addProject } from "./procedures/add-project";
import { collectionPage } from "./procedures/collection-page";
import { mine } from "./procedures/mine";
import { removeProject } from "./procedures/remove-project";

/** The collections module's API for its pages (`collections.*` under /api/trpc); /v3 stays the public REST. */
export const collectionsRouter = router({ page: collectionPage, mine, addProject, removeProject });

export type CollectionsRouter = typeof collectionsRouter;

export default collectionsRouter;
