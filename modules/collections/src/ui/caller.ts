import "server-only";

import { cache } from "react";

import { lookupOrNull } from "@hopper/ui/server/lookup-or-null";
import { moduleCaller } from "@hopper/ui/server/module-caller";

import { collectionsRouter } from "../server/router";

/** The collection page's data, read once per request (metadata and page share it). */
export const collectionPageData = cache(async (id: string) =>
  lookupOrNull(async () => (await moduleCaller(collectionsRouter)).page({ id })),
);

/** /dashboard/collections: the viewer's collections matching `search` (the page's `auth` guard signs them in). */
export const dashboardData = async (search: string) => (await moduleCaller(collectionsRouter)).dashboard({ search });
