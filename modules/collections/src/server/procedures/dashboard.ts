import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";
import { singleLineText } from "@hopper/core/validation";

import { dashboardCollections } from "../services/dashboard-collections";

export const dashboardInput = z.object({ search: singleLineText({ label: "The search", max: 64 }).default("") });

/** /dashboard/collections: the viewer's own collections matching the search, and their followed-projects count. */
export const dashboard = scopedProcedure("COLLECTION_READ")
  .input(dashboardInput)
  .query(({ ctx, input }) => dashboardCollections(ctx.db, actorOf(ctx.viewer), input.search));
