import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";
import { singleLineText } from "@hopper/core/validation";

import { dashboardCollections } from "../services/dashboard-collections";

export const dashboardInput = z.object({
  // The page passes its address's ?q=, which a link may fill with anything: a search the box could not have sent
  // (control characters, over 64) searches nothing rather than failing the page, as a bad page number does.
  search: singleLineText({ label: "The search", max: 64 }).catch("").default(""),
});

/** /dashboard/collections: the viewer's own collections matching the search, and their followed-projects count. */
export const dashboard = scopedProcedure("COLLECTION_READ")
  .input(dashboardInput)
  .query(({ ctx, input }) => dashboardCollections(ctx.db, actorOf(ctx.viewer), input.search));
