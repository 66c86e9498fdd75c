import { moduleTrpc } from "@hopper/ui/trpc/client";

import type { CatalogRouter } from "../server/router";

/** The catalogue's procedures for client components (`trpc.catalog.projects.follow.mutationOptions()`). */
export const useCatalogTrpc = moduleTrpc<"catalog", CatalogRouter>();
