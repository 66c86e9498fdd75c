import "server-only";

import { cache } from "react";

import { moduleCaller } from "@hopper/ui/server/module-caller";

import { collectionsRouter } from "../server/router";

/** The collection page's data, read once per request (metadata and page share it). */
export const collectionPageData = cache(async (id: string) => (await moduleCaller(collectionsRouter)).page({ id }));
