import { moduleTrpc } from "@hopper/ui/trpc/client";

import type { CollectionsRouter } from "../server/router";

/** The collections procedures for client components (`trpc.collections.removeProject.mutationOptions()`). */
export const useCollectionsTrpc = moduleTrpc<"collections", CollectionsRouter>();
